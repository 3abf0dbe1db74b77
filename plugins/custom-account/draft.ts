/**
 * The designer's working copy of a custom ledger definition and what it becomes: the request body of
 * POST/PUT customAccount/definition, the preview's module fields, and the problems to fix before
 * sending. Pure, so the rules are unit-tested without a browser.
 */
import {
  CUSTOM_FIELD_DEFAULTS,
  CUSTOM_LIMITS,
  customFieldSchema,
  customFieldWidgets,
  isCustomNumeric,
  isCustomSearchable,
  type CustomField,
  type CustomFieldType,
  type CustomFormColumns,
} from '../../schemas/customLedger';
import type { FieldSchema } from '../../schemas/types';

export interface DraftOption {
  /** Identity in the editor only. */
  key: string;
  label: string;
  /** The stored value of an option the server already knows; kept so a renamed option keeps its records. */
  value?: string;
}

export interface DraftField {
  key: string;
  /** f1, f2 … once the server has named the field; absent for a new one. */
  name?: string;
  label: string;
  type: CustomFieldType;
  required: boolean;
  listed: boolean;
  searchable: boolean;
  multiple: boolean;
  options: DraftOption[];
  maxLength?: number;
  min?: number;
  max?: number;
  precision?: number;
  unit?: string;
  /** A registry widget other than the type's default; absent for the default. */
  widget?: string;
  /** Title of a form section starting at this field; empty for none. */
  section?: string;
}

let keySeq = 0;
const nextKey = () => `d${++keySeq}`;

/** Which settings a type has (the editor shows only these; the body carries only these). */
export function typeSettings(type: CustomFieldType) {
  return {
    maxLength: type === 'string' || type === 'text',
    range: isCustomNumeric(type),
    precision: type === 'number',
    options: type === 'enum',
    searchable: isCustomSearchable(type),
  };
}

export function newOption(label = ''): DraftOption {
  return { key: nextKey(), label };
}

export function newField(): DraftField {
  return { key: nextKey(), label: '', type: 'string', required: false, listed: true, searchable: false, multiple: false, options: [] };
}

export function draftFromDefinition(fields: readonly CustomField[]): DraftField[] {
  return fields.map((f) => ({
    key: nextKey(),
    name: f.name,
    label: f.label,
    type: f.type,
    required: f.required,
    listed: f.listed,
    searchable: f.searchable,
    multiple: f.multiple === true,
    options: (f.options ?? []).map((o) => ({ key: nextKey(), label: o.label, value: o.value })),
    maxLength: f.maxLength,
    min: f.min,
    max: f.max,
    precision: f.precision,
    unit: f.unit,
    widget: f.widget,
    section: f.section,
  }));
}

/** The field with its widget kept only while it still fits (a type or multiple change may drop it). */
export function withFittingWidget(field: DraftField): DraftField {
  return field.widget === undefined || customFieldWidgets(field).includes(field.widget) ? field : { ...field, widget: undefined };
}

/** A type change: settings the new type cannot have are switched off; an enum starts with one empty option. */
export function withType(field: DraftField, type: CustomFieldType): DraftField {
  const next: DraftField = { ...field, type };
  if (!typeSettings(type).searchable) next.searchable = false;
  if (type === 'enum' && next.options.length === 0) next.options = [newOption()];
  return withFittingWidget(next);
}

/** The list with one item moved by `delta` places; unchanged when that leaves the list. */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item);
  return next;
}

/** One field of the request body: only the settings its type has, texts trimmed, empty ones left out. */
export function fieldInput(field: DraftField): Record<string, unknown> {
  const settings = typeSettings(field.type);
  const out: Record<string, unknown> = {
    ...(field.name ? { name: field.name } : {}),
    label: field.label.trim(),
    type: field.type,
    required: field.required,
    listed: field.listed,
    searchable: settings.searchable && field.searchable,
  };
  if (settings.maxLength && field.maxLength !== undefined) out.maxLength = field.maxLength;
  if (settings.range) {
    if (field.min !== undefined) out.min = field.min;
    if (field.max !== undefined) out.max = field.max;
    const unit = field.unit?.trim();
    if (unit) out.unit = unit;
  }
  if (settings.precision && field.precision !== undefined) out.precision = field.precision;
  if (settings.options) {
    out.multiple = field.multiple;
    out.options = field.options.map((o) => ({ label: o.label.trim(), ...(o.value ? { value: o.value } : {}) }));
  }
  if (field.widget !== undefined) out.widget = field.widget;
  const section = field.section?.trim();
  if (section) out.section = section;
  return out;
}

/** POST body (new ledger) or PUT body (with `id`); `columns` of the record form when chosen. */
export function definitionBody(name: string, fields: readonly DraftField[], id?: string, columns?: CustomFormColumns): Record<string, unknown> {
  return { ...(id ? { id } : {}), name: name.trim(), ...(columns ? { columns } : {}), fields: fields.map(fieldInput) };
}

/**
 * The module fields the server will derive, for the preview: the server's defaults filled in, so the
 * preview enforces the same lengths and decimals the saved ledger will.
 */
export function previewFields(fields: readonly DraftField[], untitled: (index: number) => string): FieldSchema[] {
  return fields.map((field, index) => {
    const settings = typeSettings(field.type);
    const custom: CustomField = {
      name: field.name ?? field.key,
      label: field.label.trim() || untitled(index + 1),
      type: field.type,
      required: field.required,
      listed: field.listed,
      searchable: false,
      widget: field.widget,
    };
    if (settings.maxLength) custom.maxLength = field.maxLength ?? (field.type === 'string' ? CUSTOM_FIELD_DEFAULTS.stringLength : CUSTOM_FIELD_DEFAULTS.textLength);
    if (settings.range) Object.assign(custom, { min: field.min, max: field.max, unit: field.unit?.trim() || undefined });
    if (settings.precision) custom.precision = field.precision ?? CUSTOM_FIELD_DEFAULTS.precision;
    if (settings.options) {
      custom.multiple = field.multiple;
      custom.options = field.options.filter((o) => o.label.trim()).map((o) => ({ value: o.value ?? o.key, label: o.label.trim() }));
    }
    return customFieldSchema(custom);
  });
}

export type ProblemCode =
  | 'nameRequired'
  | 'nameTooLong'
  | 'noFields'
  | 'tooManyFields'
  | 'labelRequired'
  | 'labelTooLong'
  | 'labelDuplicate'
  | 'optionsRequired'
  | 'optionLabelRequired'
  | 'optionLabelTooLong'
  | 'optionDuplicate'
  | 'rangeOrder';

export interface Problem {
  code: ProblemCode;
  /** The field (its editor key) the problem belongs to; absent for the ledger name or the field list. */
  field?: string;
  params?: Record<string, string | number>;
}

/** What the server would refuse and the designer can tell before sending. */
export function draftProblems(name: string, fields: readonly DraftField[]): Problem[] {
  const problems: Problem[] = [];
  const trimmed = name.trim();
  if (!trimmed) problems.push({ code: 'nameRequired' });
  else if (trimmed.length > CUSTOM_LIMITS.name) problems.push({ code: 'nameTooLong', params: { max: CUSTOM_LIMITS.name } });
  if (fields.length === 0) problems.push({ code: 'noFields' });
  if (fields.length > CUSTOM_LIMITS.fields) problems.push({ code: 'tooManyFields', params: { max: CUSTOM_LIMITS.fields } });
  const labels = new Set<string>();
  for (const field of fields) {
    const say = (code: ProblemCode, params?: Problem['params']) => problems.push({ code, field: field.key, params });
    const label = field.label.trim();
    if (!label) say('labelRequired');
    else if (label.length > CUSTOM_LIMITS.label) say('labelTooLong', { max: CUSTOM_LIMITS.label });
    else if (labels.has(label)) say('labelDuplicate', { label });
    labels.add(label);
    if (typeSettings(field.type).options) {
      const options = field.options.map((o) => o.label.trim());
      if (options.length === 0) say('optionsRequired');
      if (options.some((o) => !o)) say('optionLabelRequired');
      if (options.some((o) => o.length > CUSTOM_LIMITS.optionLabel)) say('optionLabelTooLong', { max: CUSTOM_LIMITS.optionLabel });
      const filled = options.filter(Boolean);
      if (new Set(filled).size !== filled.length) say('optionDuplicate');
    }
    if (typeSettings(field.type).range && field.min !== undefined && field.max !== undefined && field.min > field.max) say('rangeOrder');
  }
  return problems;
}

/**
 * The field a server error path points at: `fields[2].type` (rules), `fields.2.label` (body shape)
 * or `/fields/2/…` (the derived schema's lint). Null for the ledger as a whole.
 */
export function errorFieldIndex(path: string): number | null {
  const match = /^\/?fields(?:\[(\d+)\]|[./](\d+))/.exec(path);
  if (!match) return null;
  return Number(match[1] ?? match[2]);
}

export interface ServerProblems {
  /** Messages per field editor key. */
  byField: Map<string, string[]>;
  /** Messages about the ledger name or the definition as a whole. */
  general: string[];
}

/** Sorts a 2010102 answer's `errors` onto the field editors (by position in the body that was sent). */
export function placeServerErrors(errors: readonly { field: string; message: string }[], fields: readonly DraftField[]): ServerProblems {
  const byField = new Map<string, string[]>();
  const general: string[] = [];
  for (const error of errors) {
    const index = errorFieldIndex(error.field);
    const key = index === null ? undefined : fields[index]?.key;
    if (key) byField.set(key, [...(byField.get(key) ?? []), error.message]);
    else general.push(error.message);
  }
  return { byField, general };
}
