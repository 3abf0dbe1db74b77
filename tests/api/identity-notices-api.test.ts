import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotice, NOTICE_TYPES } from '../../server/plugins/notices';
import { createTestApp, type TestApp } from './helpers/testApp';

/** user/notice/page, user/notice/read, user/notice/allRead: own notices of the header's enterprise only. */

const APP = '/api/enterprise-side-app';
const NAMES = { jiangsu: '江苏绿源化工有限公司', zhejiang: '浙江清泉水务有限公司' };

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let admin: string;
let viewer: string;
let jiangsu: number;
let zhejiang: number;

async function call(method: 'GET' | 'PUT', url: string, token: string, enterpriseId: number, payload?: object): Promise<Json> {
  const res = await t.app.inject({ method, url: `${APP}${url}`, headers: t.headers(token, enterpriseId), payload });
  return res.json();
}

const unread = (page: Json) => Object.fromEntries((page.data.typeCount as Json[]).map((c) => [c.type, c.count]));

beforeAll(async () => {
  t = await createTestApp();
  [jiangsu, zhejiang] = await Promise.all([t.enterpriseId(NAMES.jiangsu), t.enterpriseId(NAMES.zhejiang)]);
  admin = await t.login('13800000001', 'Demo@2024');
  viewer = await t.login('13800000002', 'Demo@2024');
});

afterAll(() => t?.close());

describe('notices', () => {
  it('pages my notices newest first with unread counts per type (first page 1, size 10)', async () => {
    const userId = (await call('GET', '/user/center/info', viewer, jiangsu)).data.id;
    for (let i = 0; i < 12; i += 1) {
      await createNotice(t.db, { userId, enterpriseId: jiangsu, type: NOTICE_TYPES.task, title: `任务 ${i}` });
    }
    const page = await call('GET', '/user/notice/page?pageNum=1&pageSize=10', viewer, jiangsu);
    expect(page.code).toBe(1000000);
    expect(page.data.records).toHaveLength(10);
    expect(page.data.records[0].title).toBe('任务 11');
    const seeded = page.data.total - 12;
    expect(seeded).toBeGreaterThanOrEqual(0);
    expect(unread(page)[NOTICE_TYPES.task]).toBeGreaterThanOrEqual(12);
    expect(page.data.unreadTotal).toBe(page.data.total);
    const second = await call('GET', '/user/notice/page?pageNum=2&pageSize=10', viewer, jiangsu);
    expect(second.data.records.length).toBe(page.data.total - 10);
  });

  it('marks one notice read, and only my own', async () => {
    const mine = await call('GET', '/user/notice/page?type=2', viewer, jiangsu);
    const before = unread(mine)[NOTICE_TYPES.task];
    const id = mine.data.records[0].id;
    // Someone else's id and another enterprise's header change nothing.
    expect((await call('PUT', '/user/notice/read', admin, jiangsu, { ids: [id] })).data.updated).toBe(0);
    expect((await call('PUT', '/user/notice/read', viewer, zhejiang, { ids: [id] })).data.updated).toBe(0);
    expect((await call('PUT', '/user/notice/read', viewer, jiangsu, { ids: [id] })).data.updated).toBe(1);
    const after = await call('GET', '/user/notice/page?type=2&readStatus=0', viewer, jiangsu);
    expect(unread(after)[NOTICE_TYPES.task]).toBe(before - 1);
    expect(after.data.records.some((r: Json) => r.id === id)).toBe(false);
    const read = await call('GET', '/user/notice/page?readStatus=1', viewer, jiangsu);
    expect(read.data.records.map((r: Json) => r.id)).toEqual([id]);
  });

  it('marks all read per type or all, without touching other enterprises', async () => {
    const other = await call('GET', '/user/notice/page', viewer, zhejiang);
    const byType = await call('PUT', '/user/notice/allRead', viewer, jiangsu, { type: NOTICE_TYPES.task });
    expect(byType.data.updated).toBeGreaterThan(0);
    expect(unread(await call('GET', '/user/notice/page', viewer, jiangsu))[NOTICE_TYPES.task]).toBe(0);
    await call('PUT', '/user/notice/allRead', viewer, jiangsu, {});
    expect((await call('GET', '/user/notice/page', viewer, jiangsu)).data.unreadTotal).toBe(0);
    expect((await call('GET', '/user/notice/page', viewer, zhejiang)).data.unreadTotal).toBe(other.data.unreadTotal);
  });

  it('refuses bad input and enterprises without a grant', async () => {
    expect((await call('GET', '/user/notice/page?pageSize=1000', viewer, jiangsu)).code).toBe(2010102);
    expect((await call('PUT', '/user/notice/read', viewer, jiangsu, { ids: [] })).code).toBe(2010102);
    const anhui = await t.enterpriseId('安徽绿源新材料有限公司');
    expect((await call('GET', '/user/notice/page', viewer, anhui)).code).toBe(2010103);
    const noToken = await t.app.inject({ method: 'GET', url: `${APP}/user/notice/page`, headers: { enterprise_id: String(jiangsu) } });
    expect(noToken.statusCode).toBe(401);
  });
});
