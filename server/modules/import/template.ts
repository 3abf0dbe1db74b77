/**
 * The import template: one column per importable field titled with its label in the caller's language,
 * required titles in bold red, a note on every title (required, format, unit, limits, values), and a
 * drop-down list on dictionary and yes/no columns (the lists live on a hidden sheet, so long
 * dictionaries such as the HJ 212 factor codes fit).
 */
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../core/excel';
import { localized } from '../../../schemas/dictionaries';
import { DEFAULT_PRECISION, DEFAULT_STRING_LENGTH } from '../../../schemas/fieldKinds';
import type { FieldSchema } from '../../../schemas/types';
import { message, type MessageLocale } from '../../../schemas/validators';
import type { ModuleContext } from '../context';
import { moduleMessage } from '../messages';
import { columnLetter, safeSheetName } from '../xlsx/sheet';
import { importableFields } from './cells';

/** Rows that get the drop-down lists (Excel stores one range per column, so this costs nothing per row). */
export const TEMPLATE_ROWS = 10_000;

const FORMATS: Partial<Record<FieldSchema['type'], string>> = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss', month: 'YYYY-MM' };


/** The note on a column title: what a valid cell looks like. */
function fieldNote(field: FieldSchema, ctx: ModuleContext, locale: MessageLocale): string {
  const say = (key: Parameters<typeof moduleMessage>[0], params: Record<string, string | number> = {}) => moduleMessage(key, locale, params);
  const lines: string[] = [];
  if (field.required) lines.push(say('templateRequired'));
  const format = FORMATS[field.type];
  if (format) lines.push(`${say('templateFormat')}: ${format}`);
  if (field.unit) lines.push(`${say('templateUnit')}: ${field.unit}`);
  if (field.type === 'string') lines.push(say('templateMaxLength', { n: field.maxLength ?? DEFAULT_STRING_LENGTH }));
  if (field.type === 'text' && field.maxLength) lines.push(say('templateMaxLength', { n: field.maxLength }));
  if (field.type === 'integer' || field.type === 'number') {
    if (field.min !== undefined || field.max !== undefined) lines.push(`${say('templateRange')}: ${field.min ?? ''} ~ ${field.max ?? ''}`);
    if (field.type === 'number') lines.push(say('templatePrecision', { n: field.precision ?? DEFAULT_PRECISION }));
  }
  if (field.type === 'boolean') lines.push(`${say('templateValues')}: ${message('yes', locale)} / ${message('no', locale)}`);
  if (field.type === 'enum') {
    const labels = (ctx.choices(field) ?? []).map((c) => localized(c.label, locale));
    lines.push(`${say('templateValues')}: ${labels.length > 12 ? `${labels.slice(0, 12).join('、')} …` : labels.join('、')}`);
    if (field.multiple) lines.push(say('templateMultiple'));
  }
  if (field.help) lines.push(localized(field.help, locale));
  return lines.join('\n');
}

/** exceljs can validate a whole range at once (worksheet.dataValidations) but its typings omit it. */
function rangeValidations(sheet: ExcelJS.Worksheet): { add(range: string, validation: ExcelJS.DataValidation): void } {
  return (sheet as unknown as { dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void } }).dataValidations;
}

export async function importTemplate(ctx: ModuleContext, locale: MessageLocale): Promise<Buffer> {
  const { Workbook } = await loadExcel();
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(safeSheetName(localized(ctx.schema.title, locale)));
  const lists = workbook.addWorksheet(safeSheetName(moduleMessage('templateDictSheet', locale)), { state: 'veryHidden' });
  const fields = importableFields(ctx);
  const widths = new Map(ctx.schema.list.columns.map((c) => [c.field, c.width]));
  sheet.columns = fields.map((f) => ({ header: localized(f.label, locale), key: f.name, width: Math.max(12, Math.round((widths.get(f.name) ?? 140) / 7)) }));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];

  let listColumn = 0;
  fields.forEach((field, index) => {
    const letter = columnLetter(index + 1);
    const title = sheet.getCell(`${letter}1`);
    title.font = field.required ? { bold: true, color: { argb: 'FFD4380D' } } : { bold: true };
    title.note = fieldNote(field, ctx, locale);
    let formula: string | undefined;
    if (field.type === 'boolean') formula = `"${message('yes', locale)},${message('no', locale)}"`;
    if (field.type === 'enum' && !field.multiple) {
      const labels = (ctx.choices(field) ?? []).map((c) => localized(c.label, locale));
      listColumn += 1;
      const listLetter = columnLetter(listColumn);
      labels.forEach((label, k) => (lists.getCell(`${listLetter}${k + 1}`).value = label));
      formula = `'${lists.name}'!$${listLetter}$1:$${listLetter}$${Math.max(labels.length, 1)}`;
    }
    if (formula) {
      rangeValidations(sheet).add(`${letter}2:${letter}${TEMPLATE_ROWS + 1}`, {
        type: 'list',
        allowBlank: !field.required,
        formulae: [formula],
        showErrorMessage: true,
        errorStyle: 'warning',
        error: `${localized(field.label, locale)}: ${message('enum', locale)}`,
      });
    }
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
