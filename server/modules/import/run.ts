/**
 * POST {api}/importExcel. Policy (docs/ledgers.md): all or nothing by default, every row reported.
 *   mode=validate (default)  → {total, valid, imported: 0, errors}; nothing is stored.
 *   mode=commit              → stores every row in one transaction, only when no row has an error;
 *                               otherwise 2010102 with the same report and nothing stored.
 *   mode=validRowsOnly       → after the user has seen the report and confirmed: stores the valid rows
 *                               (one transaction) and reports the skipped ones.
 * Business keys are checked before storing, against the file itself and the enterprise's records, so
 * the report names clashing rows; a clash created meanwhile still rolls the whole commit back (2010108).
 */
import { codeMessage, ErrorCode } from '../../../data-providers/catalogue';
import { localized } from '../../../schemas/dictionaries';
import type { MessageLocale } from '../../../schemas/validators';
import type { Db } from '../../core/contracts';
import { crossFieldErrors } from '../../../schemas/crossFieldRules';
import { ApiError } from '../../core/errors';
import { canonicalJson } from '../audit/canonicalJson';
import { moduleMessage } from '../messages';
import type { Actor, ModuleRepository } from '../repository';
import type { ApiRow } from '../rows';
import type { ModuleValidation } from '../validation';
import type { ImportError } from './cells';
import type { ParsedFile, ParsedRow } from './workbook';

export const IMPORT_MODES = ['validate', 'commit', 'validRowsOnly'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export interface ImportReport {
  mode: ImportMode;
  /** Data rows in the file. */
  total: number;
  /** Rows without any error. */
  valid: number;
  /** Rows stored by this call. */
  imported: number;
  errors: ImportError[];
}

export function importMode(raw: unknown, locale: MessageLocale): ImportMode {
  if (raw === undefined || raw === '') return 'validate';
  if (typeof raw === 'string' && (IMPORT_MODES as readonly string[]).includes(raw)) return raw as ImportMode;
  throw ApiError.badParameter([{ field: 'mode', message: `${moduleMessage('labelMode', locale)}: ${moduleMessage('importMode', locale)}` }], locale);
}

/** Rows whose business key repeats an earlier row of the file or a live record of the enterprise. */
async function keyClashes(db: Pick<Db, 'query'>, rows: ParsedRow[], validation: ModuleValidation, repository: ModuleRepository, enterpriseId: number, locale: MessageLocale): Promise<ImportError[]> {
  const { schema } = validation.context;
  const errors: ImportError[] = [];
  for (const key of schema.unique ?? []) {
    const fields = key.map((name) => validation.context.fields.get(name)!);
    const labels = fields.map((f) => localized(f.label, locale)).join(locale === 'zh-CN' ? '、' : ' + ');
    const keyed = rows.filter((r) => key.every((name) => r.values[name] !== null && r.values[name] !== undefined));
    const tuple = (values: Record<string, unknown>) => canonicalJson(key.map((name) => values[name]));
    const first = new Map<string, number>();
    for (const r of keyed) {
      const t = tuple(r.values);
      const earlier = first.get(t);
      if (earlier === undefined) first.set(t, r.row);
      else errors.push({ row: r.row, field: key[0], message: moduleMessage('duplicateInFile', locale, { row: earlier, fields: labels }) });
    }
    if (keyed.length === 0) continue;
    // Read the stored keys of the candidates through the same SELECT list as the API (same value spelling).
    const params: unknown[] = [enterpriseId];
    const scope = [`"enterprise_id" = $1`, `"deleted_at" IS NULL`, ...repository.storage.scope(params)];
    const probe = fields.find((f) => ['string', 'enum', 'date', 'datetime', 'month'].includes(f.type));
    if (probe) scope.push(`(${repository.storage.value(probe)})::text = ANY($${params.push([...new Set(keyed.map((r) => String(r.values[probe.name])))])}::text[])`);
    const existing = await storedKeys(db, repository, scope.join(' AND '), params, key);
    for (const r of keyed) {
      if (existing.has(tuple(r.values))) errors.push({ row: r.row, field: key[0], message: moduleMessage('duplicateStored', locale, { fields: labels }) });
    }
  }
  return errors;
}

async function storedKeys(db: Pick<Db, 'query'>, repository: ModuleRepository, where: string, params: unknown[], key: string[]): Promise<Set<string>> {
  const { rows } = await db.query<ApiRow>(`SELECT ${key.map((name) => `s."${name}"`).join(', ')} FROM (SELECT ${repository.storage.select} FROM ${repository.storage.table} WHERE ${where}) s`, params);
  return new Set(rows.map((row) => canonicalJson(key.map((name) => row[name] ?? null))));
}

/** Validates the parsed file and stores according to `mode`. */
export async function runImport(
  db: Pick<Db, 'query'>,
  parsed: ParsedFile,
  mode: ImportMode,
  validation: ModuleValidation,
  repository: ModuleRepository,
  actor: Actor,
  locale: MessageLocale,
): Promise<ImportReport> {
  const clashes = await keyClashes(db, parsed.valid, validation, repository, actor.enterpriseId, locale);
  // The schema's cross-field rules (e.g. an end before its start) refuse a row as the form would.
  const crossed = parsed.valid.flatMap((r) => crossFieldErrors(validation.context.schema, r.values, locale).map((e) => ({ row: r.row, ...e })));
  const errors = [...parsed.errors, ...clashes, ...crossed].sort((a, b) => a.row - b.row);
  const badRows = new Set(errors.map((e) => e.row));
  const good = parsed.valid.filter((r) => !badRows.has(r.row));
  const report: ImportReport = { mode, total: parsed.total, valid: good.length, imported: 0, errors };
  if (mode === 'validate') return report;
  if (mode === 'commit' && errors.length > 0) {
    const text = (l: MessageLocale) => `${codeMessage(ErrorCode.BadParameter, l)}: ${moduleMessage('importHasErrors', l, { n: errors.length })}`;
    throw ApiError.localized(ErrorCode.BadParameter, { 'zh-CN': text('zh-CN'), 'en-US': text('en-US') }, report);
  }
  if (good.length > 0) await repository.write(actor, (writer) => writer.createMany(good.map((r) => r.values)));
  return { ...report, imported: good.length };
}
