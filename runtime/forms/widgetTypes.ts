/** The widget types a form draws (each once): the registry controls the renderer loads before drawing. */
import type { FormJson } from '../../schemas/forms/types';
import { walkForm } from '../../schemas/forms/walk';

export function formWidgetTypes(form: FormJson): string[] {
  const types = new Set<string>();
  for (const { widget } of walkForm(form)) types.add(widget.type);
  return [...types];
}
