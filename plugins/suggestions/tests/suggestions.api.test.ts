// Suggestions (issue 15 item 4): a member writes to operations and reads only their own; the back office
// lists every enterprise's and replies once (0 awaiting → 1 replied; a second reply is refused with
// 2010102), the author is notified with a link to the detail. PGlite; PostgreSQL too with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/helpers/testApp';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const APP = '/api/enterprise-side-app';
const OM = '/api/operation-manage';

let t: TestApp;
let jiangsu: number;
let zhejiang: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  jiangsu = await t.enterpriseId('江苏绿源化工有限公司');
  zhejiang = await t.enterpriseId('浙江清泉水务有限公司');
  tokens.zhang = await t.login('13800000001', 'Demo@2024');
  tokens.li = await t.login('13800000002', 'Demo@2024');
  tokens.admin = await t.adminLogin('admin', 'Admin@2024');
});
afterAll(() => t?.close());

async function as(who: string, method: string, url: string, enterpriseId?: number, payload?: object): Promise<Json> {
  const headers = who === 'admin' ? { authorization: tokens.admin } : t.headers(tokens[who], enterpriseId);
  return (await t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) })).json();
}

describe('suggestions', () => {
  let id: number;

  it('a member sends one; bad input names the field and stores nothing', async () => {
    const blank = await as('li', 'POST', `${APP}/suggest`, jiangsu, { content: '   ' });
    expect(blank.code).toBe(2010102);
    expect(JSON.stringify(blank.data.errors)).toContain('content');
    expect((await as('li', 'POST', `${APP}/suggest`, jiangsu, { content: 'x'.repeat(501) })).code).toBe(2010102);
    expect((await as('li', 'POST', `${APP}/suggest`, jiangsu, { content: '好', extra: 1 })).code).toBe(2010102);
    const before = (await as('li', 'GET', `${APP}/suggest/page?pageNum=1&pageSize=10`, jiangsu)).data.total;
    expect(before).toBe(0);
    // The read-only role may write to operations too.
    const created = await as('li', 'POST', `${APP}/suggest`, jiangsu, { content: '  建议增加危废台账的批量导入模板  ' });
    expect(created.code).toBe(1000000);
    id = created.data.id;
    const page = (await as('li', 'GET', `${APP}/suggest/page?pageNum=1&pageSize=10`, jiangsu)).data;
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ id, content: '建议增加危废台账的批量导入模板', replyStatus: 0, repliedAt: null });
  });

  it('refuses attachments that are not the caller’s uploads in this enterprise', async () => {
    const res = await as('li', 'POST', `${APP}/suggest`, jiangsu, { content: '带附件', attachments: [{ url: `enterprise/${zhejiang}/2026/01/x.pdf` }] });
    expect([2010103, 2010105]).toContain(res.code);
  });

  it('nobody else reads it: another user, or the author in another enterprise', async () => {
    expect((await as('zhang', 'GET', `${APP}/suggest/${id}`, jiangsu)).code).toBe(2010105);
    expect((await as('zhang', 'GET', `${APP}/suggest/page?pageNum=1&pageSize=10`, jiangsu)).data.records.map((r: Json) => r.id)).not.toContain(id);
    expect((await as('li', 'GET', `${APP}/suggest/${id}`, zhejiang)).code).toBe(2010105);
    expect((await as('li', 'GET', `${APP}/suggest/${id}`, jiangsu)).data).toMatchObject({ id, reply: null, attachments: [] });
  });

  it('only the back office lists all and replies; a client token is refused', async () => {
    const list = await as('admin', 'GET', `${OM}/suggest/page?pageNum=1&pageSize=10&replyStatus=0`);
    expect(list.data.records.find((r: Json) => r.id === id)).toMatchObject({ userName: '李娜', enterpriseName: '江苏绿源化工有限公司', replyStatus: 0 });
    const byClient = await t.app.inject({ method: 'PUT', url: `${OM}/suggest/${id}/reply`, headers: { authorization: tokens.zhang }, payload: { reply: '好' } });
    expect(byClient.statusCode).toBe(401);
    expect((await as('admin', 'PUT', `${OM}/suggest/${id}/reply`, undefined, { reply: '' })).code).toBe(2010102);
    expect((await as('admin', 'PUT', `${OM}/suggest/999999/reply`, undefined, { reply: '好' })).code).toBe(2010105);
  });

  it('replies once: 0 → 1, the author is notified with a link to the detail, a second reply is refused', async () => {
    const done = await as('admin', 'PUT', `${OM}/suggest/${id}/reply`, undefined, { reply: '已加入下个版本计划，谢谢！' });
    expect(done.code).toBe(1000000);
    const detail = (await as('li', 'GET', `${APP}/suggest/${id}`, jiangsu)).data;
    expect(detail).toMatchObject({ replyStatus: 1, reply: '已加入下个版本计划，谢谢！' });
    expect(detail.repliedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const notices = (await as('li', 'GET', `${APP}/user/notice/page?pageNum=1&pageSize=10&type=4`, jiangsu)).data.records;
    expect(notices[0]).toMatchObject({ type: 4, bizId: String(id), link: `/system-message/system-suggest-detail/${id}` });
    expect(notices[0].title).toContain('您的建议已回复');

    const again = await as('admin', 'PUT', `${OM}/suggest/${id}/reply`, undefined, { reply: '再回复一次' });
    expect(again.code).toBe(2010102);
    expect(again.msg).toContain('已回复');
    expect((await as('li', 'GET', `${APP}/suggest/${id}`, jiangsu)).data.reply).toBe('已加入下个版本计划，谢谢！');
  });

  it('two replies at once give one reply and one refusal', async () => {
    const other = (await as('li', 'POST', `${APP}/suggest`, jiangsu, { content: '并发回复测试' })).data.id;
    const results = await Promise.all(['甲', '乙'].map((r) => as('admin', 'PUT', `${OM}/suggest/${other}/reply`, undefined, { reply: r })));
    expect(results.map((r) => r.code).sort()).toEqual([1000000, 2010102]);
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notice WHERE biz_id = $1 AND type = 4`, [String(other)]);
    expect(rows[0].n).toBe(1);
  });
});
