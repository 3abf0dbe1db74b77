import { describe, expect, it } from 'vitest';
import { serializeQuery, toListQuery } from '../../data-providers';
import deviceInventory from '../../schemas/modules/device-inventory.json';
import { moduleIssues } from '../../schemas/lint';
import type { FieldSchema, ModuleSchema, SearchItem } from '../../schemas/types';
import { nestByPrefix } from '../../runtime/modules/cascadeOptions';
import { searchKind, searchValuesToFilters } from '../../runtime/modules/searchFilters';
import { fromFormValues, toFormValues } from '../../runtime/modules/searchForm';
import { decodeListQuery, encodeListQuery } from '../../runtime/modules/urlState';

const region: FieldSchema = { name: 'region', type: 'string', label: { 'zh-CN': '地区' } };
const item: SearchItem = { searchName: 'region', searchType: 'cascader', source: 'division' };

describe('cascader search items', () => {
  it('nests flat options by value prefix, keeping their order', () => {
    const tree = nestByPrefix([
      { value: '32', label: '江苏省' },
      { value: '3205', label: '苏州市' },
      { value: '320505', label: '虎丘区' },
      { value: '320506', label: '吴中区' },
      { value: '3201', label: '南京市' },
      { value: '13', label: '河北省' },
    ]);
    expect(tree).toEqual([
      {
        value: '32',
        label: '江苏省',
        children: [
          { value: '3205', label: '苏州市', children: [{ value: '320505', label: '虎丘区' }, { value: '320506', label: '吴中区' }] },
          { value: '3201', label: '南京市' },
        ],
      },
      { value: '13', label: '河北省' },
    ]);
  });

  it('hangs an option under the longest prefix even when it comes first, and keeps unrelated codes flat', () => {
    expect(nestByPrefix([{ value: 'C131', label: '谷物磨制' }, { value: 'C', label: '制造业' }, { value: 'C13', label: '农副食品加工业' }])).toEqual([
      { value: 'C', label: '制造业', children: [{ value: 'C13', label: '农副食品加工业', children: [{ value: 'C131', label: '谷物磨制' }] }] },
    ]);
    expect(nestByPrefix([{ value: '1', label: 'a' }, { value: '2', label: 'b' }])).toEqual([{ value: '1', label: 'a' }, { value: '2', label: 'b' }]);
  });

  it('sends the whole value path, which the API matches by its last value', () => {
    expect(searchKind(item)).toBe('cascader');
    const filters = searchValuesToFilters([item], [region], { region: ['32', '3205', '320505'] });
    expect(decodeURIComponent(serializeQuery(toListQuery({ filters })))).toBe('region=32,3205,320505');
    expect(searchValuesToFilters([item], [region], { region: [] })).toEqual([]);
  });

  it('keeps the path in the URL and in the form across a refresh', () => {
    const state = { values: { region: ['32', '3205', '320505'] }, pageNum: 1, pageSize: 20 };
    const query = encodeListQuery([item], state);
    expect(decodeURIComponent(query)).toBe('region=32,3205,320505');
    expect(decodeListQuery([item], query, [])).toEqual(state);
    const form = toFormValues([item], [region], state.values);
    expect(form.region).toEqual(['32', '3205', '320505']);
    expect(fromFormValues([item], [region], form)).toEqual(state.values);
    expect(fromFormValues([item], [region], { region: [] })).toEqual({});
  });
});

describe('cascader schema checks', () => {
  const withSearch = (search: SearchItem[]) => {
    const doc = structuredClone(deviceInventory) as unknown as ModuleSchema;
    doc.fields.push(region);
    doc.search = search;
    return moduleIssues(doc).map((i) => `${i.pointer}: ${i.message}`);
  };

  it('accepts a cascader over a reference list or over a dictionary', () => {
    expect(withSearch([item])).toEqual([]);
    expect(withSearch([{ searchName: 'deviceType', searchType: 'cascader', dict: 'device_type' }])).toEqual([]);
  });

  it('refuses a source outside cascaders, a source next to options, and multiple paths', () => {
    expect(withSearch([{ searchName: 'deviceType', searchType: 'select', dict: 'device_type', source: 'industry' }])).toEqual([
      '/search/0/source: "source" applies only to cascader search items',
      '/search/0/source: use either "source" or "dict"/"selectList", not both',
    ]);
    expect(withSearch([{ ...item, multiple: true }])).toEqual(['/search/0/multiple: a cascader search item picks one path; "multiple" is not supported']);
    expect(withSearch([{ ...item, source: 'planet' as never }])).toHaveLength(1);
  });
});
