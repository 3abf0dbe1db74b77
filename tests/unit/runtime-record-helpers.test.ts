// Pure logic of the generic form and detail screens: sub-table rows, rules and payloads, server error
// paths, and how history changes read.
import { beforeAll, describe, expect, it } from 'vitest';
import repairSchema from '../../schemas/modules/facilities-repair-maintain.json';
import type { FieldSchema, ModuleSchema } from '../../schemas/types';
import { i18n, initI18n } from '../../runtime/i18n';
import type { DictionaryMap } from '../../runtime/modules/dictionaries';
import { formatFieldValue, subtableRows, type FormatContext } from '../../runtime/modules/format';
import { fieldRules, subtableRules } from '../../runtime/modules/formRules';
import { buildPayload, canAddRow, defaultValues, errorNamePath, maxRowsOf, newRow } from '../../runtime/modules/formValues';
import { changeText, newestFirst, showsRichValue, type HistoryEntry } from '../../runtime/modules/history';
import { fieldError, firstRuleError as firstError, translate as t } from './helpers/rules';

const schema = repairSchema as unknown as ModuleSchema;
const field = (name: string) => schema.fields.find((f) => f.name === name) as FieldSchema;
const parts = field('parts');
const cell = (name: string) => parts.fields!.find((f) => f.name === name) as FieldSchema;
const dictionaries: DictionaryMap = new Map([['maintain_type', [{ value: '1', label: '日常保养' }]]]);
const ctx: FormatContext = { locale: 'zh-CN', dictionaries, yes: '是', no: '否' };

beforeAll(async () => {
  await initI18n('zh-CN');
});

describe('sub-table rows', () => {
  it('allows adding rows up to maxRows and no further', () => {
    expect(maxRowsOf(parts)).toBe(50);
    expect(canAddRow(parts, 49)).toBe(true);
    expect(canAddRow(parts, 50)).toBe(false);
    const small = { ...parts, maxRows: 2 };
    expect([0, 1, 2].map((n) => canAddRow(small, n))).toEqual([true, true, false]);
    // Without maxRows the server's default of 200 applies.
    expect(maxRowsOf({ ...parts, maxRows: undefined })).toBe(200);
  });

  it('refuses more rows than maxRows and an empty required sub-table, naming the field', async () => {
    await i18n.changeLanguage('zh-CN');
    const small = { ...parts, maxRows: 2 };
    const rules = subtableRules(small, t, 'zh-CN');
    expect(await firstError(rules, [{}, {}, {}])).toBe('更换部件最多2行');
    expect(await firstError(rules, [{}, {}])).toBeNull();
    expect(await firstError(rules, [])).toBeNull();
    expect(await firstError(subtableRules({ ...small, required: true }, t, 'zh-CN'), [])).toBe('更换部件不能为空');
    // The generic entry point gives the same list rules for a sub-table.
    expect(await firstError(fieldRules(small, t, 'zh-CN'), [{}, {}, {}])).toBe('更换部件最多2行');
  });

  it('checks each cell with its own field rules', async () => {
    expect(await fieldError(cell('partName'), '')).toBe('部件名称不能为空');
    expect(await fieldError(cell('partName'), 'x'.repeat(51))).toBe('部件名称长度不能超过50个字符');
    expect(await fieldError(cell('quantity'), 0)).toBe('数量不能小于1');
    expect(await fieldError(cell('quantity'), 1.5)).toBe('数量必须为整数');
    expect(await fieldError(cell('quantity'), 2)).toBeNull();
  });

  it('starts new rows and add forms with switches off, other fields empty', () => {
    expect(newRow(parts)).toEqual({});
    const withSwitch = { ...parts, fields: [...parts.fields!, { name: 'spare', type: 'boolean', label: { 'zh-CN': '备件' } } as FieldSchema] };
    expect(newRow(withSwitch)).toEqual({ spare: false });
    expect(defaultValues([field('affectsEmission'), field('reported'), field('deviceCode')])).toEqual({ affectsEmission: false, reported: false });
  });

  it('sends rows with only the row fields and empty cells as null', () => {
    const values = { parts: [{ partName: ' 滤袋', quantity: 2, unit: '', stray: 1 }, { partName: '阀门', model: undefined, quantity: 1 }] };
    expect(buildPayload([parts], values, 'add')).toEqual({
      parts: [
        { partName: ' 滤袋', model: null, quantity: 2, unit: null },
        { partName: '阀门', model: null, quantity: 1, unit: null },
      ],
    });
    // Editing with every row removed empties the sub-table.
    expect(buildPayload([parts], { parts: [] }, 'edit', { id: 1, parts: [{ partName: 'x', quantity: 1 }] })).toEqual({ parts: [] });
  });
});

describe('server field errors', () => {
  it('maps sub-table cell names to form paths', () => {
    expect(errorNamePath('parts[1].partName')).toEqual(['parts', 1, 'partName']);
    expect(errorNamePath('parts[12]')).toEqual(['parts', 12]);
    expect(errorNamePath('parts')).toEqual(['parts']);
    expect(errorNamePath('deviceCode')).toEqual(['deviceCode']);
  });
});

describe('read-only sub-table', () => {
  it('keys rows by position and reads non-objects as empty rows', () => {
    expect(subtableRows([{ partName: 'a' }, null])).toEqual([
      { key: 0, values: { partName: 'a' } },
      { key: 1, values: {} },
    ]);
    expect(subtableRows('[]')).toEqual([]);
    expect(formatFieldValue(parts, [{}, {}], ctx)).toBe('2');
  });
});

describe('history', () => {
  const entry = (id: number, at: string, action: HistoryEntry['action']): HistoryEntry => ({ id, at, action, actorId: 1, actorName: '张伟', changes: [] });

  it('puts the newest entry first, by time then by id', () => {
    const entries = [entry(1, '2024-05-01 08:00:00', 'create'), entry(3, '2024-05-02 08:00:00', 'update'), entry(2, '2024-05-02 08:00:00', 'update')];
    expect(newestFirst(entries).map((e) => e.id)).toEqual([3, 2, 1]);
  });

  it('shows server texts, numbers at the field precision, and a dash for no value', () => {
    expect(changeText(field('maintainType'), '1', '日常保养', ctx)).toBe('日常保养');
    expect(changeText(field('reported'), null, null, ctx)).toBe('-');
    expect(changeText({ name: 'dose', type: 'number', precision: 3, label: { 'zh-CN': '投加量' } }, 1.5, 1.5, ctx)).toBe('1.500');
    expect(changeText(undefined, 'gone', 'gone', ctx)).toBe('gone');
  });

  it('renders sub-tables and files like the detail page', () => {
    expect(showsRichValue(parts)).toBe(true);
    expect(showsRichValue(field('attachments'))).toBe(true);
    expect(showsRichValue(field('remark'))).toBe(false);
    expect(showsRichValue(undefined)).toBe(false);
  });
});
