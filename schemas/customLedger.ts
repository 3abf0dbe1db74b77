/**
 * Custom ledgers (run-time modules): the field shape an enterprise admin edits and the module-schema
 * field it becomes. Shared by the server (server/modules/custom/definition.ts) and the browser designer
 * (plugins/custom-account), so the designer's preview renders exactly what the server will serve.
 */
import { FIELD_TYPE_WIDGETS, fieldWidgetProblem, WIDGET_ROW_FIELDS, widgetsForField } from './forms/moduleWidgets';
import type { FieldSchema, FormSection, ModuleSchema } from './types';

/** Permission keys shared by every custom ledger (records), and the key to define them. */
export const CUSTOM_PERMISSIONS = {
  view: 'customAccount:view',
  add: 'customAccount:add',
  edit: 'customAccount:edit',
  delete: 'customAccount:delete',
  export: 'customAccount:export',
  import: 'customAccount:import',
} as const;
export const CUSTOM_MANAGE_PERMISSION = 'account:custom:manage';

/** `subtable`: rows drawn by a registry widget that fixes their fields (the pollution-factor card). */
export const CUSTOM_FIELD_TYPES = ['string', 'text', 'integer', 'number', 'boolean', 'date', 'datetime', 'month', 'enum', 'files', 'subtable'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

export interface CustomOption {
  value: string;
  label: string;
}

export interface CustomField {
  name: string;
  label: string;
  type: CustomFieldType;
  required: boolean;
  listed: boolean;
  searchable: boolean;
  options?: CustomOption[];
  multiple?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  precision?: number;
  unit?: string;
  /** A registry widget drawing the field instead of its type's default (customFieldWidgets lists them). */
  widget?: string;
  /** Title of a form section that starts at this field (the record form and the detail show it). */
  section?: string;
}

/** Columns of a custom ledger's record form (the module forms' grid), 2 unless the definition says. */
export const CUSTOM_FORM_COLUMNS = [1, 2, 3] as const;
export type CustomFormColumns = (typeof CUSTOM_FORM_COLUMNS)[number];
export const CUSTOM_DEFAULT_COLUMNS: CustomFormColumns = 2;

/** What the server fills in when the definition leaves a property out. */
export const CUSTOM_FIELD_DEFAULTS = { stringLength: 100, textLength: 2000, precision: 2 } as const;

/** Limits of the definition body (the server's body schema states the same numbers). */
export const CUSTOM_LIMITS = {
  name: 50,
  label: 30,
  fields: 100,
  options: 200,
  optionLabel: 50,
  unit: 16,
  sectionTitle: 30,
  stringLength: 2000,
  textLength: 100000,
  precision: 6,
  magnitude: 1e15,
} as const;

export const isCustomNumeric = (type: CustomFieldType): boolean => type === 'integer' || type === 'number';

/** Numbers, attachments and rows cannot be search conditions of a custom ledger. */
export const isCustomSearchable = (type: CustomFieldType): boolean => !isCustomNumeric(type) && type !== 'files' && type !== 'subtable';

/**
 * Registry widgets a custom ledger does not offer: the module screens show a text field's value as
 * plain text, so a rich-text value's markup would show in the list and the detail.
 */
const NOT_FOR_CUSTOM_LEDGERS: readonly string[] = ['rich-editor'];

/**
 * The registry widgets a custom field may pick (schemas/forms/moduleWidgets.ts: the ones fitting its
 * type, the default first); a sub-table has no default table here, only widgets that draw its rows.
 */
export function customFieldWidgets(field: Pick<CustomField, 'type' | 'multiple'>): string[] {
  return widgetsForField({ type: field.type, multiple: field.type === 'enum' && field.multiple === true }).filter((w) => !NOT_FOR_CUSTOM_LEDGERS.includes(w));
}

/** The widget that draws a custom field: its own choice, else its type's default. */
export const customWidgetOf = (field: Pick<CustomField, 'type' | 'multiple' | 'widget'>): string | undefined => field.widget ?? customFieldWidgets(field)[0];

/** The module-schema field of a custom field (labels are zh-CN texts: the admin types them in one language). */
export function customFieldSchema(field: CustomField): FieldSchema {
  const out: FieldSchema = { name: field.name, type: field.type, label: { 'zh-CN': field.label } };
  if (field.required) out.required = true;
  if (field.maxLength !== undefined) out.maxLength = field.maxLength;
  if (field.min !== undefined) out.min = field.min;
  if (field.max !== undefined) out.max = field.max;
  if (field.precision !== undefined) out.precision = field.precision;
  if (field.unit) out.unit = field.unit;
  if (field.type === 'enum') {
    out.options = (field.options ?? []).map((o) => ({ value: o.value, label: { 'zh-CN': o.label } }));
    if (field.multiple) out.multiple = true;
  }
  // A sub-table's rows are the ones its widget draws (FIELD_TYPE_WIDGETS.subtable lists only such widgets).
  const widget = field.type === 'subtable' ? (field.widget ?? FIELD_TYPE_WIDGETS.subtable[0]) : field.widget;
  if (widget) out.widget = widget;
  if (field.type === 'subtable') out.fields = (WIDGET_ROW_FIELDS[widget!] ?? []).map((f) => ({ ...f }));
  return out;
}

/**
 * Null when a custom field may use its widget — one the ledger offers for its type that passes the
 * module schemas' fit rule (fieldWidgetProblem) — else why not.
 */
export function customWidgetProblem(field: CustomField): string | null {
  if (field.widget === undefined) return null;
  if (!customFieldWidgets(field).includes(field.widget)) return `widget "${field.widget}" is not offered for a ${field.type} field of a custom ledger`;
  return fieldWidgetProblem(customFieldSchema(field));
}

/**
 * The record form's layout (ModuleSchema.form) of custom fields: `columns` per row, and a new section at
 * every field carrying a section title (fields before the first title form an untitled section). The
 * server derives the schema with it and the designer's preview draws with it, so both agree.
 */
export function customFormLayout(fields: readonly Pick<CustomField, 'name' | 'section'>[], columns: CustomFormColumns = CUSTOM_DEFAULT_COLUMNS): ModuleSchema['form'] {
  const sections: FormSection[] = [];
  for (const field of fields) {
    const title = field.section?.trim();
    if (title || sections.length === 0) sections.push({ ...(title ? { title: { 'zh-CN': title } } : {}), fields: [] });
    sections[sections.length - 1].fields.push(field.name);
  }
  return { columns, sections: sections.length > 0 ? sections : [{ fields: [] }] };
}
