// Widgets for renderer and form-state tests: fresh ids from one sequence, a field named and labelled.
import { widgetFactory } from '../../../schemas/forms/factory';
import type { FormWidget } from '../../../schemas/forms/types';

let seq = 0;
export const make = () => widgetFactory(new Set(), () => ++seq);

/** A widget of `type` named and labelled `name`, with `options` over its defaults. */
export function field(type: string, name: string, options: Record<string, unknown> = {}): FormWidget {
  const w = make().create(type);
  w.options = { ...w.options, name, label: name, ...options };
  return w;
}
