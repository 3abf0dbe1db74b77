// The custom-ledger designer's rules (plugins/custom-account/draft.ts, focus.ts) and the plugin's wiring:
// the body it sends, the preview fields, the problems it reports before sending, where server errors land,
// the remembered ledger, and the routes a custom module gets.
import { describe, expect, it } from 'vitest';
import { loadAllPlugins as loadPlugins } from '../../runtime/plugins/discover';
import { pickLedger, readFocus, writeFocus } from '../../plugins/custom-account/focus';
import {
  definitionBody,
  draftFromDefinition,
  draftProblems,
  errorFieldIndex,
  moveItem,
  newField,
  newOption,
  placeServerErrors,
  previewFields,
  withFittingWidget,
  withType,
  type DraftField,
} from '../../plugins/custom-account/draft';
import { searchOptionsOf } from '../../runtime/modules/dictionaries';
import { canAccessRoute, createRegistry, moduleRoutes, visibleMenus } from '../../runtime/plugins/registry';
import type { ModuleSummary } from '../../runtime/plugins/types';
import { customFormLayout } from '../../schemas/customLedger';
import { buildDefinition, customModuleSchema, type DefinitionInput } from '../../server/modules/custom/definition';

function field(patch: Partial<DraftField>): DraftField {
  return { ...newField(), ...patch };
}

const untitled = (n: number) => `字段${n}`;

describe('definition body', () => {
  it('sends only the settings of each type, trimmed, with the names and option values the server gave', () => {
    const fields = [
      field({ label: ' 巡检人 ', type: 'string', required: true, searchable: true, maxLength: 20, unit: 'x', min: 1 }),
      field({ label: '温度', type: 'number', searchable: true, unit: ' ℃ ', min: -40, max: 200, maxLength: 9 }),
      field({ label: '结果', type: 'enum', searchable: true, options: [{ ...newOption('正常'), value: '1' }, newOption(' 异常 ')] }),
      field({ name: 'f4', label: '照片', type: 'files', searchable: true, listed: false }),
    ];
    expect(definitionBody(' 废气治理设施巡检台账 ', fields)).toEqual({
      name: '废气治理设施巡检台账',
      fields: [
        { label: '巡检人', type: 'string', required: true, listed: true, searchable: true, maxLength: 20 },
        { label: '温度', type: 'number', required: false, listed: true, searchable: false, min: -40, max: 200, unit: '℃' },
        { label: '结果', type: 'enum', required: false, listed: true, searchable: true, multiple: false, options: [{ label: '正常', value: '1' }, { label: '异常' }] },
        { name: 'f4', label: '照片', type: 'files', required: false, listed: false, searchable: false },
      ],
    });
    expect(definitionBody('台账', fields.slice(0, 1), 'custom_2_1')).toMatchObject({ id: 'custom_2_1', name: '台账' });
  });

  it('is accepted by the server rules as sent, and an edit keeps the stored names', () => {
    const drafts = [
      field({ label: '巡检人', type: 'string', required: true, searchable: true }),
      field({ label: '巡检日期', type: 'date', required: true }),
      field({ label: '结果', type: 'enum', searchable: true, options: [newOption('正常'), newOption('异常')] }),
      field({ label: '温度', type: 'number', unit: '℃' }),
    ];
    const created = buildDefinition(definitionBody('巡检', drafts) as unknown as DefinitionInput, undefined, 'zh-CN');
    expect(created.errors).toEqual([]);
    expect(created.definition.fields.map((f) => f.name)).toEqual(['f1', 'f2', 'f3', 'f4']);

    // Round trip through the editor: remove 温度, add 备注, rename an option.
    const editing = draftFromDefinition(created.definition.fields).filter((f) => f.label !== '温度');
    editing[2] = { ...editing[2], options: editing[2].options.map((o) => (o.label === '异常' ? { ...o, label: '不正常' } : o)) };
    editing.push(field({ label: '备注', type: 'text' }));
    const edited = buildDefinition(definitionBody('巡检', editing) as unknown as DefinitionInput, created.definition, 'zh-CN');
    expect(edited.errors).toEqual([]);
    expect(edited.definition.fields.map((f) => `${f.name}:${f.label}`)).toEqual(['f1:巡检人', 'f2:巡检日期', 'f3:结果', 'f5:备注']);
    expect(edited.definition.fields[2].options).toEqual([{ value: '1', label: '正常' }, { value: '2', label: '不正常' }]);
    expect(edited.definition.retired.map((f) => f.name)).toEqual(['f4']);
  });
});

describe('editing helpers', () => {
  it('switches off what a new type cannot have and gives a choice field its first option', () => {
    const text = field({ label: '人', type: 'string', searchable: true });
    expect(withType(text, 'number')).toMatchObject({ type: 'number', searchable: false });
    expect(withType(text, 'files').searchable).toBe(false);
    expect(withType(text, 'date').searchable).toBe(true);
    const choice = withType(text, 'enum');
    expect(choice.options).toHaveLength(1);
    expect(withType({ ...choice, options: [newOption('a'), newOption('b')] }, 'enum').options.map((o) => o.label)).toEqual(['a', 'b']);
  });

  it('keeps a chosen widget while it fits, sends it, previews with it, and the server accepts it as sent', () => {
    const level = field({ label: '级别', type: 'enum', options: [newOption('一级'), newOption('二级')], widget: 'radio' });
    expect(withFittingWidget({ ...level, multiple: true }).widget).toBeUndefined();
    expect(withType(level, 'string').widget).toBeUndefined();
    const score = field({ label: '评分', type: 'integer', widget: 'rate' });
    expect(withType(score, 'number').widget).toBeUndefined();
    expect(withType(field({ type: 'string', widget: 'textarea' }), 'text').widget).toBe('textarea');
    const factors = field({ label: '监测因子', type: 'subtable' });
    const drafts = [level, score, factors];
    const body = definitionBody('监测', drafts) as unknown as DefinitionInput;
    expect(body.fields.map((f) => f.widget)).toEqual(['radio', 'rate', undefined]);
    const saved = buildDefinition(body, undefined, 'zh-CN');
    expect(saved.errors).toEqual([]);
    const schema = customModuleSchema('custom_1_1', 1, saved.definition);
    expect(schema.fields.map((f) => f.widget)).toEqual(['radio', 'rate', 'pollution-factor']);
    expect(schema.fields.map(({ name: _name, ...rest }) => rest)).toEqual(previewFields(drafts, untitled).map(({ name: _name, options, ...rest }) => ({ ...rest, ...(options ? { options: options.map((o, i) => ({ ...o, value: String(i + 1) })) } : {}) })));
    expect(buildDefinition({ name: 'x', fields: [{ label: 'a', type: 'boolean', widget: 'input' }] }, undefined, 'zh-CN').errors).toEqual([{ field: 'fields[0].widget', message: 'a: 组件「input」不适用于该类型的字段' }]);
  });

  it('sends the form columns and section titles, and lays the preview out as the server lays the form', () => {
    const drafts = [field({ label: '日期', type: 'date' }), field({ label: '场所', type: 'string', section: ' 贮存场所 ' }), field({ label: '说明', type: 'text', section: '  ' })];
    const body = definitionBody('检查', drafts, undefined, 3) as unknown as DefinitionInput;
    expect(body.columns).toBe(3);
    expect(body.fields.map((f) => f.section)).toEqual([undefined, '贮存场所', undefined]);
    const saved = buildDefinition(body, undefined, 'zh-CN');
    expect(customModuleSchema('custom_1_1', 1, saved.definition).form).toEqual({
      columns: 3,
      sections: [{ fields: ['f1'] }, { title: { 'zh-CN': '贮存场所' }, fields: ['f2', 'f3'] }],
    });
    expect(customFormLayout([{ name: 'a', section: '甲' }, { name: 'b' }])).toEqual({ columns: 2, sections: [{ title: { 'zh-CN': '甲' }, fields: ['a', 'b'] }] });
    expect(definitionBody('检查', drafts)).not.toHaveProperty('columns');
  });

  it('moves items within the list and leaves it unchanged at the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, -2)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('previews the fields the server will derive, with its defaults and untitled fields named', () => {
    const drafts = [
      field({ label: '', type: 'string' }),
      field({ label: '温度', type: 'number', unit: '℃', min: 0 }),
      field({ label: '说明', type: 'text', required: true }),
      field({ label: '结果', type: 'enum', multiple: true, options: [newOption('正常'), newOption('  ')] }),
    ];
    const preview = previewFields(drafts, untitled);
    expect(preview.map((f) => f.label['zh-CN'])).toEqual(['字段1', '温度', '说明', '结果']);
    expect(preview[0]).toMatchObject({ type: 'string', maxLength: 100 });
    expect(preview[1]).toMatchObject({ type: 'number', precision: 2, unit: '℃', min: 0 });
    expect(preview[1].max).toBeUndefined();
    expect(preview[2]).toMatchObject({ type: 'text', maxLength: 2000, required: true });
    expect(preview[3]).toMatchObject({ type: 'enum', multiple: true, options: [{ value: drafts[3].options[0].key, label: { 'zh-CN': '正常' } }] });
    // The saved schema has the same field shape (names aside).
    const saved = buildDefinition(definitionBody('x', drafts.slice(1, 3)) as unknown as DefinitionInput, undefined, 'zh-CN');
    const schema = customModuleSchema('custom_1_1', 1, saved.definition);
    expect(schema.fields.map(({ name: _name, ...rest }) => rest)).toEqual(previewFields(drafts.slice(1, 3), untitled).map(({ name: _name, ...rest }) => rest));
  });
});

describe('problems before sending', () => {
  it('names the ledger and field problems the server would refuse', () => {
    const fields = [
      field({ key: 'a', label: '' }),
      field({ key: 'b', label: '结果', type: 'enum', options: [] }),
      field({ key: 'c', label: '结果', type: 'enum', options: [newOption('正常'), newOption('正常'), newOption(' ')] }),
      field({ key: 'd', label: '温度', type: 'number', min: 10, max: 1 }),
      field({ key: 'e', label: 'x'.repeat(31) }),
    ];
    expect(draftProblems('  ', fields).map((p) => `${p.field ?? '-'}:${p.code}`)).toEqual([
      '-:nameRequired',
      'a:labelRequired',
      'b:optionsRequired',
      'c:labelDuplicate',
      'c:optionLabelRequired',
      'c:optionDuplicate',
      'd:rangeOrder',
      'e:labelTooLong',
    ]);
    expect(draftProblems('巡检', [])).toEqual([{ code: 'noFields' }]);
    expect(draftProblems('巡检', [field({ label: '人' }), field({ label: '温度', type: 'integer', min: 1, max: 1 })])).toEqual([]);
  });

  it('puts server errors on the field they name, whatever the path style', () => {
    expect(errorFieldIndex('fields[2].type')).toBe(2);
    expect(errorFieldIndex('fields.10.label')).toBe(10);
    expect(errorFieldIndex('/fields/3/options')).toBe(3);
    expect(errorFieldIndex('name')).toBeNull();
    const fields = [field({ key: 'x' }), field({ key: 'y' })];
    const placed = placeServerErrors(
      [
        { field: 'fields[1].type', message: '是否正常: 已有记录填写了该字段，类型不能从「是/否」改为「数字」' },
        { field: 'name', message: '最多100个' },
        { field: 'fields[7].label', message: 'gone' },
      ],
      fields,
    );
    expect([...placed.byField.entries()]).toEqual([['y', ['是否正常: 已有记录填写了该字段，类型不能从「是/否」改为「数字」']]]);
    expect(placed.general).toEqual(['最多100个', 'gone']);
  });
});

describe('focused ledger (session storage)', () => {
  it('remembers the ledger and falls back to the first when it is gone', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(readFocus(storage)).toBeNull();
    writeFocus('custom_2_3', storage);
    expect(readFocus(storage)).toBe('custom_2_3');
    const ledgers = [{ id: 'custom_2_1' }, { id: 'custom_2_3' }];
    expect(pickLedger(ledgers, readFocus(storage))?.id).toBe('custom_2_3');
    expect(pickLedger(ledgers, 'custom_2_9')?.id).toBe('custom_2_1');
    expect(pickLedger([], 'custom_2_9')).toBeUndefined();
  });
});

describe('plugin wiring', () => {
  const custom: ModuleSummary = {
    id: 'custom_2_1',
    title: '废气治理设施巡检台账',
    route: '/customAccount/custom_2_1',
    group: 'customAccount',
    permissions: { view: 'customAccount:view', add: 'customAccount:add', edit: 'customAccount:edit', delete: 'customAccount:delete' },
  };

  it('gives a custom ledger the records screens, and keeps the designer from a viewer', async () => {
    const registry = createRegistry(await loadPlugins());
    const routes = [...registry.routes, ...moduleRoutes(registry, [custom])];
    const generated = routes.filter((r) => r.module?.id === custom.id);
    expect(generated.map((r) => `${r.path} ${r.meta.permission}`)).toEqual([
      '/customAccount/custom_2_1 customAccount:view',
      '/customAccount/custom_2_1/add customAccount:add',
      '/customAccount/custom_2_1/edit/:id customAccount:edit',
      '/customAccount/custom_2_1/detail/:id customAccount:view',
    ]);
    expect(generated[1].trail?.map((c) => c.path)).toEqual(['/customAccount/page', '/customAccount/custom_2_1']);

    const viewer = new Set(['customAccount:view']);
    const admin = new Set(['customAccount:view', 'account:custom:manage']);
    const route = (path: string) => routes.find((r) => r.path === path)!;
    for (const path of ['/customAccount/page', '/customAccount/addEditFrom', '/customAccount/custom_2_1']) expect(canAccessRoute(routes, route(path), viewer)).toBe(true);
    for (const path of ['/accountManagement/customAccount/page', '/accountManagement/customAccount/addEditFrom']) {
      expect(canAccessRoute(routes, route(path), viewer)).toBe(false);
      expect(canAccessRoute(routes, route(path), admin)).toBe(true);
    }
    const keys = (granted: Set<string>) => JSON.stringify(visibleMenus(registry.menus, granted, [custom]));
    expect(keys(viewer)).not.toContain('accountManagement-customAccount');
    expect(keys(viewer)).toContain('module-custom_2_1');
    expect(keys(admin)).toContain('accountManagement-customAccount');
    for (const locale of ['zh-CN', 'en-US'] as const) expect(registry.localeBundles(locale).map((b) => b.ns)).toContain('custom-account');
  });
});

describe('search conditions of a custom ledger', () => {
  it('offers the field\'s options and yes/no in the search selects, as the server accepts them', () => {
    const drafts = [
      field({ label: '结果', type: 'enum', searchable: true, options: [newOption('正常'), newOption('异常')] }),
      field({ label: '已整改', type: 'boolean', searchable: true }),
    ];
    const built = buildDefinition(definitionBody('巡检', drafts) as unknown as DefinitionInput, undefined, 'zh-CN');
    const schema = customModuleSchema('custom_1_1', 1, built.definition);
    const yesNo = { yes: '是', no: '否' };
    const options = schema.search.map((item) =>
      searchOptionsOf(item, schema.fields.find((f) => f.name === item.searchName), new Map(), 'zh-CN', yesNo),
    );
    expect(options).toEqual([
      [{ value: '1', label: '正常' }, { value: '2', label: '异常' }],
      [{ value: 'true', label: '是' }, { value: 'false', label: '否' }],
    ]);
    // An item's own dictionary wins over its field's.
    const dictionaries = new Map([['shift', [{ value: 'A', label: '早班' }]]]);
    expect(searchOptionsOf({ searchName: 'f1', searchType: 'select', dict: 'shift' }, schema.fields[0], dictionaries, 'zh-CN', yesNo)).toEqual([{ value: 'A', label: '早班' }]);
  });
});
