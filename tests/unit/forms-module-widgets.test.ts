// Which registry widget may draw a module-schema field (schemas/forms/moduleWidgets.ts) and a custom
// ledger field (schemas/customLedger.ts): the fit rule the schema lint and the custom-ledger server
// share, and the row fields a widget that draws rows fixes.
import { describe, expect, it } from 'vitest';
import { customFieldSchema, customFieldWidgets, customWidgetProblem, type CustomField } from '../../schemas/customLedger';
import { fieldWidgetProblem, WIDGET_ROW_FIELDS, widgetNameOf, widgetsForField } from '../../schemas/forms/moduleWidgets';
import type { FieldSchema } from '../../schemas/types';

const label = { 'zh-CN': '字段' };
const factorRows = () => WIDGET_ROW_FIELDS['pollution-factor'].map((f) => ({ ...f }));

describe('fieldWidgetProblem', () => {
  it('accepts a field without a widget and a widget fitting its type', () => {
    const fits: FieldSchema[] = [
      { name: 'a', type: 'string', label },
      { name: 'b', type: 'text', label, widget: 'rich-editor' },
      { name: 'c', type: 'integer', label, widget: 'rate' },
      { name: 'd', type: 'enum', label, options: [], widget: 'radio' },
      { name: 'e', type: 'enum', label, options: [], multiple: true, widget: 'checkbox' },
      { name: 'f', type: 'files', label, widget: 'picture-upload' },
      { name: 'g', type: 'subtable', label, widget: 'pollution-factor', fields: factorRows() },
    ];
    expect(fits.map(fieldWidgetProblem)).toEqual(fits.map(() => null));
  });

  it('names the widgets that fit when one does not', () => {
    expect(fieldWidgetProblem({ name: 'a', type: 'boolean', label, widget: 'input' })).toBe('widget "input" does not fit a boolean field (fits: switch)');
    expect(fieldWidgetProblem({ name: 'a', type: 'enum', label, options: [], multiple: true, widget: 'radio' })).toBe('widget "radio" does not fit a enum (multiple) field (fits: select, checkbox)');
    expect(fieldWidgetProblem({ name: 'a', type: 'enum', label, options: [], widget: 'checkbox' })).toContain('fits: select, radio');
    expect(fieldWidgetProblem({ name: 'a', type: 'string', label, widget: 'pollution-factor' })).toContain('does not fit a string field');
  });

  it('holds the pollution-factor card to its rows: key and value, strings of at most 20', () => {
    const card = (fields: FieldSchema[]): FieldSchema => ({ name: 'f', type: 'subtable', label, widget: 'pollution-factor', fields });
    const expected = 'widget "pollution-factor" needs exactly the row fields key (string, maxLength 20), value (string, maxLength 20)';
    expect(fieldWidgetProblem(card(factorRows()))).toBeNull();
    expect(fieldWidgetProblem(card(factorRows().reverse()))).toBeNull();
    expect(fieldWidgetProblem(card([factorRows()[0]]))).toBe(expected);
    expect(fieldWidgetProblem(card(factorRows().map((f) => ({ ...f, maxLength: 50 }))))).toBe(expected);
    expect(fieldWidgetProblem(card([...factorRows(), { name: 'unit', type: 'string', label }]))).toBe(expected);
    expect(fieldWidgetProblem(card(factorRows().map((f) => (f.name === 'value' ? { ...f, type: 'number' } : f))))).toBe(expected);
  });

  it('draws a field with its widget, else its type default; a plain sub-table is the generic table', () => {
    expect(widgetNameOf({ type: 'text' })).toBe('textarea');
    expect(widgetNameOf({ type: 'text', widget: 'rich-editor' })).toBe('rich-editor');
    expect(widgetNameOf({ type: 'subtable' })).toBeUndefined();
    expect(widgetsForField({ type: 'enum', multiple: false })).toEqual(['select', 'radio']);
  });
});

describe('custom-ledger widgets', () => {
  const field = (patch: Partial<CustomField>): CustomField => ({ name: 'f1', label: '字段', type: 'string', required: false, listed: true, searchable: false, ...patch });

  it('offers the fitting registry widgets, default first, without rich text', () => {
    expect(customFieldWidgets({ type: 'text' })).toEqual(['textarea', 'input']);
    expect(customFieldWidgets({ type: 'enum', multiple: true })).toEqual(['select', 'checkbox']);
    expect(customFieldWidgets({ type: 'subtable' })).toEqual(['pollution-factor']);
    expect(customFieldWidgets({ type: 'boolean' })).toEqual(['switch']);
  });

  it('turns a rows field into a sub-table with the card and its row fields', () => {
    const rows = customFieldSchema(field({ type: 'subtable', required: true }));
    expect(rows).toMatchObject({ type: 'subtable', widget: 'pollution-factor', required: true, fields: WIDGET_ROW_FIELDS['pollution-factor'] });
    expect(fieldWidgetProblem(rows)).toBeNull();
    expect(customFieldSchema(field({ type: 'integer', widget: 'slider' })).widget).toBe('slider');
    expect(customFieldSchema(field({})).widget).toBeUndefined();
  });

  it('refuses widgets the ledger does not offer for the type', () => {
    expect(customWidgetProblem(field({ widget: 'textarea' }))).toBeNull();
    expect(customWidgetProblem(field({ type: 'subtable', widget: 'pollution-factor' }))).toBeNull();
    expect(customWidgetProblem(field({ widget: 'switch' }))).toContain('not offered');
    expect(customWidgetProblem(field({ type: 'text', widget: 'rich-editor' }))).toContain('not offered');
    expect(customWidgetProblem(field({ type: 'enum', multiple: true, options: [], widget: 'radio' }))).toContain('not offered');
  });
});
