/**
 * A form holding every container and every widget of spec §2 (the palette), with options that exercise
 * the generators and the renderer: required fields, formats, choices, a merged table cell, two tab
 * panes, a sub-form and a data table with field cells.
 */
import { WIDGET_KINDS } from '../../../schemas/forms/catalogue';
import { emptyForm, widgetFactory } from '../../../schemas/forms/factory';
import type { FormJson, FormWidget } from '../../../schemas/forms/types';

export const PALETTE_TYPES = WIDGET_KINDS.filter((k) => !k.internal).map((k) => k.type);
export const CONTAINER_TYPES = WIDGET_KINDS.filter((k) => k.container && !k.internal).map((k) => k.type);
export const FIELD_TYPES = PALETTE_TYPES.filter((t) => !CONTAINER_TYPES.includes(t));

export function everyWidgetForm(): FormJson {
  let n = 0;
  const factory = widgetFactory(new Set(), () => ++n);
  const fields = FIELD_TYPES.map((type) => {
    const w = factory.create(type);
    if (type === 'input') Object.assign(w.options, { required: true, validation: 'email', label: '邮箱' });
    if (type === 'textarea') Object.assign(w.options, { maxLength: 200, label: '说明' });
    if (type === 'number') Object.assign(w.options, { min: 0, max: 100, precision: 1, label: '数量' });
    return w;
  });
  const grid = factory.create('grid');
  grid.cols![0].widgetList = fields.slice(0, 4);
  grid.cols![1].widgetList = fields.slice(4, 8);
  const table = factory.create('table');
  table.rows![0].cols[0].widgetList = fields.slice(8, 10);
  table.rows![1].cols[1].widgetList = fields.slice(10, 12);
  const tab = factory.create('tab');
  tab.tabs!.push(factory.tabPane('第二页'));
  tab.tabs![0].widgetList = fields.slice(12, 16);
  tab.tabs![1].widgetList = fields.slice(16, 20);
  const section = factory.create('section');
  section.widgetList = fields.slice(20, 24);
  const card = factory.create('card');
  card.widgetList = fields.slice(24);
  const sub = factory.create('sub-form');
  sub.widgetList = ['input', 'number', 'select', 'date'].map((t) => factory.create(t));
  sub.widgetList[0].options.required = true;
  const dataTable = factory.create('data-table');
  dataTable.widgetList = ['input', 'switch', 'radio'].map((t) => factory.create(t));
  const widgetList: FormWidget[] = [grid, table, tab, section, card, sub, dataTable];
  return { ...emptyForm(), widgetList };
}
