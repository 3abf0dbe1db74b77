/** Form widgets for API tests: the designer's defaults with the options a test sets (ids never clash). */
import { widgetFactory } from '../../../schemas/forms/factory';
import type { FormWidget } from '../../../schemas/forms/types';

export function widgetMaker(): (type: string, options: Record<string, unknown>) => FormWidget {
  let seq = 0;
  const factory = widgetFactory(new Set(), () => ++seq);
  return (type, options) => {
    const w = factory.create(type);
    w.options = { ...w.options, ...options };
    return w;
  };
}
