/**
 * A streaming single-sheet xlsx writer for exports: the header row and data rows become SpreadsheetML
 * text directly (inline strings, no shared-string table, no styles) and go through the streaming ZIP
 * writer in 256 kB chunks. Several times faster than a general-purpose workbook library, and memory
 * stays flat whatever the row count.
 */
import { PassThrough, type Writable } from 'node:stream';
import { ZipWriter, type ZipEntry } from './zip';

export type CellContent = string | number | undefined | null;

export interface SheetColumn {
  header: string;
  /** Width in characters. */
  width?: number;
  /**
   * A string in this column's data rows is a number's text exactly as JavaScript prints it (the caller
   * checks that), written as a number cell: the same cell as for the number itself.
   */
  numeric?: boolean;
}

const FLUSH_BYTES = 256 * 1024;
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Characters XML 1.0 cannot hold (C0 controls except tab/LF/CR, lone surrogates, U+FFFE/U+FFFF). */
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Anything escapeXml has to change; most cell texts contain none of it and are returned as they are. */
const NEEDS_WORK = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/;

export function escapeXml(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text.replace(INVALID_XML, '').replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));
}

export function columnLetter(n: number): string {
  let s = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) s = String.fromCharCode(65 + ((k - 1) % 26)) + s;
  return s;
}

const PACKAGE_FILES = (sheetName: string): [string, string][] => [
  [
    '[Content_Types].xml',
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '</Types>',
  ],
  [
    '_rels/.rels',
    `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  ],
];

/** Excel limits a sheet name to 31 characters and forbids some punctuation. */
export const safeSheetName = (title: string) => title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1';

/**
 * The stream a reply sends while a sheet is written into it. A failure before the reply takes the stream
 * (an async onSend hook still running) must not be an unhandled 'error' event: Fastify listens only once
 * it sends, and then finds the stream destroyed and ends the response.
 */
export function sheetReplyStream(highWaterMark?: number): PassThrough {
  const out = new PassThrough(highWaterMark === undefined ? {} : { highWaterMark });
  out.on('error', () => undefined);
  return out;
}

export class XlsxSheetWriter {
  private readonly zip: ZipWriter;
  private readonly letters: string[];
  private readonly numeric: boolean[];
  private sheet?: ZipEntry;
  private buffer = '';
  private rowNumber = 0;

  private readonly sheetName: string;

  constructor(
    out: Writable,
    sheetName: string,
    private readonly columns: SheetColumn[],
  ) {
    this.sheetName = safeSheetName(sheetName);
    // Level 3: most of level 6's size for a fraction of its time on this repetitive XML.
    this.zip = new ZipWriter(out, 3);
    this.letters = columns.map((_, i) => columnLetter(i + 1));
    this.numeric = columns.map((c) => c.numeric === true);
  }

  /** Writes the package parts and the header row. */
  async start(): Promise<void> {
    for (const [path, content] of PACKAGE_FILES(this.sheetName)) await this.zip.file(path, content);
    this.sheet = await this.zip.entry('xl/worksheets/sheet1.xml');
    const cols = this.columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 14}" customWidth="1"/>`).join('');
    this.buffer =
      `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0">` +
      '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
      `<cols>${cols}</cols><sheetData>`;
    // The header row holds labels, never numbers.
    await this.appendRow(this.columns.map((c) => c.header), this.columns.map(() => false));
  }

  private cell(ref: string, value: CellContent, numeric: boolean): string {
    if (value === undefined || value === null || value === '') return '';
    if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : '';
    if (numeric) return `<c r="${ref}"><v>${value}</v></c>`;
    const text = escapeXml(value);
    const space = text !== text.trim() ? ' xml:space="preserve"' : '';
    return `<c r="${ref}" t="inlineStr"><is><t${space}>${text}</t></is></c>`;
  }

  /**
   * Appends a row. Returns a promise only when 256 kB of XML have gathered and must be handed on (await
   * it: the client may be behind); a row per microtask would cost more than writing it.
   */
  addRow(values: CellContent[]): Promise<void> | undefined {
    return this.appendRow(values, this.numeric);
  }

  private appendRow(values: CellContent[], numeric: readonly boolean[]): Promise<void> | undefined {
    // The row number's text once per row rather than once per cell.
    const r = String(++this.rowNumber);
    let xml = `<row r="${r}">`;
    for (let i = 0; i < values.length; i++) xml += this.cell(this.letters[i] + r, values[i], numeric[i]);
    this.buffer += `${xml}</row>`;
    return this.buffer.length >= FLUSH_BYTES ? this.flush() : undefined;
  }

  private async flush(): Promise<void> {
    const chunk = this.buffer;
    this.buffer = '';
    await this.sheet!.write(chunk);
  }

  async finish(): Promise<void> {
    this.buffer += '</sheetData></worksheet>';
    await this.flush();
    await this.sheet!.end();
    await this.zip.finish();
  }
}
