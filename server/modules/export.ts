/**
 * Excel export of a module list: rows are read through db.stream in batches and written with
 * exceljs' streaming writer, waiting for the client whenever the response buffer is full, so memory
 * stays bounded whatever the row count.
 */
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { localized } from '../../schemas/dictionaries';
import type { FieldSchema } from '../../schemas/types';
import { message, type MessageLocale } from '../../schemas/validators';
import type { Db } from '../core/contracts';
import type { ModuleContext } from './context';
import type { ExportQuery } from './pageQuery';
import type { ModuleRepository } from './repository';
import type { ApiRow } from './rows';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Rows per cursor fetch: large enough that round trips to the database do not dominate. */
const BATCH_SIZE = 2000;
/** Bytes buffered towards the client before the writer waits; small buffers make writer and socket ping-pong. */
const OUT_BUFFER = 1024 * 1024;
/** Resolves when the stream can take more, or is gone (a client that hung up never drains). */
function drained(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/** Excel limits a sheet name to 31 characters and forbids some punctuation. */
const sheetName = (title: string) => title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1';

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

/** The xlsx as a stream; rows are fetched while the client reads. */
export function exportWorkbook(job: ExportJob): Readable {
  const { ctx, query, locale } = job;
  const out = new PassThrough({ highWaterMark: OUT_BUFFER });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(localized(ctx.schema.title, locale)));
  const fields = query.columns.map((name) => ctx.fields.get(name)!);
  const widths = new Map(ctx.schema.list.columns.map((c) => [c.field, c.width]));
  sheet.columns = fields.map((f) => ({ header: localized(f.label, locale), key: f.name, width: Math.max(10, Math.round((widths.get(f.name) ?? 120) / 7)) }));

  const { sql, params } = job.repository.listSql(job.enterpriseId, query);
  const write = async () => {
    for await (const batch of job.db.stream<ApiRow>(sql, params, BATCH_SIZE)) {
      for (const row of batch) sheet.addRow(fields.map((f) => cellValue(f, row[f.name], ctx, locale))).commit();
      // Wait for the client rather than buffering the whole file.
      while (out.writableNeedDrain && !out.destroyed) await drained(out);
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error) => {
    job.onError?.(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
