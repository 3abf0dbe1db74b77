/** Inclusive byte range of a file of known size. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * One `Range: bytes=…` request (what video players send to seek). Multiple ranges and malformed
 * headers are ignored (the whole file is sent, which RFC 9110 allows); a range entirely beyond the
 * end is 'unsatisfiable' (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (size === 0) return 'unsatisfiable';
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}
