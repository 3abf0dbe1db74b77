/**
 * Excel export of a module list: rows are read through db.stream in batches (the next one fetched
 * while the current one is written) and written by the streaming xlsx writer of ./xlsx, waiting for
 * the client whenever the response buffer is full, so memory stays bounded whatever the row count.
 */
import { PassThrough, type Readable } from 'node:stream';
import { localized } from '../../schemas/dictionaries';
import type { FieldSchema } from '../../schemas/types';
import { message, type MessageLocale } from '../../schemas/validators';
import type { Db } from '../core/contracts';
import type { ModuleContext } from './context';
import type { ExportQuery } from './pageQuery';
import type { ModuleRepository } from './repository';
import { XlsxSheetWriter, type CellContent } from './xlsx/sheet';

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
 * The cell converters of the export columns, worked out once: dictionary labels come from a map
 * rather than a search per cell.
 */
function columnConverters(fields: FieldSchema[], ctx: ModuleContext, locale: MessageLocale): ((value: unknown) => CellContent)[] {
  return fields.map((field) => {
    if (field.type !== 'enum' || field.multiple) return (value: unknown) => cellValue(field, value, ctx, locale);
    const labels = new Map((ctx.choices(field) ?? []).map((c) => [c.value, localized(c.label, locale)]));
    return (value: unknown) => (value === null || value === undefined ? undefined : (labels.get(value as string) ?? String(value)));
  });
}

/** The xlsx as a stream; the next batch of rows is fetched while the current one is written. */
export function exportWorkbook(job: ExportJob): Readable {
  const { ctx, query, locale } = job;
  const out = new PassThrough({ highWaterMark: OUT_BUFFER });
  const fields = query.columns.map((name) => ctx.fields.get(name)!);
  const widths = new Map(ctx.schema.list.columns.map((c) => [c.field, c.width]));
  const writer = new XlsxSheetWriter(
    out,
    localized(ctx.schema.title, locale),
    fields.map((f) => ({ header: localized(f.label, locale), width: Math.max(10, Math.round((widths.get(f.name) ?? 120) / 7)) })),
  );
  const convert = columnConverters(fields, ctx, locale);

  // The select list is exactly the export columns in order, so rows come as arrays (no object per row).
  const { sql, params } = job.repository.listSql(job.enterpriseId, query, query.columns);
  const write = async () => {
    await writer.start();
    const batches = job.db.stream<unknown[]>(sql, params, BATCH_SIZE, { rowMode: 'array' })[Symbol.asyncIterator]();
    // One cells array for every row: addRow turns it into text before it returns.
    const cells: CellContent[] = new Array(fields.length);
    try {
      let next = batches.next();
      for (;;) {
        const { value: batch, done } = await next;
        if (done) break;
        next = batches.next();
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
