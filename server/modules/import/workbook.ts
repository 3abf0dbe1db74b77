/**
 * Reading an uploaded import file: the multipart `file` part (10 MB at most, an xlsx by its magic
 * bytes, not by its name), then the first worksheet row by row with exceljs' streaming reader fed from
 * the archive's central directory (../xlsx/workbookReader.ts), each row validated by the same validator
 * as POST {api}, stopping as soon as the file has too many rows.
 */
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../core/excel';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { MessageLocale } from '../../../schemas/validators';
import { ApiError, type FieldError } from '../../core/errors';
import { moduleMessage } from '../messages';
import type { FieldValues, ModuleValidation } from '../validation';
import { readWorksheets } from '../xlsx/workbookReader';
import { cellToValue, mapHeader, plainCell, type ImportError } from './cells';

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;

/** An xlsx is a ZIP archive (PK\x03\x04); an old .xls is an OLE compound file and is refused. */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const fileError = (locale: MessageLocale, text: string): ApiError =>
  ApiError.badParameter([{ field: 'file', message: `${moduleMessage('labelFile', locale)}: ${text}` }], locale);

/** The bytes of the request's `file` part; wrong content type, size or format answer 2010102. */
export async function uploadedXlsx(req: FastifyRequest, locale: MessageLocale): Promise<Buffer> {
  let buffer: Buffer | undefined;
  try {
    const part = req.isMultipart() ? await req.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } }) : undefined;
    if (part && part.fieldname === 'file') buffer = await part.toBuffer();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(locale, moduleMessage('fileTooLarge', locale, { n: IMPORT_MAX_BYTES / 1024 / 1024 }));
    if (code && code.startsWith('FST_')) throw fileError(locale, moduleMessage('fileMissing', locale));
    throw error;
  }
  if (!buffer || buffer.length === 0) throw fileError(locale, moduleMessage('fileMissing', locale));
  if (!buffer.subarray(0, 4).equals(ZIP_MAGIC)) throw fileError(locale, moduleMessage('notXlsx', locale));
  return buffer;
}

export interface ParsedRow {
  /** Spreadsheet row number. */
  row: number;
  values: FieldValues;
}

export interface ParsedFile {
  /** Data rows read (blank rows are skipped). */
  total: number;
  valid: ParsedRow[];
  errors: ImportError[];
}

const isBlank = (values: unknown[]) => values.every((v) => v === null || v === undefined || (typeof v === 'string' && v.trim() === ''));

/**
 * Every data row of the first worksheet, converted and validated. Header problems (unknown, repeated
 * or missing required columns) and too many rows answer 2010102 at once: no row could be trusted.
 */
export async function parseImportFile(buffer: Buffer, validation: ModuleValidation, locale: MessageLocale, log?: FastifyBaseLogger): Promise<ParsedFile> {
  const ctx = validation.context;
  const excel = await loadExcel();
  const reader = readWorksheets(excel, buffer, { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', worksheets: 'emit' });
  const result: ParsedFile = { total: 0, valid: [], errors: [] };
  let mapped: ReturnType<typeof mapHeader> | undefined;
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const cells = (row.values as ExcelJS.CellValue[]).slice(1);
        if (!mapped) {
          if (isBlank(cells.map(plainCell))) continue;
          mapped = mapHeader(cells.map(plainCell), ctx, locale);
          if (mapped.errors.length > 0) throw ApiError.badParameter(mapped.errors.map(asFieldError), locale);
          continue;
        }
        const values: Record<string, unknown> = {};
        for (const { column, field } of mapped.columns) values[field.name] = cellToValue(cells[column - 1] ?? null, field, ctx);
        if (isBlank(Object.values(values))) continue;
        result.total += 1;
        if (result.total > IMPORT_MAX_ROWS) throw fileError(locale, moduleMessage('tooManyRows', locale, { n: IMPORT_MAX_ROWS }));
        try {
          result.valid.push({ row: row.number, values: validation.create(values, locale) });
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          const errors = ((error.data as { errors?: FieldError[] } | null)?.errors ?? []) as FieldError[];
          for (const e of errors) result.errors.push({ row: row.number, field: e.field, message: e.message });
        }
      }
      break; // the first worksheet only: the template's value lists live on the next one
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // The user sees one message for every unreadable file; the log keeps the reason.
    log?.warn({ err: error }, 'import file could not be read');
    throw fileError(locale, moduleMessage('unreadableXlsx', locale));
  }
  if (!mapped) throw fileError(locale, moduleMessage('noHeader', locale));
  if (result.total === 0) throw fileError(locale, moduleMessage('noDataRows', locale));
  return result;
}

function asFieldError(e: ImportError): FieldError {
  return { field: e.field, message: e.message };
}
