import { describe, expect, it } from 'vitest';
import deviceInventory from '../../schemas/modules/device-inventory.json';
import type { FieldSchema, ModuleSchema } from '../../schemas/types';
import type { DictionaryMap } from '../../runtime/modules/dictionaries';
import { fieldLabel, formatFieldValue, formatWithUnit, type FormatContext } from '../../runtime/modules/format';
import { buildPayload, defaultValues, sectionFields } from '../../runtime/modules/formValues';
import { actionState, exportAllowed } from '../../runtime/shell/permissions';

const schema = deviceInventory as unknown as ModuleSchema;
const field = (name: string) => schema.fields.find((f) => f.name === name) as FieldSchema;
const dictionaries: DictionaryMap = new Map([
  ['device_status', [{ value: '1', label: '在用' }, { value: '2', label: '停用' }]],
]);
const ctx: FormatContext = { locale: 'zh-CN', dictionaries, yes: '是', no: '否' };

describe('cell formatting', () => {
  it('shows dictionary labels for enums and falls back to the raw value', () => {
    expect(formatFieldValue(field('status'), '2', ctx)).toBe('停用');
    expect(formatFieldValue(field('status'), '9', ctx)).toBe('9');
    const multi: FieldSchema = { ...field('status'), multiple: true };
    expect(formatFieldValue(multi, ['1', '2'], ctx)).toBe('在用、停用');
  });

  it('uses inline options before the dictionary, in the current language', () => {
    const f: FieldSchema = { name: 'kind', type: 'enum', label: { 'zh-CN': '类别' }, options: [{ value: 'a', label: { 'zh-CN': '甲', 'en-US': 'A' } }] };
    expect(formatFieldValue(f, 'a', { ...ctx, locale: 'en-US' })).toBe('A');
  });

  it('prints numbers with the field precision and units where asked', () => {
    expect(formatFieldValue(field('designCapacity'), 12.5, ctx)).toBe('12.50');
    expect(formatFieldValue({ ...field('designCapacity'), precision: 3 }, '1.2', ctx)).toBe('1.200');
    const withUnit: FieldSchema = { ...field('designCapacity'), unit: 't/d' };
    expect(formatWithUnit(withUnit, 3, ctx)).toBe('3.00 t/d');
    expect(fieldLabel(withUnit, 'zh-CN', true)).toBe('设计能力（t/d）');
    expect(fieldLabel(withUnit, 'en-US', true)).toBe('Design capacity (t/d)');
  });

  it('renders empty values as a dash and booleans as yes/no', () => {
    expect(formatFieldValue(field('remark'), null, ctx)).toBe('-');
    expect(formatFieldValue({ name: 'b', type: 'boolean', label: { 'zh-CN': '是否' } }, true, ctx)).toBe('是');
    expect(formatFieldValue({ name: 'b', type: 'boolean', label: { 'zh-CN': '是否' } }, false, ctx)).toBe('否');
  });
});

describe('form values', () => {
  it('lists section fields in order and starts an add form from schema defaults', () => {
    const sections = sectionFields(schema);
    expect(sections[0].map((f) => f.name)).toEqual(schema.form.sections[0].fields);
    expect(defaultValues(sections.flat())).toEqual({ status: '1' });
  });

  it('sends only filled fields when adding', () => {
    const fields = [field('name'), field('remark'), field('designCapacity')];
    expect(buildPayload(fields, { name: 'Pump', remark: '', designCapacity: undefined }, 'add')).toEqual({ name: 'Pump' });
  });

  it('sends cleared fields as null when editing so the server empties them', () => {
    const fields = [field('name'), field('remark'), field('designCapacity')];
    const record = { id: 3, name: 'Old', remark: 'note', designCapacity: 5, createdAt: '2024-01-01 00:00:00' };
    expect(buildPayload(fields, { name: 'New', remark: '' }, 'edit', record)).toEqual({ name: 'New', remark: null, designCapacity: 5 });
  });
});

describe('button permissions (spec §6)', () => {
  const granted = new Set(['m:add']);
  it('shows granted controls, hides the others, and disables them instead on target-1 enterprises', () => {
    expect(actionState(granted, 'm:add')).toBe('show');
    expect(actionState(granted, undefined)).toBe('show');
    expect(actionState(granted, 'm:delete')).toBe('hidden');
    expect(actionState(granted, 'm:delete', 1)).toBe('disabled');
  });

  it('hides export all for target-1 enterprises even with the permission', () => {
    expect(exportAllowed(new Set(['m:export']), 'm:export', 0)).toBe(true);
    expect(exportAllowed(new Set(['m:export']), 'm:export', 1)).toBe(false);
    expect(exportAllowed(new Set(), 'm:export', 0)).toBe(false);
  });
});
