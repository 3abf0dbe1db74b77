/**
 * A valid record for any module schema, derived from the schema alone (types, limits, dictionaries,
 * named validators, patterns), so one parametrised test covers every ledger and a new JSON file is
 * covered the moment it exists. `seed` varies every value that can vary, so rows stay distinct under
 * the schemas' business keys. Files fields may only hold files the enterprise uploaded, so they stay
 * empty unless the caller passes uploaded entries.
 */
import { dictionaries } from '../../schemas/dictionaries';
import { DEFAULT_PRECISION, DEFAULT_STRING_LENGTH } from '../../schemas/fieldKinds';
import type { FieldOption, FieldSchema, ModuleSchema } from '../../schemas/types';

const dicts = new Map(dictionaries.map((d) => [d.type, d.children]));
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function choicesOf(field: FieldSchema): FieldOption[] {
  return field.options ?? dicts.get(field.dict ?? '') ?? [];
}

/** Values the named validators accept (one per seed where the format allows). */
const VALIDATED: Record<string, (seed: number) => string> = {
  personName: (seed) => ['张三', '李四', '王五', '赵六', '钱七', '孙八', '周九', '吴十'][seed % 8],
  name: (seed) => `测试名称${seed}`,
  hwCode: (seed) => `900-${pad(seed % 1000, 3)}-49`,
  hwCategory: (seed) => `HW${pad((seed % 50) + 1)}`,
  phoneOrLandline: (seed) => `1380013${pad(seed % 10000, 4)}`,
  mobile: (seed) => `1390013${pad(seed % 10000, 4)}`,
  uscc: () => '91110000600037341L',
  citizenId: () => '412723199010050012',
};

/** Candidates for a `pattern` without a validator: the first that matches (and fits) is used. */
const PATTERN_CANDIDATES = (seed: number) => [`T${seed}`, `DW${pad(seed, 3)}`, `CODE-${seed}`, `88888880${pad(seed, 6)}`, `苏E${pad(seed % 100000, 5)}`, `苏EA${pad(seed % 10000, 4)}`];

function stringValue(field: FieldSchema, seed: number): string {
  const max = field.maxLength ?? (field.type === 'string' ? DEFAULT_STRING_LENGTH : 100000);
  if (field.validator && VALIDATED[field.validator]) return VALIDATED[field.validator](seed);
  if (field.pattern) {
    const re = new RegExp(field.pattern, 'u');
    const hit = PATTERN_CANDIDATES(seed).find((c) => re.test(c) && c.length <= max);
    if (!hit) throw new Error(`no generated value matches ${field.name}: ${field.pattern}`);
    return hit;
  }
  const text = `${field.label['zh-CN']}${seed}`;
  return text.length <= max ? text : `${seed}`.slice(0, max);
}

function numberValue(field: FieldSchema, seed: number): number {
  const digits = field.type === 'integer' ? 0 : (field.precision ?? DEFAULT_PRECISION);
  const low = field.min ?? 0;
  const high = field.max ?? low + 1000;
  const fraction = digits === 0 ? 0 : Number((0.25).toFixed(digits));
  const value = Math.min(high, low + (seed % 7) + 1 + fraction);
  return Number(value.toFixed(digits));
}

export interface FileRef {
  name: string;
  size: number;
  type: string;
  url: string;
}

/** A valid value of one field (`files`: entries of uploaded files, or null). */
export function fieldValue(field: FieldSchema, seed: number, files: FileRef[] | null = null): unknown {
  switch (field.type) {
    case 'string':
    case 'text':
      return stringValue(field, seed);
    case 'integer':
    case 'number':
      return numberValue(field, seed);
    case 'boolean':
      return seed % 2 === 0;
    case 'date':
      return `2024-03-${pad((seed % 28) + 1)}`;
    case 'datetime':
      return `2024-03-${pad((seed % 28) + 1)} 10:${pad(seed % 60)}:00`;
    case 'month':
      return `2024-${pad((seed % 12) + 1)}`;
    case 'enum': {
      const choices = choicesOf(field);
      const value = choices[seed % choices.length].value;
      return field.multiple ? [value] : value;
    }
    case 'files':
      return files;
    case 'subtable':
      return [Object.fromEntries((field.fields ?? []).map((f) => [f.name, fieldValue(f, seed, files)]))];
  }
}

/** A record with every field filled (files fields only when uploaded `files` are given). */
export function validRow(schema: ModuleSchema, seed: number, files: FileRef[] | null = null): Record<string, unknown> {
  return Object.fromEntries(schema.fields.map((f) => [f.name, fieldValue(f, seed, files)]));
}

/** A record with only the required fields. */
export function minimalRow(schema: ModuleSchema, seed: number): Record<string, unknown> {
  return Object.fromEntries(schema.fields.filter((f) => f.required).map((f) => [f.name, fieldValue(f, seed)]));
}
