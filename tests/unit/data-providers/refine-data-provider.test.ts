// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { CrudFilter } from '@refinedev/core';
import { createRefineDataProvider, enterpriseStore, toListQuery } from '../../../data-providers';
import { BASE, clearCookies, hanging, ok, setup } from './fakes';

afterEach(clearCookies);

const API = `${BASE}/api/enterprise-side-app/account/deviceInventory`;

function provider(answer: unknown = null, prefix?: string) {
  const ctx = setup(() => ok(answer));
  const dp = createRefineDataProvider(ctx.http, prefix ? { prefix } : undefined);
  const query = (i = 0) => decodeURIComponent(new URL(ctx.calls[i].url).search.slice(1));
  return { ...ctx, dp, query };
}

describe('createRefineDataProvider', () => {
  it('getList: GET {resource}/page with paging, filters and sort; maps records/total', async () => {
    enterpriseStore.set(3);
    const { dp, calls, query } = provider({ records: [{ id: 1 }, { id: 2 }], total: 42 });
    const result = await dp.getList({
      resource: 'account/deviceInventory',
      pagination: { currentPage: 3, pageSize: 30 },
      filters: [
        { field: 'deviceName', operator: 'contains', value: '泵' },
        { field: 'status', operator: 'in', value: ['1', '2'] },
        { field: 'type', operator: 'eq', value: 'a' },
        { field: 'recordTime', operator: 'between', value: ['2024-01-01 00:00:00', '2024-01-31 23:59:59'] },
        { field: 'unused', operator: 'eq', value: undefined },
      ],
      sorters: [
        { field: 'installDate', order: 'desc' },
        { field: 'id', order: 'asc' },
      ],
    });
    expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 42 });
    expect(calls[0].method).toBe('GET');
    expect(calls[0].url.split('?')[0]).toBe(`${API}/page`);
    expect(calls[0].headers.enterprise_id).toBe('3');
    expect(query()).toBe(
      'pageNum=3&pageSize=30&deviceName=泵&status=1,2&type=a&recordTime[0]=2024-01-01 00:00:00&recordTime[1]=2024-01-31 23:59:59&sortField=installDate&sortOrder=descend',
    );
  });

  it('getList: defaults to page 1 of 20, ascend sort, and range from gte+lte', async () => {
    const { dp, query } = provider({ records: [], total: 0 });
    await dp.getList({
      resource: '/account/deviceInventory/',
      filters: [
        { field: 'installDate', operator: 'lte', value: '2024-12-31' },
        { field: 'installDate', operator: 'gte', value: '2024-01-01' },
        { operator: 'and', value: [{ field: 'name', operator: 'contains', value: 'x' }] },
      ],
      sorters: [{ field: 'name', order: 'asc' }],
    });
    expect(query()).toBe('pageNum=1&pageSize=20&installDate[0]=2024-01-01&installDate[1]=2024-12-31&name=x&sortField=name&sortOrder=ascend');
  });

  it('getList: refuses operators the module API cannot express', async () => {
    const { dp, calls } = provider({ records: [], total: 0 });
    const bad: CrudFilter[][] = [
      [{ field: 'a', operator: 'ne', value: 1 }],
      [{ operator: 'or', value: [{ field: 'a', operator: 'eq', value: 1 }] }],
    ];
    for (const filters of bad) await expect(dp.getList({ resource: 'r', filters })).rejects.toThrow(/not supported/);
    expect(calls).toHaveLength(0);
  });

  it('getList: passes the query signal so Refine can cancel', async () => {
    const ctx = setup(hanging);
    const dp = createRefineDataProvider(ctx.http);
    const controller = new AbortController();
    const pending = dp.getList({ resource: 'r', meta: { queryContext: { signal: controller.signal } as never } });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ message: 'interrupt', kind: 'interrupt' });
    expect(ctx.calls[0].signal?.aborted).toBe(true);
    expect(ctx.notifier.toasts).toEqual([]);
  });

  it('getOne / create / update / deleteOne / deleteMany follow the module convention', async () => {
    const { dp, calls } = provider({ id: 5 });
    await expect(dp.getOne({ resource: 'account/deviceInventory', id: 5 })).resolves.toEqual({ data: { id: 5 } });
    await expect(dp.create({ resource: 'account/deviceInventory', variables: { deviceName: 'a' } })).resolves.toEqual({ data: { id: 5 } });
    await dp.update({ resource: 'account/deviceInventory', id: 5, variables: { deviceName: 'b' } });
    await dp.deleteOne({ resource: 'account/deviceInventory', id: 5 });
    const many = await dp.deleteMany!({ resource: 'account/deviceInventory', ids: [1, 2, 3] });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['GET', `${API}/5`, undefined],
      ['POST', API, '{"deviceName":"a"}'],
      ['PUT', API, '{"deviceName":"b","id":5}'],
      ['DELETE', `${API}/5`, undefined],
      ['DELETE', `${API}/1,2,3`, undefined],
    ]);
    expect(many.data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('encodes ids so they cannot change the path', async () => {
    const { dp, calls } = provider({});
    await dp.getOne({ resource: 'r', id: '../x?y' });
    expect(calls[0].url).toBe(`${BASE}/api/enterprise-side-app/r/..%2Fx%3Fy`);
  });

  it('uses another prefix and reports the API URL', async () => {
    const { dp, calls } = provider({ records: [], total: 0 }, '/operation-manage');
    expect(dp.getApiUrl()).toBe('/api/operation-manage');
    await dp.getList({ resource: 'enterprise' });
    expect(calls[0].url.split('?')[0]).toBe(`${BASE}/api/operation-manage/enterprise/page`);
    expect(createRefineDataProvider(setup(() => ok(null)).http).getApiUrl()).toBe('/api/enterprise-side-app');
  });

  it('custom passes through to the client with query, filters and payload', async () => {
    const { dp, calls, query } = provider({ ok: true });
    const result = await dp.custom!({
      url: `${dp.getApiUrl()}/account/deviceInventory/stats`,
      method: 'post',
      payload: { a: 1 },
      query: { year: 2024 },
      filters: [{ field: 'status', operator: 'eq', value: '1' }],
      headers: { 'X-Test': 'y' },
    });
    expect(result).toEqual({ data: { ok: true } });
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url.split('?')[0]).toBe(`${API}/stats`);
    expect(query()).toBe('status=1&year=2024');
    expect(calls[0].body).toBe('{"a":1}');
    expect(calls[0].headers['X-Test']).toBe('y');
    await dp.custom!({ url: 'dict/all', method: 'get' });
    await dp.custom!({ url: '/file/sts', method: 'get' });
    expect(calls[1].url).toBe(`${BASE}/api/enterprise-side-app/dict/all`);
    expect(calls[2].url).toBe(`${BASE}/api/file/sts`);
  });
});

describe('toListQuery', () => {
  it('is empty without filters or sorters and skips empty "in" lists', () => {
    expect(toListQuery({})).toEqual({});
    expect(toListQuery({ filters: [{ field: 's', operator: 'in', value: [] }] })).toEqual({});
  });
});
