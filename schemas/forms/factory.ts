/**
 * New forms and widgets: the default form config (spec §3 "Form config") and a widget of a kind with
 * its default options, a fresh id and a name derived from it (VForm names widgets `<type><digits>`).
 * Containers come with their first parts (two grid columns, a 2×2 table, one tab pane).
 */
import { widgetKind } from './catalogue';
import type { FormConfig, FormJson, FormWidget, TableRow } from './types';

export const FORM_JSON_VERSION = 3;

export function defaultFormConfig(): FormConfig {
  return {
    modelName: 'formData',
    refName: 'vForm',
    rulesName: 'rules',
    labelWidth: 80,
    labelPosition: 'left',
    size: '',
    labelAlign: 'label-left-align',
    cssCode: '',
    customClass: '',
    functions: '',
    layoutType: 'PC',
    jsonVersion: FORM_JSON_VERSION,
    onFormCreated: '',
    onFormMounted: '',
    onFormDataChange: '',
  };
}

export function emptyForm(): FormJson {
  return { widgetList: [], formConfig: defaultFormConfig() };
}

/** Ids: the widget type without dashes and digits (`input48213`), unique within `taken`. */
export type IdSource = () => number;

const randomDigits: IdSource = () => 10000 + Math.floor(Math.random() * 90000);

export function newId(type: string, taken: ReadonlySet<string>, next: IdSource = randomDigits): string {
  const stem = type.replace(/-/g, '');
  for (;;) {
    const id = `${stem}${next()}`;
    if (!taken.has(id)) return id;
  }
}

function base(type: string, id: string): FormWidget {
  const kind = widgetKind(type);
  if (!kind) throw new Error(`unknown widget type ${type}`);
  const options = structuredClone(kind.options) as FormWidget['options'];
  const widget: FormWidget = { type, icon: type, options: { ...options, name: id }, id };
  if (kind.container) widget.category = 'container';
  else widget.formItemFlag = kind.formItem;
  if (kind.internal) widget.internal = true;
  return widget;
}

export interface WidgetFactory {
  /** A fresh id for a widget of `type` (also its default name). */
  id(type: string): string;
  /** A widget of `type` with default options and its first parts. */
  create(type: string): FormWidget;
  /** Part constructors the designer's table/grid/tab operations use. */
  gridCol(span?: number): FormWidget;
  tableCell(): FormWidget;
  tableRow(cols: number): TableRow;
  tabPane(label: string): FormWidget;
}

/** A factory whose ids never clash with `taken` (the ids already in the form), which it extends. */
export function widgetFactory(taken: Set<string>, next: IdSource = randomDigits): WidgetFactory {
  const id = (type: string) => {
    const value = newId(type, taken, next);
    taken.add(value);
    return value;
  };
  const gridCol = (span = 12) => {
    const col = base('grid-col', id('grid-col'));
    col.widgetList = [];
    col.options.span = span;
    return col;
  };
  const tableCell = () => {
    const cell = base('table-cell', id('table-cell'));
    cell.widgetList = [];
    cell.merged = false;
    return cell;
  };
  const tableRow = (cols: number): TableRow => ({ id: id('table-row'), merged: false, cols: Array.from({ length: cols }, tableCell) });
  const tabPane = (label: string) => {
    const pane = base('tab-pane', id('tab-pane'));
    pane.widgetList = [];
    pane.options.label = label;
    return pane;
  };
  const create = (type: string): FormWidget => {
    const widget = base(type, id(type));
    if (type === 'grid') widget.cols = [gridCol(), gridCol()];
    else if (type === 'table') widget.rows = [tableRow(2), tableRow(2)];
    else if (type === 'tab') {
      const first = tabPane('Tab 1');
      first.options.active = true;
      widget.tabs = [first];
    } else if (widget.category === 'container') widget.widgetList = [];
    if (type === 'card') widget.options.label = widget.options.name;
    if (widget.formItemFlag && 'label' in widget.options) widget.options.label = type;
    return widget;
  };
  return { id, create, gridCol, tableCell, tableRow, tabPane };
}
