/**
 * A minimal PDF writer for the report export: one JPEG per page, scaled to fill an A4 page (spec §9).
 * The pages are pictures of the rendered report, so every Chinese glyph and chart looks exactly as on
 * screen without shipping a CJK font. Pure: bytes in, bytes out (works in the browser and in tests).
 */

/** A4 in PDF points (210 × 297 mm at 72 pt per inch). */
export const A4_POINTS = { width: 595.28, height: 841.89 } as const;

/** Pixel size of a JPEG from its start-of-frame marker (SOF0–SOF2); throws on anything else. */
export function jpegSize(jpeg: Uint8Array): { width: number; height: number } {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  let at = 2;
  while (at + 9 < jpeg.length) {
    if (jpeg[at] !== 0xff) throw new Error('broken JPEG marker');
    const marker = jpeg[at + 1];
    const size = (jpeg[at + 2] << 8) | jpeg[at + 3];
    if (marker >= 0xc0 && marker <= 0xc2) return { height: (jpeg[at + 5] << 8) | jpeg[at + 6], width: (jpeg[at + 7] << 8) | jpeg[at + 8] };
    at += 2 + size;
  }
  throw new Error('JPEG without a frame header');
}

const encoder = new TextEncoder();

/** A PDF text string in UTF-16BE hex, so titles in Chinese survive. */
function pdfText(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

/** A PDF with one A4 page per JPEG (baseline JPEG bytes, as canvas.toDataURL('image/jpeg') gives). */
export function writeImagePdf(pages: Uint8Array[], title: string): Uint8Array {
  if (pages.length === 0) throw new Error('a PDF needs at least one page');
  const chunks: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? encoder.encode(part) : part;
    chunks.push(bytes);
    length += bytes.length;
  };
  const object = (id: number, body: (string | Uint8Array)[]) => {
    offsets[id] = length;
    push(`${id} 0 obj\n`);
    for (const b of body) push(b);
    push('\nendobj\n');
  };
  // 1 catalog, 2 page tree, 3 info, then three objects per page: page, content, image.
  const pageId = (i: number) => 4 + i * 3;
  push('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n');
  object(1, ['<< /Type /Catalog /Pages 2 0 R >>']);
  object(2, [`<< /Type /Pages /Count ${pages.length} /Kids [${pages.map((_, i) => `${pageId(i)} 0 R`).join(' ')}] >>`]);
  object(3, [`<< /Title ${pdfText(title)} /Producer (environment-assessment) >>`]);
  const { width: W, height: H } = A4_POINTS;
  pages.forEach((jpeg, i) => {
    const id = pageId(i);
    const size = jpegSize(jpeg);
    object(id, [`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] /Resources << /XObject << /Im${i} ${id + 2} 0 R >> >> /Contents ${id + 1} 0 R >>`]);
    const content = `q ${W} 0 0 ${H} 0 0 cm /Im${i} Do Q`;
    object(id + 1, [`<< /Length ${content.length} >>\nstream\n${content}\nendstream`]);
    object(id + 2, [
      `<< /Type /XObject /Subtype /Image /Width ${size.width} /Height ${size.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
      jpeg,
      '\nendstream',
    ]);
  });
  const xref = length;
  const count = 4 + pages.length * 3;
  let table = `xref\n0 ${count}\n0000000000 65535 f \n`;
  for (let id = 1; id < count; id++) table += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  push(`${table}trailer\n<< /Size ${count} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  const out = new Uint8Array(length);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
