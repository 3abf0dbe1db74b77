// The back office's system messages through the whole server: who may send, what is refused (2010102
// naming the field), recipients exactly the active members (or admins) of the chosen enterprises, the
// rich body sanitised, and the recipient and read counts the list and detail show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/helpers/testApp';
import { EXECUTABLE_MARKUP, XSS_VECTORS } from '../../../tests/support/xss-vectors';
import { SYSTEM_MESSAGE_KEYS } from '../contract';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => Promise<Json>;

const ADMIN = '/api/operation-manage/system-message';
const INBOX = '/api/enterprise-side-app/user/notice';

let t: TestApp;
let jiangsu: number;
let zhejiang: number;
let admin: Call; // the seeded operations admin: every back-office key
let viewOnly: Call; // a back-office account holding the view key only
let zhangAsAdmin: Call; // an enterprise admin's client token on back-office routes
let liJiangsu: Call; // 李娜 (viewer) in 江苏
let liZhejiang: Call; // 李娜 (viewer) in 浙江

async function as(token: string, base: string, enterpriseId?: number): Promise<Call> {
  return async (method, url, body) =>
    (await t.app.inject({ method, url: `${base}${url}`, headers: t.headers(token, enterpriseId), payload: body as object | undefined })).json();
}

async function operatorWithViewOnly(): Promise<string> {
  const { rows } = await t.db.query<{ id: number }>(`INSERT INTO role (name, code, area) VALUES ('消息查看', 'message-viewer', 'admin') RETURNING id`);
  await t.db.query('INSERT INTO role_permission (role_id, perm) VALUES ($1, $2)', [rows[0].id, SYSTEM_MESSAGE_KEYS.adminView]);
  await t.db.query(
    `INSERT INTO app_user (phone, account, name, password_hash, status, is_admin_area, admin_role_id)
     SELECT '13900000078', 'message-viewer', '消息查看', password_hash, 1, true, $1 FROM app_user WHERE account = 'admin'`,
    [rows[0].id],
  );
  return t.adminLogin('message-viewer', 'Admin@2024');
}

beforeAll(async () => {
  t = await createTestApp({ schemas: [] });
  jiangsu = await t.enterpriseId('江苏绿源化工有限公司');
  zhejiang = await t.enterpriseId('浙江清泉水务有限公司');
  admin = await as(await t.adminLogin('admin', 'Admin@2024'), ADMIN);
  viewOnly = await as(await operatorWithViewOnly(), ADMIN);
  zhangAsAdmin = await as(await t.login('13800000001', 'Demo@2024'), ADMIN);
  const li = await t.login('13800000002', 'Demo@2024');
  liJiangsu = await as(li, INBOX, jiangsu);
  liZhejiang = await as(li, INBOX, zhejiang);
});
afterAll(async () => t?.close());

const message = (extra: Json = {}) => ({ title: `系统维护-${Math.random().toString(36).slice(2, 8)}`, bodyFormat: 'text', body: '本周六晚停机维护', target: 'chosen', enterpriseIds: [jiangsu], ...extra });
const refused = (res: Json, field: string, text?: RegExp) => {
  expect(res.code).toBe(2010102);
  expect(res.data.errors.map((e: Json) => e.field)).toContain(field);
  if (text) expect(res.msg).toMatch(text);
};
/** (user, enterprise) pairs holding a notice of the message, sorted. */
const noticeOwners = async (id: number) =>
  (await t.db.query<{ u: number; e: number }>('SELECT user_id::int AS u, enterprise_id::int AS e FROM notice WHERE type = 5 AND biz_id = $1 ORDER BY 1, 2', [String(id)])).rows;
/** Active members of the enterprises, optionally only with the enterprise-admin role, sorted. */
const members = async (ids: number[], adminsOnly = false) =>
  (
    await t.db.query<{ u: number; e: number }>(
      `SELECT ue.user_id::int AS u, ue.enterprise_id::int AS e FROM user_enterprise ue JOIN app_user u ON u.id = ue.user_id JOIN role r ON r.id = ue.role_id
        WHERE ue.enterprise_id = ANY($1::bigint[]) AND u.status = 1 ${adminsOnly ? "AND r.code = 'enterprise_admin'" : ''} ORDER BY 1, 2`,
      [ids],
    )
  ).rows;
const inboxTitles = async (who: Call) => ((await who('GET', '/page?pageSize=100&type=5')).data.records as Json[]).map((r) => r.title);

describe('permission', () => {
  it('sending needs the send key; client tokens get nothing of the back office', async () => {
    expect((await viewOnly('GET', '/page')).code).toBe(1000000);
    expect((await viewOnly('POST', '', message())).code).toBe(2010103);
    expect((await viewOnly('GET', '/enterprises')).code).toBe(2010103);
    for (const [method, url] of [['GET', '/page'], ['POST', ''], ['GET', '/enterprises']] as const) {
      expect([2010103, 401]).toContain((await zhangAsAdmin(method, url, method === 'POST' ? message() : undefined)).code);
    }
  });
});

describe('validation', () => {
  it('bad input is refused naming the field, and nothing is sent', async () => {
    const before = (await admin('GET', '/page')).data.total;
    refused(await admin('POST', '', message({ title: '   ' })), 'title');
    refused(await admin('POST', '', message({ bodyFormat: 'markdown' })), 'bodyFormat');
    refused(await admin('POST', '', message({ link: '//evil.example/x' })), 'link');
    refused(await admin('POST', '', message({ link: 'javascript:alert(1)' })), 'link');
    refused(await admin('POST', '', message({ target: 'some' })), 'target');
    refused(await admin('POST', '', message({ enterpriseIds: [] })), 'enterpriseIds', /请选择接收企业/);
    refused(await admin('POST', '', message({ enterpriseIds: [999999] })), 'enterpriseIds', /所选企业不存在/);
    refused(await admin('POST', '', message({ bodyFormat: 'html', body: '<script>alert(1)</script>' })), 'body', /正文不能为空/);
    refused(await admin('GET', '/page?beginDate=2026-02-01&endDate=2026-01-01'), 'beginDate');
    expect((await admin('GET', '/page')).data.total).toBe(before);
  });

  it('enterprises without members: refused with a clear message, nothing stored', async () => {
    const { rows } = await t.db.query<{ id: number }>(`INSERT INTO enterprise (name, type) VALUES ('无人企业', 0) RETURNING id`);
    const before = (await admin('GET', '/page')).data.total;
    refused(await admin('POST', '', message({ enterpriseIds: [Number(rows[0].id)] })), 'enterpriseIds', /没有可接收消息的用户/);
    expect((await admin('GET', '/page')).data.total).toBe(before);
  });
});

describe('recipients', () => {
  it('exactly the active members of the chosen enterprises; other enterprises see nothing', async () => {
    const body = message();
    const res = await admin('POST', '', body);
    expect(res.code).toBe(1000000);
    const expected = await members([jiangsu]);
    expect(expected.length).toBeGreaterThan(1);
    expect(await noticeOwners(res.data.id)).toEqual(expected);
    expect(res.data.recipientCount).toBe(expected.length);
    expect(await inboxTitles(liJiangsu)).toContain(body.title);
    expect(await inboxTitles(liZhejiang)).not.toContain(body.title);
  });

  it('only their admins; all enterprises reaches every member of every enterprise', async () => {
    const admins = await admin('POST', '', message({ enterpriseIds: [jiangsu, zhejiang], adminsOnly: true }));
    const expectedAdmins = await members([jiangsu, zhejiang], true);
    expect(expectedAdmins.length).toBeGreaterThan(0);
    expect(await noticeOwners(admins.data.id)).toEqual(expectedAdmins);

    const all = await admin('POST', '', message({ target: 'all', enterpriseIds: undefined }));
    const { rows } = await t.db.query<{ id: number }>('SELECT id::int AS id FROM enterprise WHERE type = 0');
    expect(await noticeOwners(all.data.id)).toEqual(await members(rows.map((r) => r.id)));
  });
});

describe('body and link', () => {
  it('a rich body is sanitised; the inbox gets its text and the in-app link', async () => {
    const body = `<p>请查看<strong>新规</strong></p>${XSS_VECTORS.join('')}`;
    const res = await admin('POST', '', message({ bodyFormat: 'html', body, link: '/contentManagement/page' }));
    expect(res.code).toBe(1000000);
    const detail = (await admin('GET', `/${res.data.id}`)).data;
    expect(detail.body).toContain('<strong>新规</strong>');
    for (const pattern of EXECUTABLE_MARKUP) expect(detail.body).not.toMatch(pattern);
    const notice = ((await liJiangsu('GET', '/page?pageSize=100&type=5')).data.records as Json[]).find((r) => r.bizId === String(res.data.id))!;
    expect(notice.content.startsWith('请查看新规')).toBe(true);
    expect(notice.content).not.toMatch(/<[a-z]/i);
    expect(notice.link).toBe('/contentManagement/page');
  });
});

describe('list and counts', () => {
  it('recipient and read counts, search by title and sending day, detail with its enterprises', async () => {
    const body = message({ title: `阅读统计-${Date.now().toString(36)}` });
    const { data: sent } = await admin('POST', '', body);
    const row = async () => ((await admin('GET', `/page?title=${encodeURIComponent(body.title)}`)).data.records as Json[]);
    expect((await row()).map((r) => [r.title, r.recipientCount, r.readCount])).toEqual([[body.title, sent.recipientCount, 0]]);

    const notice = ((await liJiangsu('GET', '/page?pageSize=100&type=5')).data.records as Json[]).find((r) => r.bizId === String(sent.id))!;
    expect((await liJiangsu('PUT', '/read', { ids: [notice.id] })).code).toBe(1000000);
    expect((await row())[0].readCount).toBe(1);

    const detail = (await admin('GET', `/${sent.id}`)).data;
    expect(detail).toMatchObject({ title: body.title, bodyFormat: 'text', body: body.body, target: 'chosen', enterpriseCount: 1, readCount: 1, recipientCount: sent.recipientCount, link: null });
    expect(detail.enterprises).toEqual([{ id: jiangsu, name: '江苏绿源化工有限公司' }]);

    const today = (await t.db.query<{ d: string }>(`SELECT to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS d`)).rows[0].d;
    const titled = `&title=${encodeURIComponent(body.title)}`;
    expect((await admin('GET', `/page?beginDate=${today}&endDate=${today}${titled}`)).data.total).toBe(1);
    expect((await admin('GET', `/page?endDate=2020-01-01${titled}`)).data.total).toBe(0);
    expect((await admin('GET', '/999999')).code).toBe(2010105);
  });
});
