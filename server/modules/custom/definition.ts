/**
 * Custom ledgers: the simplified definition an enterprise admin edits in the browser (name, fields
 * with type, required, options, listed, searchable) and the full module schema derived from it, which
 * goes through the same meta-schema and lint as a file module. Field names are generated (f1, f2, …)
 * and never reused, so records keep their values across edits: a removed field is retired (its values
 * stay in the records, hidden) and comes back with its data if it is restored under the same name.
 */
import type { ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import { localized } from '../../../schemas/dictionaries';
import {
  CUSTOM_FIELD_DEFAULTS,
  CUSTOM_FIELD_TYPES,
  CUSTOM_FORM_COLUMNS,
  CUSTOM_LIMITS,
  customFormLayout,
  CUSTOM_MANAGE_PERMISSION,
  CUSTOM_PERMISSIONS,
  customFieldSchema,
  customWidgetProblem,
  type CustomFormColumns,
  isCustomSearchable,
  type CustomField,
  type CustomFieldType,
  type CustomOption,
} from '../../../schemas/customLedger';
import { isImportableType, isScalarField } from '../../../schemas/fieldKinds';
import type { ModuleSchema, SearchItem } from '../../../schemas/types';
import { message, type MessageLocale } from '../../../schemas/validators';
import { ApiError, type FieldError } from '../../core/errors';
import { fieldErrorsFrom } from '../../core/validation';
import { moduleMessage } from '../messages';
import { DOCUMENT_TABLE } from '../storage';

export { CUSTOM_FIELD_TYPES, CUSTOM_MANAGE_PERMISSION, CUSTOM_PERMISSIONS, type CustomField, type CustomFieldType, type CustomOption };


export const CUSTOM_MODULE_ID = /^custom_[1-9]\d{0,14}_[1-9]\d{0,8}$/;

/** 2010102 naming the parameter when a custom ledger id is malformed (a well-formed unknown id is 2010105). */
export function checkCustomModuleId(value: unknown, field: string, locale: MessageLocale): string {
  if (typeof value === 'string' && CUSTOM_MODULE_ID.test(value)) return value;
  throw ApiError.badParameter([{ field, message: `${message('labelId', locale)}: ${message('id', locale)}` }], locale);
}
export const customModuleId = (enterpriseId: number, seq: number) => `custom_${enterpriseId}_${seq}`;

/** What custom_module.definition stores. */
export interface CustomDefinition {
  name: string;
  fields: CustomField[];
  /** Next generated field number (f<n>); only grows. */
  nextField: number;
  /** Fields removed from the definition; their values stay in the records. */
  retired: CustomField[];
  /** Columns of the record form; 2 when left out. */
  columns?: CustomFormColumns;
}

type FieldInput = Partial<Omit<CustomField, 'options'>> & { options?: { value?: string; label: string }[] };
export interface DefinitionInput {
  name: string;
  fields: FieldInput[];
  columns?: CustomFormColumns;
}

const BODY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'fields'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string', minLength: 1, maxLength: 50, pattern: '\\S' },
    columns: { enum: [...CUSTOM_FORM_COLUMNS] },
    fields: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['label', 'type'],
        properties: {
          name: { type: 'string', pattern: '^f[1-9][0-9]{0,3}$' },
          label: { type: 'string', minLength: 1, maxLength: 30, pattern: '\\S' },
          type: { enum: [...CUSTOM_FIELD_TYPES] },
          required: { type: 'boolean' },
          listed: { type: 'boolean' },
          searchable: { type: 'boolean' },
          multiple: { type: 'boolean' },
          options: {
            type: 'array',
            minItems: 1,
            maxItems: 200,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['label'],
              properties: { value: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' }, label: { type: 'string', minLength: 1, maxLength: 50, pattern: '\\S' } },
            },
          },
          maxLength: { type: 'integer', minimum: 1, maximum: 100000 },
          min: { type: 'number', minimum: -1e15, maximum: 1e15 },
          max: { type: 'number', minimum: -1e15, maximum: 1e15 },
          precision: { type: 'integer', minimum: 0, maximum: 6 },
          unit: { type: 'string', minLength: 1, maxLength: 16 },
          widget: { type: 'string', minLength: 1, maxLength: 64 },
          section: { type: 'string', minLength: 1, maxLength: CUSTOM_LIMITS.sectionTitle, pattern: '\\S' },
        },
      },
    },
  },
};

let bodyValidator: ValidateFunction | undefined;
// Compiled on first use: a definition is saved rarely, the server starts often.
const validateBody = (): ValidateFunction => (bodyValidator ??= new Ajv2020({ allErrors: true, strict: false, strictNumbers: true }).compile(BODY_SCHEMA));

/** Shape check of a definition body; 2010102-style field errors ('fields.2.label: 不能为空'). */
export function definitionShapeErrors(body: unknown, locale: MessageLocale): FieldError[] {
  const validate = validateBody();
  if (validate(body)) return [];
  return fieldErrorsFrom(validate.errors as never, 'body', locale).map((e) => ({ field: e.field, message: `${e.field}: ${e.message}` }));
}

const STRING_DEFAULT_LENGTH = CUSTOM_FIELD_DEFAULTS.stringLength;
const TEXT_DEFAULT_LENGTH = CUSTOM_FIELD_DEFAULTS.textLength;

/** Types whose stored values another type can read as they are. */
function compatible(from: CustomField, to: CustomField): boolean {
  if (from.type === to.type) return from.type !== 'enum' || Boolean(from.multiple) === Boolean(to.multiple);
  return (from.type === 'string' && to.type === 'text') || (from.type === 'integer' && to.type === 'number');
}

export interface TypeChange {
  field: string;
  label: string;
  from: CustomField;
  to: CustomField;
}

const fieldPath = (i: number, prop?: string) => `fields[${i}]${prop ? `.${prop}` : ''}`;

/**
 * The stored definition for an input, continuing `previous` (names and option values kept). Returns
 * the semantic errors, and the type changes the caller must check against stored values.
 */
export function buildDefinition(input: DefinitionInput, previous: CustomDefinition | undefined, locale: MessageLocale): { definition: CustomDefinition; errors: FieldError[]; typeChanges: TypeChange[] } {
  const errors: FieldError[] = [];
  const known = new Map<string, CustomField>([...(previous?.retired ?? []), ...(previous?.fields ?? [])].map((f) => [f.name, f]));
  let nextField = previous?.nextField ?? 1;
  const names = new Set<string>();
  const labels = new Set<string>();
  const typeChanges: TypeChange[] = [];
  const fields: CustomField[] = input.fields.map((raw, i) => {
    const label = raw.label!.trim();
    const say = (prop: string | undefined, text: string) => errors.push({ field: fieldPath(i, prop), message: `${label}: ${text}` });
    let name = raw.name;
    if (name !== undefined && !known.has(name)) say('name', moduleMessage('unknownFieldName', locale));
    if (name === undefined) name = `f${nextField++}`;
    if (names.has(name)) say('name', moduleMessage('duplicateFieldName', locale));
    names.add(name);
    if (labels.has(label)) say('label', moduleMessage('duplicateLabel', locale, { label }));
    labels.add(label);

    const type = raw.type as CustomFieldType;
    const field: CustomField = { name, label, type, required: raw.required === true, listed: raw.listed !== false, searchable: raw.searchable === true };
    if (raw.section !== undefined) field.section = raw.section.trim();
    const numeric = type === 'integer' || type === 'number';
    if (type === 'string' || type === 'text') field.maxLength = raw.maxLength ?? (type === 'string' ? STRING_DEFAULT_LENGTH : TEXT_DEFAULT_LENGTH);
    if (type === 'string' && field.maxLength! > 2000) say('maxLength', message('maximum', locale, { n: 2000 }));
    if (numeric) {
      if (raw.min !== undefined) field.min = raw.min;
      if (raw.max !== undefined) field.max = raw.max;
      if (raw.unit !== undefined) field.unit = raw.unit.trim();
      if (field.min !== undefined && field.max !== undefined && field.min > field.max) say('min', message('rangeOrder', locale));
    }
    if (type === 'number') field.precision = raw.precision ?? CUSTOM_FIELD_DEFAULTS.precision;
    if (type === 'enum') {
      field.multiple = raw.multiple === true;
      if (!raw.options?.length) say('options', moduleMessage('optionsRequired', locale));
      const before = known.get(name)?.options ?? [];
      const used = new Set<string>([...before.map((o) => o.value), ...(raw.options ?? []).flatMap((o) => (o.value ? [o.value] : []))]);
      let next = 1;
      const nextValue = () => {
        while (used.has(String(next))) next++;
        used.add(String(next));
        return String(next);
      };
      const seen = new Set<string>();
      field.options = (raw.options ?? []).map((o) => {
        const text = o.label.trim();
        const value = o.value ?? before.find((b) => b.label === text)?.value ?? nextValue();
        if (seen.has(value) || seen.has(`label:${text}`)) say('options', moduleMessage('duplicateOption', locale));
        seen.add(value);
        seen.add(`label:${text}`);
        return { value, label: text };
      });
    }
    if (raw.widget !== undefined) {
      field.widget = raw.widget;
      if (customWidgetProblem(field)) say('widget', moduleMessage('widgetUnfit', locale, { widget: raw.widget }));
    }
    if (field.searchable && !isCustomSearchable(type)) say('searchable', moduleMessage('notSearchable', locale));
    const old = known.get(name);
    if (old && !compatible(old, field)) typeChanges.push({ field: name, label, from: old, to: field });
    return field;
  });
  const retired = [...known.values()].filter((f) => !names.has(f.name));
  const definition: CustomDefinition = { name: input.name.trim(), fields, nextField, retired };
  if (input.columns !== undefined) definition.columns = input.columns;
  return { definition, errors, typeChanges };
}

const TYPE_LABELS: Record<CustomFieldType, { 'zh-CN': string; 'en-US': string }> = {
  string: { 'zh-CN': '单行文本', 'en-US': 'text' },
  text: { 'zh-CN': '多行文本', 'en-US': 'long text' },
  integer: { 'zh-CN': '整数', 'en-US': 'integer' },
  number: { 'zh-CN': '数字', 'en-US': 'number' },
  boolean: { 'zh-CN': '是/否', 'en-US': 'yes/no' },
  date: { 'zh-CN': '日期', 'en-US': 'date' },
  datetime: { 'zh-CN': '日期时间', 'en-US': 'date and time' },
  month: { 'zh-CN': '月份', 'en-US': 'month' },
  enum: { 'zh-CN': '下拉选择', 'en-US': 'choice' },
  files: { 'zh-CN': '附件', 'en-US': 'files' },
  subtable: { 'zh-CN': '明细行', 'en-US': 'rows' },
};

export function typeLabel(field: CustomField, locale: MessageLocale): string {
  const base = localized(TYPE_LABELS[field.type], locale);
  return field.type === 'enum' && field.multiple ? `${base}${locale === 'zh-CN' ? '（多选）' : ' (multiple)'}` : base;
}

function searchItem(field: CustomField): SearchItem {
  switch (field.type) {
    case 'string':
    case 'text':
      return { searchName: field.name, searchType: 'input', clearable: true };
    case 'date':
    case 'datetime':
      return { searchName: field.name, searchType: 'date', dateType: 'daterange' };
    case 'month':
      return { searchName: field.name, searchType: 'month', dateType: 'monthrange' };
    default:
      return { searchName: field.name, searchType: 'select', clearable: true, ...(field.type === 'enum' && field.multiple ? { multiple: true } : {}) };
  }
}

function withoutImport(): ModuleSchema['permissions'] {
  const { import: _import, ...rest } = CUSTOM_PERMISSIONS;
  return rest;
}

/** The module schema of a custom ledger; validate it with validateModuleSchema before use. */
export function customModuleSchema(moduleId: string, version: number, definition: CustomDefinition): ModuleSchema {
  const fields = definition.fields.map(customFieldSchema);
  const byName = new Map(fields.map((f) => [f.name, f]));
  const listed = definition.fields.filter((f) => f.listed);
  const columns = (listed.length > 0 ? listed : definition.fields.slice(0, 8)).map((f) => ({
    field: f.name,
    width: f.type === 'text' ? 220 : f.type === 'datetime' ? 170 : 140,
    ...(isScalarField(byName.get(f.name)!) ? { sortable: true } : {}),
    ...(f.type === 'text' ? { ellipsis: true } : {}),
  }));
  // A required attachment or row list cannot come from a spreadsheet cell, so such a ledger has no import.
  const importable = !definition.fields.some((f) => f.required && !isImportableType(f.type));
  return {
    id: moduleId,
    version,
    title: { 'zh-CN': definition.name },
    route: `/customAccount/${moduleId}`,
    api: `customAccount/${moduleId}`,
    group: 'customAccount',
    table: DOCUMENT_TABLE,
    fields,
    list: { columns },
    search: definition.fields.filter((f) => f.searchable).map(searchItem),
    form: customFormLayout(definition.fields, definition.columns),
    export: { enabled: true },
    import: { enabled: importable },
    permissions: importable ? { ...CUSTOM_PERMISSIONS } : withoutImport(),
  };
}
