import { describe, expect, it } from 'vitest';
import deviceInventory from '../../schemas/modules/device-inventory.json';
import type { ModuleSchema, SearchItem } from '../../schemas/types';
import { decodeListQuery, encodeListQuery, type ListQueryState } from '../../runtime/modules/urlState';

const schema = deviceInventory as unknown as ModuleSchema;
const sortable = schema.list.columns.filter((c) => c.sortable).map((c) => c.field);

describe('list state in the URL', () => {
  it('restores filters, page, size and sort after a round trip (what a refresh does)', () => {
    const state: ListQueryState = {
      values: { name: 'pump 1', deviceType: '2', recordTime: ['2024-01-01 00:00:00', '2024-01-31 23:59:59'], model: 'A-1' },
      pageNum: 3,
      pageSize: 50,
      sortField: 'installDate',
      sortOrder: 'ascend',
    };
    const query = encodeListQuery(schema.search, state);
    expect(decodeListQuery(schema.search, `?${query}`, sortable)).toEqual(state);
  });

  it('keeps multiple selections as a list', () => {
    const items: SearchItem[] = [{ searchName: 'status', searchType: 'select', multiple: true }];
    const state: ListQueryState = { values: { status: ['1', '3'] }, pageNum: 1, pageSize: 20 };
    expect(decodeListQuery(items, encodeListQuery(items, state), [])).toEqual(state);
  });

  it('leaves defaults out of the URL', () => {
    expect(encodeListQuery(schema.search, { values: {}, pageNum: 1, pageSize: 20 })).toBe('');
  });

  it('drops malformed or unknown parameters instead of sending them on', () => {
    const state = decodeListQuery(
      schema.search,
      'pageNum=-2&pageSize=999&sortField=remark&sortOrder=descend&recordTime=yesterday,today&unknown=1&name=' + 'x'.repeat(40),
      sortable,
    );
    expect(state).toEqual({ values: { name: 'x'.repeat(20) }, pageNum: 1, pageSize: 20 });
  });

  it('rejects a sort order that is not ascend/descend', () => {
    expect(decodeListQuery(schema.search, 'sortField=installDate&sortOrder=sideways', sortable).sortField).toBeUndefined();
  });

  it('applies search item defaults on a first visit only', () => {
    const items: SearchItem[] = [{ searchName: 'status', searchType: 'select', default: '1' }, { searchName: 'name', searchType: 'input' }];
    expect(decodeListQuery(items, '', []).values).toEqual({ status: '1' });
    // Once the user has searched (the URL carries state), a cleared default stays cleared.
    expect(decodeListQuery(items, 'name=abc', []).values).toEqual({ name: 'abc' });
  });
});
