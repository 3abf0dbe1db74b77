/**
 * Excel export of a module list: rows are read through db.stream in batches (the next one fetched
 * while the current one is written) and written by the streaming xlsx writer of ./xlsx, waiting for
 * the client whenever the response buffer is full, so memory stays bounded whatever the row count.
 */
import type { Readable } from 'node:stream';
import { localized } from '../../schemas/dictionaries';
import type { FieldSchema } from '../../schemas/types';
import { message, type MessageLocale } from '../../schemas/validators';
import type { Db } from '../core/contracts';
import type { ModuleContext } from './context';
import type { ExportQuery } from './pageQuery';
import type { ModuleRepository } from './repository';
import { sheetReplyStream, XlsxSheetWriter, type CellContent } from './xlsx/sheet';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Rows per cursor fetch: large enough that round trips to the database do not dominate. */
const BATCH_SIZE = 5000;
/** Bytes buffered towards the client before the writer waits; small buffers make writer and socket ping-pong. */
const OUT_BUFFER = 1024 * 1024;


/** The cell content of a value: dictionary labels for enums, 是/否 for booleans, names of files. */
export function cellValue(field: FieldSchema, value: unknown, ctx: ModuleContext, locale: MessageLocale): string | number | undefined {
  if (value === null || value === undefined) return undefined;
  switch (field.type) {
    case 'enum': {
      const choices = ctx.choices(field) ?? [];
      const label = (v: unknown) => {
        const choice = choices.find((c) => c.value === v);
        return choice ? localized(choice.label, locale) : String(v);
      };
      return Array.isArray(value) ? value.map(label).join(locale === 'zh-CN' ? '、' : ', ') : label(value);
    }
    case 'boolean':
      return message(value ? 'yes' : 'no', locale);
    case 'integer':
    case 'number':
      return Number(value);
    case 'files':
      return Array.isArray(value) ? value.map((f) => String((f as { name?: unknown }).name ?? '')).join(locale === 'zh-CN' ? '、' : ', ') : undefined;
    case 'subtable':
      return JSON.stringify(value);
    default:
      return String(value);
  }
}

/** YYYYMMDDHHmmss in Beijing time (China keeps no daylight saving time). */
export function beijingStamp(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** RFC 5987 value: percent-encoding of UTF-8, including the characters encodeURIComponent leaves. */
const rfc5987 = (text: string) => encodeURIComponent(text).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment` with an ASCII fallback name and the localized name for clients that read filename*. */
export function contentDisposition(ctx: ModuleContext, locale: MessageLocale, now: Date = new Date()): string {
  const stamp = beijingStamp(now);
  const title = localized(ctx.schema.export?.fileName ?? ctx.schema.title, locale);
  return `attachment; filename="${ctx.schema.id}_${stamp}.xlsx"; filename*=UTF-8''${rfc5987(`${title}${stamp}.xlsx`)}`;
}

export interface ExportJob {
  db: Pick<Db, 'stream'>;
  ctx: ModuleContext;
  repository: ModuleRepository;
  enterpriseId: number;
  query: ExportQuery;
  locale: MessageLocale;
  onError?: (error: unknown) => void;
}

/**
 * Whether `text` is exactly what JavaScript prints for Number(text): plain decimal notation without
 * redundant zeros, at most 15 significant digits (any such decimal survives the trip through a double,
 * so the shortest text of the double is this text), not "-0", and within JavaScript's plain-notation
 * range (below 1e21, and not smaller than 1e-6: at most five zeros after "0."). PostgreSQL's float8
 * text meets it for every ordinary value; anything else ("1e+15", "NaN", 17 digits) goes through Number.
 */
const JS_NUMBER_TEXT = /^-?(?:0|[1-9]\d{0,14})(?:\.\d{0,14}[1-9])?$/;
export function isJsNumberText(text: string): boolean {
  if (!JS_NUMBER_TEXT.test(text) || text === '-0') return false;
  const digits = text.charCodeAt(0) === 45 ? text.slice(1) : text;
  if (digits.startsWith('0.')) {
    const fraction = digits.slice(2);
    const zeros = fraction.length - fraction.replace(/^0+/, '').length;
    return zeros <= 5;
  }
  // Significant digits, counting the integer part's trailing zeros (conservative).
  return digits.length - (digits.includes('.') ? 1 : 0) <= 15;
}

/**
 * The cell converter of a column, worked out once: dictionary labels come from a map rather than a
 * search per cell, 是/否 are looked up once, number texts already in JavaScript's form are written as
 * they are (the writer reads a string in a numeric column as the number's text), and text columns pass
 * their strings through. Every other value goes through cellValue, so each gives the same cell as before.
 */
function columnConverter(field: FieldSchema, ctx: ModuleContext, locale: MessageLocale): (value: unknown) => CellContent {
  const general = (value: unknown) => cellValue(field, value, ctx, locale);
  switch (field.type) {
    case 'enum': {
      if (field.multiple) return general;
      const labels = new Map((ctx.choices(field) ?? []).map((c) => [c.value, localized(c.label, locale)]));
      return (value) => (value === null || value === undefined ? undefined : (labels.get(value as string) ?? String(value)));
    }
    case 'boolean': {
      const yes = message('yes', locale);
      const no = message('no', locale);
      return (value) => (value === null || value === undefined ? undefined : value ? yes : no);
    }
    case 'integer':
    case 'number':
      return (value) => (typeof value === 'string' && isJsNumberText(value) ? value : general(value));
    case 'string':
    case 'text':
    case 'date':
    case 'datetime':
    case 'month':
      return (value) => (typeof value === 'string' ? value : general(value));
    default:
      return general;
  }
}

/** The xlsx as a stream; the next batch of rows is fetched while the current one is written. */
export function exportWorkbook(job: ExportJob): Readable {
  const { ctx, query, locale } = job;
  const out = sheetReplyStream(OUT_BUFFER);
  const fields = query.columns.map((name) => ctx.fields.get(name)!);
  const widths = new Map(ctx.schema.list.columns.map((c) => [c.field, c.width]));
  const writer = new XlsxSheetWriter(
    out,
    localized(ctx.schema.title, locale),
    fields.map((f) => ({
      header: localized(f.label, locale),
      width: Math.max(10, Math.round((widths.get(f.name) ?? 120) / 7)),
      numeric: f.type === 'integer' || f.type === 'number',
    })),
  );
  const convert = fields.map((field) => columnConverter(field, ctx, locale));

  // The select list is exactly the export columns in order, so rows come as arrays (no object per row).
  const { sql, params } = job.repository.listSql(job.enterpriseId, query, query.columns);
  const write = async () => {
    await writer.start();
    const batches = job.db.stream<unknown[]>(sql, params, BATCH_SIZE, { rowMode: 'array' })[Symbol.asyncIterator]();
    // One cells array for every row: addRow turns it into text before it returns.
    const cells: CellContent[] = new Array(fields.length);
    // The batch read ahead may fail after the loop has ended (client gone, write failed) with nobody left
    // to await it: marked handled, while the loop's own await still sees a failure.
    const readAhead = () => {
      const batch = batches.next();
      batch.catch(() => undefined);
      return batch;
    };
    try {
      let next = readAhead();
      for (;;) {
        const { value: batch, done } = await next;
        if (done) break;
        next = readAhead();
        for (const row of batch) {
          for (let i = 0; i < cells.length; i++) cells[i] = convert[i](row[i]);
          const flushing = writer.addRow(cells);
          if (flushing) await flushing;
        }
        if (out.destroyed) return; // the client hung up
      }
    } finally {
      // Closes the cursor when the loop ended early (client gone, write failed).
      await batches.return?.(undefined);
    }
    await writer.finish();
    out.end();
  };
  write().catch((error) => {
    if (out.destroyed) return;
    job.onError?.(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
