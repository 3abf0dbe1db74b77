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

/** Add-form start values: each field's schema default. */
export function defaultValues(fields: readonly FieldSchema[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) if (field.default !== undefined) values[field.name] = field.default;
  return values;
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
    const value = inForm ? formValues[field.name] : record?.[field.name];
    if (mode === 'add') {
      if (value !== undefined && value !== null && value !== '') payload[field.name] = value;
    } else if (inForm || (record && field.name in record)) {
      payload[field.name] = value === undefined || value === '' ? null : value;
    }
  }
  return payload;
}
