/**
 * Which field widget draws a module-schema field (ledgers, custom ledgers): one registry serves the
 * generic module forms and the form designer, so a widget added once can draw a schema field too.
 * Each field type lists the widgets that fit its value, its default first; a schema picks another with
 * `widget`. `files` is the application upload of the module forms (spec §5 "Uploads").
 */
import type { FieldSchema, FieldType } from '../types';
import { POLLUTION_FACTOR_MAX } from './catalogue';

export const FIELD_TYPE_WIDGETS: Record<FieldType, readonly string[]> = {
  string: ['input', 'textarea', 'color', 'time'],
  text: ['textarea', 'input', 'rich-editor'],
  integer: ['number', 'rate', 'slider'],
  number: ['number', 'slider'],
  boolean: ['switch'],
  date: ['date'],
  datetime: ['date-time'],
  month: ['date'],
  enum: ['select', 'radio', 'checkbox'],
  files: ['files', 'file-upload', 'picture-upload'],
  // A sub-table is drawn by the generic editable table unless a widget takes over its rows.
  subtable: ['pollution-factor'],
};

/** The widgets that fit a field (enum: radio for one value, checkbox for several). */
export function widgetsForField(field: Pick<FieldSchema, 'type' | 'multiple'>): readonly string[] {
  const all = FIELD_TYPE_WIDGETS[field.type] ?? [];
  if (field.type !== 'enum') return all;
  return all.filter((w) => (field.multiple ? w !== 'radio' : w !== 'checkbox'));
}

/** The registry widget drawing a field; undefined for a sub-table drawn by the generic table. */
export function widgetNameOf(field: Pick<FieldSchema, 'type' | 'multiple' | 'widget'>): string | undefined {
  if (field.widget) return field.widget;
  return field.type === 'subtable' ? undefined : widgetsForField(field)[0];
}

/**
 * The row fields of widgets that draw a sub-table's rows themselves: the widget fixes them (spec §3: the
 * pollution-factor card holds a factor name and a monitored value, at most 20 characters each). A schema
 * using such a widget declares exactly these; a custom ledger gets them from here.
 */
export const WIDGET_ROW_FIELDS: Readonly<Record<string, readonly FieldSchema[]>> = {
  'pollution-factor': [
    { name: 'key', type: 'string', label: { 'zh-CN': '因子名称', 'en-US': 'Factor' }, maxLength: POLLUTION_FACTOR_MAX },
    { name: 'value', type: 'string', label: { 'zh-CN': '监测值', 'en-US': 'Value' }, maxLength: POLLUTION_FACTOR_MAX },
  ],
};

const rowShape = (fields: readonly FieldSchema[]) =>
  fields
    .map((f) => `${f.name}:${f.type}:${f.maxLength ?? ''}`)
    .sort()
    .join(',');

/** Null when the field may use its `widget`, else why not. */
export function fieldWidgetProblem(field: FieldSchema): string | null {
  if (field.widget === undefined) return null;
  const fits = widgetsForField(field);
  if (!fits.includes(field.widget)) return `widget "${field.widget}" does not fit a ${field.type}${field.multiple ? ' (multiple)' : ''} field (fits: ${fits.join(', ') || 'none'})`;
  const rows = WIDGET_ROW_FIELDS[field.widget];
  if (rows && rowShape(field.fields ?? []) !== rowShape(rows)) {
    return `widget "${field.widget}" needs exactly the row fields ${rows.map((f) => `${f.name} (${f.type}, maxLength ${f.maxLength})`).join(', ')}`;
  }
  return null;
}
