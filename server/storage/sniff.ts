/**
 * Magic numbers of the accepted formats. The browser's file name and MIME type are claims; the first
 * bytes of the stored object decide whether the upload is what its extension says.
 */

/** Enough bytes for every signature below. */
export const SNIFF_BYTES = 64;

type Matcher = (b: Uint8Array) => boolean;

const ascii = (b: Uint8Array, offset: number, text: string): boolean => {
  if (b.length < offset + text.length) return false;
  for (let i = 0; i < text.length; i++) if (b[offset + i] !== text.charCodeAt(i)) return false;
  return true;
};
const bytes = (b: Uint8Array, offset: number, sig: number[]): boolean =>
  b.length >= offset + sig.length && sig.every((v, i) => b[offset + i] === v);

const png: Matcher = (b) => bytes(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpeg: Matcher = (b) => bytes(b, 0, [0xff, 0xd8, 0xff]);
const webp: Matcher = (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP');
const avi: Matcher = (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'AVI ');
const pdf: Matcher = (b) => ascii(b, 0, '%PDF-');
/** ISO base media (mp4): a box of type 'ftyp' first. */
const mp4: Matcher = (b) => ascii(b, 4, 'ftyp');
/** OLE2 compound document: legacy .doc and .xls. */
const ole2: Matcher = (b) => bytes(b, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** A zip with at least one entry: docx/xlsx are zip packages. */
const zipWithEntries: Matcher = (b) => bytes(b, 0, [0x50, 0x4b, 0x03, 0x04]);
/** Plain zip archives may also be empty (end record first) or spanned. */
const zip: Matcher = (b) => zipWithEntries(b) || bytes(b, 0, [0x50, 0x4b, 0x05, 0x06]) || bytes(b, 0, [0x50, 0x4b, 0x07, 0x08]);
/** RAR 4 and RAR 5 share this prefix. */
const rar: Matcher = (b) => ascii(b, 0, 'Rar!\u001a\u0007');

const BY_EXTENSION: Record<string, Matcher> = {
  png,
  jpg: jpeg,
  jpeg,
  webp,
  avi,
  pdf,
  mp4,
  doc: ole2,
  xls: ole2,
  docx: zipWithEntries,
  xlsx: zipWithEntries,
  zip,
  rar,
};

/** True when the first bytes fit the extension; unknown extensions never match. */
export function contentMatchesExtension(extension: string, head: Uint8Array): boolean {
  const matcher = BY_EXTENSION[extension];
  return matcher ? matcher(head) : false;
}
