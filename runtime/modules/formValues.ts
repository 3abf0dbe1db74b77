import { DEFAULT_MAX_ROWS } from '../../schemas/fieldKinds';
import type { FieldSchema, ModuleSchema } from '../../schemas/types';

/** Field names in form order: the sections' fields, each once, only fields the schema defines. */
export function sectionFields(schema: ModuleSchema, sections = schema.form.sections): FieldSchema[][] {
  return sections.map((section) =>
    section.fields.flatMap((name) => {
      const field = schema.fields.find((f) => f.name === name);
      return field ? [field] : [];
    }),
  );
}

/**
 * Add-form start values: each field's schema default. A switch without a default shows 否, so it
 * starts as false: what the user sees is what is sent (a required yes/no would otherwise fail on
 * the server while the form shows an answer).
 */
export function defaultValues(fields: readonly FieldSchema[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.default !== undefined) values[field.name] = field.default;
    else if (field.type === 'boolean') values[field.name] = false;
  }
  return values;
}

/** A new sub-table row: the row fields' defaults. */
export function newRow(field: FieldSchema): Record<string, unknown> {
  return defaultValues(field.fields ?? []);
}

/** Most rows a sub-table accepts (the server's default when the schema does not say). */
export function maxRowsOf(field: FieldSchema): number {
  return field.maxRows ?? DEFAULT_MAX_ROWS;
}

/** Whether another row may be added to a sub-table holding `count` rows. */
export function canAddRow(field: FieldSchema, count: number): boolean {
  return count < maxRowsOf(field);
}

/**
 * The form path of a server field error: the server names sub-table cells `parts[1].partName`, the
 * form knows them as ['parts', 1, 'partName'].
 */
export function errorNamePath(name: string): (string | number)[] {
  const path: (string | number)[] = [];
  for (const part of name.split('.')) {
    const match = /^([^[\]]*)((?:\[\d+\])*)$/.exec(part);
    if (!match) return [name];
    if (match[1]) path.push(match[1]);
    for (const index of match[2].matchAll(/\[(\d+)\]/g)) path.push(Number(index[1]));
  }
  return path;
}

/**
 * The body to send. Adding sends only filled fields. Editing sends every schema field of the record,
 * overlaid with the form's values, with cleared ones as null so the server empties them.
 */
export function buildPayload(
  fields: readonly FieldSchema[],
  formValues: Record<string, unknown>,
  mode: 'add' | 'edit',
  record?: Record<string, unknown>,
): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    const inForm = Object.prototype.hasOwnProperty.call(formValues, field.name);
    const raw = inForm ? formValues[field.name] : record?.[field.name];
    const value = field.type === 'subtable' && Array.isArray(raw) ? raw.map((row) => rowPayload(field, row)) : raw;
    if (mode === 'add') {
      if (value !== undefined && value !== null && value !== '') payload[field.name] = value;
    } else if (inForm || (record && field.name in record)) {
      payload[field.name] = value === undefined || value === '' ? null : value;
    }
  }
  return payload;
}

/** A sub-table row as the server takes it: only the row fields, empty cells as null. */
function rowPayload(field: FieldSchema, row: unknown): Record<string, unknown> {
  const values = (row ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const cell of field.fields ?? []) {
    const value = values[cell.name];
    out[cell.name] = value === undefined || value === '' ? null : value;
  }
  return out;
}
