/**
 * From spreadsheet cells to API values: which column is which field (by its Chinese or English label,
 * or its field name), and how a cell becomes the value the API would accept (dictionary labels back to
 * values, Excel dates to the wire formats). Anything that cannot be converted is passed on unchanged,
 * so the API's own validation names the problem with the same message a form would get.
 */
import type { CellValue } from 'exceljs';
import { localized } from '../../../schemas/dictionaries';
import { isImportableType } from '../../../schemas/fieldKinds';
import type { FieldSchema } from '../../../schemas/types';
import type { MessageLocale } from '../../../schemas/validators';
import type { ModuleContext } from '../context';
import { moduleMessage } from '../messages';

export interface ImportError {
  /** Spreadsheet row number (1 = the header row). */
  row: number;
  field: string;
  message: string;
}

export interface ColumnMapping {
  /** 1-based spreadsheet column. */
  column: number;
  field: FieldSchema;
}

/** Fields a cell can fill, in form order (then any not placed in a form section). */
export function importableFields(ctx: ModuleContext): FieldSchema[] {
  const ordered = [...new Set([...ctx.schema.form.sections.flatMap((s) => s.fields), ...ctx.schema.fields.map((f) => f.name)])];
  return ordered.map((name) => ctx.fields.get(name)!).filter((f) => isImportableType(f.type));
}

const normalizeTitle = (text: string) => text.replace(/^[\s*＊]+|[\s*＊]+$/g, '').toLowerCase();

/** The plain content of a cell: rich text joined, formulas by their result, hyperlinks by their text. */
export function plainCell(value: CellValue): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value as string | number | boolean | Date;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return plainCell((value as { result?: CellValue }).result ?? null);
  if ('hyperlink' in value) return (value as { text?: string }).text ?? null;
  if ('error' in value) return String((value as { error: unknown }).error);
  return null;
}

/** The header row's titles matched to fields; unknown or repeated titles and missing required columns are errors. */
export function mapHeader(titles: (string | number | boolean | Date | null)[], ctx: ModuleContext, locale: MessageLocale): { columns: ColumnMapping[]; errors: ImportError[] } {
  const byTitle = new Map<string, FieldSchema>();
  for (const field of ctx.schema.fields) {
    for (const title of [field.label['zh-CN'], field.label['en-US'], field.name]) {
      if (title && !byTitle.has(normalizeTitle(title))) byTitle.set(normalizeTitle(title), field);
    }
  }
  const columns: ColumnMapping[] = [];
  const errors: ImportError[] = [];
  const seen = new Set<string>();
  titles.forEach((raw, index) => {
    if (raw === null || String(raw).trim() === '') return;
    const title = String(raw).trim();
    const field = byTitle.get(normalizeTitle(title));
    if (!field) return errors.push({ row: 1, field: title, message: moduleMessage('unknownColumn', locale, { title }) });
    if (!isImportableType(field.type)) return errors.push({ row: 1, field: field.name, message: `${localized(field.label, locale)}: ${moduleMessage('notImportable', locale)}` });
    if (seen.has(field.name)) return errors.push({ row: 1, field: field.name, message: moduleMessage('duplicateColumn', locale, { title }) });
    seen.add(field.name);
    columns.push({ column: index + 1, field });
  });
  for (const field of ctx.schema.fields) {
    if (field.required && !seen.has(field.name)) errors.push({ row: 1, field: field.name, message: `${localized(field.label, locale)}: ${moduleMessage('missingColumn', locale)}` });
  }
  return { columns, errors };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** exceljs reads a date cell as the UTC instant of its wall-clock value. */
const excelDay = (d: Date) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const excelTime = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

const DAY = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/;
const MOMENT = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const MONTH = /^(\d{4})[-/.年](\d{1,2})月?$/;

function dayText(text: string): string {
  const m = DAY.exec(text);
  return m ? `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}` : text;
}

function momentText(text: string): string {
  const m = MOMENT.exec(text);
  return m ? `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))} ${pad(Number(m[4]))}:${m[5]}:${m[6] ?? '00'}` : text;
}

function monthText(text: string): string {
  const m = MONTH.exec(text);
  return m ? `${m[1]}-${pad(Number(m[2]))}` : text;
}

const TRUE_WORDS = ['是', 'yes', 'y', 'true', '1', '√'];
const FALSE_WORDS = ['否', 'no', 'n', 'false', '0', '×'];

/** A dictionary value from its value or its label in either language; unknown text passes through. */
function choiceValue(text: string, field: FieldSchema, ctx: ModuleContext): string {
  const choices = ctx.choices(field) ?? [];
  const wanted = text.trim().toLowerCase();
  const hit = choices.find((c) => c.value.toLowerCase() === wanted || c.label['zh-CN'].toLowerCase() === wanted || c.label['en-US']?.toLowerCase() === wanted);
  return hit ? hit.value : text.trim();
}

/** A cell as the API value of `field`; empty cells are null. */
export function cellToValue(raw: CellValue, field: FieldSchema, ctx: ModuleContext): unknown {
  const value = plainCell(raw);
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const text = value instanceof Date ? '' : String(value).trim();
  switch (field.type) {
    case 'string':
    case 'text':
      // A text column that Excel took for a date: give back what the user typed.
      if (value instanceof Date) return excelTime(value) === '00:00:00' ? excelDay(value) : `${excelDay(value)} ${excelTime(value)}`;
      return typeof value === 'string' ? value : String(value);
    case 'integer':
    case 'number':
      if (typeof value === 'number') return value;
      return /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(text) ? Number(text) : text;
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (TRUE_WORDS.includes(text.toLowerCase())) return true;
      if (FALSE_WORDS.includes(text.toLowerCase())) return false;
      return text;
    case 'date':
      return value instanceof Date ? excelDay(value) : dayText(text);
    case 'datetime':
      if (value instanceof Date) return `${excelDay(value)} ${excelTime(value)}`;
      return DAY.test(text) ? `${dayText(text)} 00:00:00` : momentText(text);
    case 'month':
      return value instanceof Date ? excelDay(value).slice(0, 7) : monthText(text);
    case 'enum':
      if (field.multiple) return text.split(/[、,，;；]/).map((part) => part.trim()).filter(Boolean).map((part) => choiceValue(part, field, ctx));
      return choiceValue(text, field, ctx);
    default:
      return text;
  }
}
