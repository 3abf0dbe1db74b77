// The benchmark form (bench/forms.ts): 10 tab panes of 20 input fields, every other one required, in the
// designer's JSON, field names f<tab>_<n> as in the plain antd floor.
import { emptyForm, widgetFactory } from '../../schemas/forms/factory';
import type { FormJson } from '../../schemas/forms/types';

export const TABS = 10;
export const FIELDS_PER_TAB = 20;

export function benchForm(): FormJson {
  let n = 0;
  const factory = widgetFactory(new Set(), () => ++n);
  const tab = factory.create('tab');
  for (let t = 1; t < TABS; t++) tab.tabs!.push(factory.tabPane(`第${t + 1}页`));
  tab.tabs!.forEach((pane, t) => {
    pane.options.label = `第${t + 1}页`;
    pane.widgetList = Array.from({ length: FIELDS_PER_TAB }, (_, f) => {
      const input = factory.create('input');
      Object.assign(input.options, { name: `f${t}_${f}`, label: `字段${t + 1}-${f + 1}`, required: f % 2 === 0 });
      return input;
    });
  });
  return { ...emptyForm(), widgetList: [tab] };
}
