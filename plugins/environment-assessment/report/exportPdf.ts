/**
 * Report → PDF in the browser (spec §9: A4 pages, 500 ms between pages): each A4-sized page element is
 * drawn to a JPEG by html-to-image (the browser's own rendering through an SVG foreignObject, so fonts
 * and charts match the screen) and the pictures become the pages of a PDF.
 */
import { saveBlob } from '../../../data-providers';
import { writeImagePdf } from './pdfWriter';

/** Spec §9: the pause between two pages, which lets charts and the browser settle. */
export const PAGE_DELAY_MS = 500;
/** Pixels per CSS pixel of the page pictures: sharp text without huge files. */
const PIXEL_RATIO = 2;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function dataUrlBytes(url: string): Uint8Array {
  const binary = atob(url.slice(url.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function exportReportPdf(pages: HTMLElement[], title: string, fileName: string, onPage?: (index: number) => void): Promise<void> {
  const { toJpeg } = await import('html-to-image');
  const images: Uint8Array[] = [];
  for (const [i, page] of pages.entries()) {
    if (i > 0) await sleep(PAGE_DELAY_MS);
    onPage?.(i);
    const url = await toJpeg(page, { quality: 0.92, pixelRatio: PIXEL_RATIO, backgroundColor: '#ffffff', skipFonts: true });
    images.push(dataUrlBytes(url));
  }
  const pdf = writeImagePdf(images, title);
  saveBlob(new Blob([pdf as BlobPart], { type: 'application/pdf' }), fileName);
}
