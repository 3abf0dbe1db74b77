/**
 * exceljs' streaming workbook reader, fed from the archive's central directory (./unzip.ts) instead of
 * its own front-to-back pass: the relationships, the workbook, the shared strings and the styles are
 * read first, then the worksheets in sheet-number order, each still row by row. exceljs keeps parsing
 * the XML (cells, shared strings, styles, dates); only the order and the decoding of the parts change.
 *
 * This leans on five methods of exceljs' `WorkbookReader` that are not in its type declarations
 * (`_parseRels`, `_parseWorkbook`, `_parseSharedStrings`, `_parseStyles`, `_parseWorksheet`);
 * tests/unit/xlsx-import-reader.test.ts reads real files through them, so an exceljs release that
 * renames one fails there.
 */
import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { openZipEntry, ZipFormatError, zipEntries, type ZipEntryInfo } from './unzip';

/** Largest inflated size of one worksheet and of each other part (shared strings, styles…). */
export const MAX_WORKSHEET_BYTES = 512 * 1024 * 1024;
export const MAX_PART_BYTES = 128 * 1024 * 1024;

interface ExcelReaderInternals {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(chunks: AsyncIterable<string>, sheetNo: string): Generator<unknown>;
}

type ReaderOptions = Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>;
type ReaderBase = new (input: null, options: ReaderOptions) => ExcelReaderInternals & AsyncIterable<ExcelJS.stream.xlsx.WorksheetReader>;

const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

const readerClasses = new WeakMap<typeof ExcelJS, ReturnType<typeof defineReader>>();

function defineReader(excel: typeof ExcelJS) {
  const Base = excel.stream.xlsx.WorkbookReader as unknown as ReaderBase;
  return class CentralDirectoryReader extends Base {
    constructor(
      private readonly archive: Buffer,
      options: ReaderOptions,
    ) {
      super(null, options);
    }

    /** Replaces exceljs' `parse`, which its async iterator calls: the same events, in a safe order. */
    async *parse(): AsyncGenerator<unknown> {
      const entries = zipEntries(this.archive);
      const open = (entry: ZipEntryInfo, max = MAX_PART_BYTES) => openZipEntry(this.archive, entry, max);
      const rels = entries.get('xl/_rels/workbook.xml.rels');
      const workbook = entries.get('xl/workbook.xml');
      if (!rels || !workbook) throw new ZipFormatError('not an xlsx workbook');
      await this._parseRels(open(rels));
      await this._parseWorkbook(open(workbook));
      const sharedStrings = entries.get('xl/sharedStrings.xml');
      if (sharedStrings) yield* this._parseSharedStrings(open(sharedStrings));
      const styles = entries.get('xl/styles.xml');
      if (styles) await this._parseStyles(open(styles));
      const sheets = [...entries.values()]
        .map((entry) => ({ entry, number: WORKSHEET.exec(entry.name)?.[1] }))
        .filter((s): s is { entry: ZipEntryInfo; number: string } => s.number !== undefined)
        .sort((a, b) => Number(a.number) - Number(b.number));
      for (const { entry, number } of sheets) yield* this._parseWorksheet(open(entry, MAX_WORKSHEET_BYTES), number);
    }
  };
}

/**
 * The worksheets of an xlsx held in memory, in sheet-number order, each an exceljs worksheet reader
 * (rows as they are parsed). A damaged or foreign archive fails while iterating.
 */
export function readWorksheets(excel: typeof ExcelJS, zip: Buffer, options: ReaderOptions): AsyncIterable<ExcelJS.stream.xlsx.WorksheetReader> {
  let Reader = readerClasses.get(excel);
  if (!Reader) {
    Reader = defineReader(excel);
    readerClasses.set(excel, Reader);
  }
  return new Reader(zip, options);
}
