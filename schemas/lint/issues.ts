/** A problem found in a module schema, located by a JSON pointer (RFC 6901) into the document. */
export interface SchemaIssue {
  pointer: string;
  message: string;
}

/** Builds a pointer from path segments, escaping '~' and '/' as RFC 6901 requires. */
export function pointer(...segments: (string | number)[]): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** The pointer as printed in reports: the document root is shown as '/'. */
export function displayPointer(p: string): string {
  return p === '' ? '/' : p;
}
