// Issue 12 item 4 on the API: a schema's cross-field rules refuse a record whose end is before its start
// on create, on a partial update (checked against the stored record) and per imported row. PGlite and
// PostgreSQL (TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp';
import { ADMIN_PHONE, EMPTY_ENTERPRISE, moduleClient, type ModuleClient } from './modules-client';

let t: TestApp;
let client: ModuleClient;
beforeAll(async () => {
  t = await createTestApp();
  client = await moduleClient(t, ADMIN_PHONE, EMPTY_ENTERPRISE);
});
afterAll(() => t?.close());

const API = 'account/auditRectification';
const finding = { source: '1', issue: '雨水排口未设标识', foundDate: '2024-06-10', responsible: '王强', deadline: '2024-06-30', status: '1', recorder: '王强', recordTime: '2024-06-10 09:00:00' };

describe('a rectification deadline before the finding date', () => {
  it('is refused on create with 2010102 naming the deadline', async () => {
    const res = await client.call('POST', API, { payload: { ...finding, deadline: '2024-06-01' } });
    expect(res.body).toMatchObject({ code: 2010102, data: { errors: [{ field: 'deadline', message: '整改期限不能早于发现日期' }] } });
  });

  it('is refused when a partial update moves one side past the stored other side', async () => {
    const created = await client.call('POST', API, { payload: finding });
    expect(created.body?.code).toBe(1000000);
    const id = created.body!.data.id;
    const earlier = await client.call('PUT', API, { payload: { id, deadline: '2024-06-09' } });
    expect(earlier.body?.data.errors).toEqual([{ field: 'deadline', message: '整改期限不能早于发现日期' }]);
    const later = await client.call('PUT', API, { payload: { id, foundDate: '2024-07-01' } });
    expect(later.body?.code).toBe(2010102);
    // Both moved together is fine; the stored record kept its values meanwhile.
    const both = await client.call('PUT', API, { payload: { id, foundDate: '2024-07-01', deadline: '2024-07-15' } });
    expect(both.body?.data).toMatchObject({ foundDate: '2024-07-01', deadline: '2024-07-15' });
  });
});

describe('online monitoring values', () => {
  it('refuse a negative concentration and a maximum below the minimum', async () => {
    const row = { outletCode: 'DW001', outletName: '总排口', dataType: '2061', monitorTime: '2024-06-10 10:00:00', factorCode: 'w01018', avgValue: 20, flag: 'N', recorder: '王强', recordTime: '2024-06-10 11:00:00' };
    const negative = await client.call('POST', 'account/onlineWastewater', { payload: { ...row, avgValue: -1 } });
    expect(negative.body?.data.errors).toEqual([{ field: 'avgValue', message: '均值: 不能为负数' }]);
    const crossed = await client.call('POST', 'account/onlineWastewater', { payload: { ...row, minValue: 10, maxValue: 5 } });
    expect(crossed.body?.data.errors.map((e: { message: string }) => e.message)).toEqual(['最大值不能小于均值', '最大值不能小于最小值']);
  });
});
