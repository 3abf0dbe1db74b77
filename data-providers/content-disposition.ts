/**
 * The download file name from a Content-Disposition header (RFC 6266): `filename*` (RFC 5987,
 * charset'lang'percent-encoded) wins over `filename`, which may be quoted, unquoted, or — as many
 * Java back ends send Chinese names — percent-encoded UTF-8. Directory parts are removed so a
 * hostile header cannot suggest a path.
 */
export function parseContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const params = parseParameters(header);
  const extended = params.get('filename*');
  const fromExtended = extended === undefined ? null : decodeExtValue(extended);
  const name = fromExtended ?? decodePlain(params.get('filename'));
  return name === null ? null : sanitizeFileName(name);
}

/** Parameters after the disposition type; names lower-cased, first occurrence wins. */
function parseParameters(header: string): Map<string, string> {
  const params = new Map<string, string>();
  let i = header.indexOf(';');
  if (i < 0) return params;
  const n = header.length;
  while (i < n) {
    i++; // past ';'
    while (i < n && /\s/.test(header[i])) i++;
    let name = '';
    while (i < n && header[i] !== '=' && header[i] !== ';') name += header[i++];
    name = name.trim().toLowerCase();
    if (header[i] !== '=') continue;
    i++;
    while (i < n && /\s/.test(header[i])) i++;
    let value = '';
    if (header[i] === '"') {
      i++;
      while (i < n && header[i] !== '"') {
        if (header[i] === '\\' && i + 1 < n) i++;
        value += header[i++];
      }
      i++; // closing quote
      while (i < n && header[i] !== ';') i++;
    } else {
      while (i < n && header[i] !== ';') value += header[i++];
      value = value.trim();
    }
    if (name && !params.has(name)) params.set(name, value);
  }
  return params;
}

function decodeExtValue(value: string): string | null {
  const match = /^([^']*)'[^']*'(.*)$/.exec(value);
  if (!match) return null;
  const charset = match[1].toLowerCase();
  const encoded = match[2];
  try {
    if (charset === 'utf-8' || charset === '') return decodeURIComponent(encoded);
    if (charset === 'iso-8859-1' || charset === 'latin1') {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  } catch {
    return null;
  }
  return null;
}

function decodePlain(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (/%[0-9a-f]{2}/i.test(value)) {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return value;
}

function sanitizeFileName(name: string): string | null {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Control characters are never part of a real file name.
  const clean = base.replace(/[\x00-\x1f\x7f]/g, '').trim();
  return clean && clean !== '.' && clean !== '..' ? clean : null;
}
