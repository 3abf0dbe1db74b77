import type { FormInstance } from 'antd/es/form';
import { ApiRequestError } from '../../data-providers';

/**
 * Puts the field errors of a refused save (2010102 / 2010108 with `data.errors`, e.g. a credit code
 * another enterprise holds) next to their inputs; the toast has already been shown. True when any was set.
 */
export function showServerFieldErrors(form: FormInstance, error: unknown, fieldOf: (name: string) => string = (name) => name): boolean {
  if (!(error instanceof ApiRequestError) || !error.errors) return false;
  const fields = Object.entries(error.errors).map(([name, text]) => ({ name: fieldOf(name), errors: [text] }));
  form.setFields(fields);
  return fields.length > 0;
}
