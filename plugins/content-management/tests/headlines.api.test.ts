// Environmental headlines through the whole server: the news-status and synopsis-status machines
// (docs/decisions.md "Headline states"), every transition allowed and refused; the body sanitised on
// every save; enterprise users see published articles only; writes belong to the back office.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/helpers/testApp';
import { EXECUTABLE_MARKUP, XSS_VECTORS } from '../../../tests/support/xss-vectors';
import { CONTENT_KEYS } from '../contract';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => Promise<Json>;

const CLIENT = '/api/enterprise-side-app/contentManagement';
const ADMIN = '/api/operation-manage/contentManagement';

let t: TestApp;
let admin: Call; // the seeded operations admin: every back-office key
let viewer: Call; // 李娜, read-only in 江苏
let zhang: Call; // 张伟, enterprise admin in 浙江
let zhangAsAdmin: Call; // 张伟's client token on back-office routes
let readOnlyOperator: Call; // a back-office account holding the view key only

async function as(token: string, base: string, enterpriseId?: number): Promise<Call> {
  return async (method, url, body) =>
    (await t.app.inject({ method, url: `${base}${url}`, headers: t.headers(token, enterpriseId), payload: body as object | undefined })).json();
}

/** A second back-office account with a role holding only the view key (as the role screen would grant). */
async function operatorWithViewOnly(): Promise<string> {
  const { rows } = await t.db.query<{ id: number }>(`INSERT INTO role (name, code, area) VALUES ('内容查看', 'content-viewer', 'admin') RETURNING id`);
  await t.db.query('INSERT INTO role_permission (role_id, perm) VALUES ($1, $2)', [rows[0].id, CONTENT_KEYS.adminView]);
  await t.db.query(
    `INSERT INTO app_user (phone, account, name, password_hash, status, is_admin_area, admin_role_id)
     SELECT '13900000077', 'viewer-ops', '运营查看', password_hash, 1, true, $1 FROM app_user WHERE account = 'admin'`,
    [rows[0].id],
  );
  return t.adminLogin('viewer-ops', 'Admin@2024');
}

beforeAll(async () => {
  t = await createTestApp({ schemas: [] });
  const jiangsu = await t.enterpriseId('江苏绿源化工有限公司');
  const zhejiang = await t.enterpriseId('浙江清泉水务有限公司');
  admin = await as(await t.adminLogin('admin', 'Admin@2024'), ADMIN);
  viewer = await as(await t.login('13800000002', 'Demo@2024'), CLIENT, jiangsu);
  const zhangToken = await t.login('13800000001', 'Demo@2024');
  zhang = await as(zhangToken, CLIENT, zhejiang);
  zhangAsAdmin = await as(zhangToken, ADMIN);
  readOnlyOperator = await as(await operatorWithViewOnly(), ADMIN);
});
afterAll(async () => t?.close());

async function write(title: string, extra: Json = {}): Promise<number> {
  const res = await admin('POST', '', { title, synopsis: `${title}的摘要`, body: `<p>${title}正文</p>`, ...extra });
  expect(res.code).toBe(1000000);
  return res.data.id;
}
const states = async (id: number) => {
  const { data } = await admin('GET', `/${id}`);
  return [data.newsStatus, data.synopsisStatus];
};
const refused = (res: Json, field: string, text: RegExp) => {
  expect(res.code).toBe(2010102);
  expect(res.data.errors.map((e: Json) => e.field)).toContain(field);
  expect(res.msg).toMatch(text);
};
const titlesSeenBy = async (who: Call, query = '') => ((await who('GET', `/page?pageSize=50${query}`)).data.records as Json[]).map((r) => r.title);

describe('news status', () => {
  it('0 → 1 → 2 → 1: publish, withdraw, publish again; each refused from the wrong state', async () => {
    const id = await write('新闻状态流转');
    expect(await states(id)).toEqual([0, 1]);
    refused(await admin('POST', `/${id}/withdraw`), 'newsStatus', /当前状态“未发布”不能撤回/);

    expect((await admin('POST', `/${id}/publish`)).code).toBe(1000000);
    expect(await states(id)).toEqual([1, 1]);
    const published = (await admin('GET', `/${id}`)).data;
    expect(published.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    refused(await admin('POST', `/${id}/publish`), 'newsStatus', /当前状态“已发布”不能发布/);

    expect((await admin('POST', `/${id}/withdraw`)).code).toBe(1000000);
    expect(await states(id)).toEqual([2, 1]);
    refused(await admin('POST', `/${id}/withdraw`), 'newsStatus', /当前状态“已撤回”不能撤回/);

    expect((await admin('POST', `/${id}/publish`)).code).toBe(1000000);
    expect(await states(id)).toEqual([1, 1]);
  });

  it('edits and deletes only what readers cannot see', async () => {
    const id = await write('编辑与删除');
    expect((await admin('PUT', '', { id, title: '编辑与删除（改）', body: '<p>改过的正文</p>' })).code).toBe(1000000);
    await admin('POST', `/${id}/publish`);
    refused(await admin('PUT', '', { id, title: '发布后再改', body: '<p>x</p>' }), 'newsStatus', /当前状态“已发布”不能编辑/);
    refused(await admin('DELETE', `/${id}`), 'newsStatus', /当前状态“已发布”不能删除/);
    expect((await admin('GET', `/${id}`)).data.title).toBe('编辑与删除（改）');

    await admin('POST', `/${id}/withdraw`);
    expect((await admin('PUT', '', { id, title: '撤回后修改', body: '<p>撤回后修改</p>' })).code).toBe(1000000);
    expect((await admin('DELETE', `/${id}`)).code).toBe(1000000);
    expect((await admin('GET', `/${id}`)).code).toBe(2010105);
    expect((await admin('POST', `/${id}/publish`)).code).toBe(2010105);
  });

  it('answers in English when asked', async () => {
    const id = await write('English refusal');
    const res = (await t.app.inject({ method: 'POST', url: `${ADMIN}/${id}/withdraw`, headers: { ...t.headers(await t.adminLogin('admin', 'Admin@2024')), 'accept-language': 'en-US' } })).json();
    refused(res, 'newsStatus', /an article that is unpublished cannot be withdrawn/);
    admin = await as(await t.adminLogin('admin', 'Admin@2024'), ADMIN); // the sign-in above superseded the first session
  });
});

describe('synopsis status', () => {
  it('1 → 2 → 0 → 2 beside a published article; withdrawing the article withdraws its synopsis', async () => {
    const id = await write('摘要状态流转');
    refused(await admin('POST', `/${id}/synopsis/publish`), 'newsStatus', /文章未发布，不能发布摘要/);
    refused(await admin('POST', `/${id}/synopsis/withdraw`), 'synopsisStatus', /摘要当前状态“未发布”不能撤回/);
    await admin('POST', `/${id}/publish`);

    expect((await admin('POST', `/${id}/synopsis/publish`)).code).toBe(1000000);
    expect(await states(id)).toEqual([1, 2]);
    refused(await admin('POST', `/${id}/synopsis/publish`), 'synopsisStatus', /摘要当前状态“已发布”不能发布/);
    expect((await admin('POST', `/${id}/synopsis/withdraw`)).code).toBe(1000000);
    expect(await states(id)).toEqual([1, 0]);
    expect((await admin('POST', `/${id}/synopsis/publish`)).code).toBe(1000000);
    expect(await states(id)).toEqual([1, 2]);

    await admin('POST', `/${id}/withdraw`);
    expect(await states(id)).toEqual([2, 0]);
    // Published again, the article comes back without its synopsis until that is published again too.
    await admin('POST', `/${id}/publish`);
    expect(await states(id)).toEqual([1, 0]);
  });

  it('never publishes an empty synopsis', async () => {
    const id = await write('无摘要', { synopsis: '   ' });
    await admin('POST', `/${id}/publish`);
    refused(await admin('POST', `/${id}/synopsis/publish`), 'synopsis', /摘要为空，不能发布/);
    expect(await states(id)).toEqual([1, 1]);
  });
});

describe('sanitising', () => {
  it('stores no payload of the 28 vectors, on create and on every edit', async () => {
    const payload = XSS_VECTORS.map((v, i) => `<p>第${i}段</p>${v}`).join('');
    const id = await write('XSS 写入', { body: payload });
    const created = (await admin('GET', `/${id}`)).data.body as string;
    for (const pattern of EXECUTABLE_MARKUP) expect(created).not.toMatch(pattern);
    expect(created).toContain('<p>第0段</p>');

    // Every vector on its own through an edit: the text before it survives, nothing executable does.
    for (const [i, vector] of XSS_VECTORS.entries()) {
      expect((await admin('PUT', '', { id, title: 'XSS 修改', body: `<p>改${i}</p>${vector}` })).code).toBe(1000000);
      const edited = (await admin('GET', `/${id}`)).data.body as string;
      for (const pattern of EXECUTABLE_MARKUP) expect(edited).not.toMatch(pattern);
      expect(edited.startsWith(`<p>改${i}</p>`)).toBe(true);
    }
    const edited = (await admin('GET', `/${id}`)).data.body as string;
    const { rows } = await t.db.query<{ body: string }>('SELECT body FROM content_article WHERE id = $1', [id]);
    expect(rows[0].body).toBe(edited);
  });

  it('refuses a body nothing survives of, naming the field, and bad input without storing anything', async () => {
    const before = (await admin('GET', '/page')).data.total;
    refused(await admin('POST', '', { title: '只有脚本', body: '<script>alert(1)</script>' }), 'body', /正文不能为空/);
    expect((await admin('POST', '', { title: '  ', body: '<p>x</p>' })).code).toBe(2010102);
    expect((await admin('POST', '', { title: 'x'.repeat(101), body: '<p>x</p>' })).code).toBe(2010102);
    expect((await admin('POST', '', { title: '多余字段', body: '<p>x</p>', newsStatus: 1 })).code).toBe(2010102);
    expect((await admin('GET', '/page')).data.total).toBe(before);
  });
});

describe('what enterprise users see', () => {
  it('published articles only, in every enterprise; unpublished and withdrawn ones do not exist for them', async () => {
    const draft = await write('读者不可见的草稿');
    const live = await write('读者可见的头条');
    const gone = await write('读者看不到的撤回');
    await admin('POST', `/${live}/publish`);
    await admin('POST', `/${gone}/publish`);
    await admin('POST', `/${gone}/withdraw`);

    for (const who of [viewer, zhang]) {
      const titles = await titlesSeenBy(who);
      expect(titles).toContain('读者可见的头条');
      expect(titles).not.toContain('读者不可见的草稿');
      expect(titles).not.toContain('读者看不到的撤回');
      expect((await who('GET', `/${draft}`)).code).toBe(2010105);
      expect((await who('GET', `/${gone}`)).code).toBe(2010105);
      expect((await who('GET', `/${live}`)).data.title).toBe('读者可见的头条');
    }
    // The seeded draft is not among them either.
    expect((await titlesSeenBy(viewer)).some((title) => title.includes('草稿'))).toBe(false);
  });

  it('shows the synopsis only while it is published', async () => {
    const id = await write('摘要可见性');
    await admin('POST', `/${id}/publish`);
    const row = async () => ((await viewer('GET', '/page?title=摘要可见性')).data.records as Json[])[0];
    expect((await row()).synopsis).toBeNull();
    await admin('POST', `/${id}/synopsis/publish`);
    expect((await row()).synopsis).toBe('摘要可见性的摘要');
    await admin('POST', `/${id}/synopsis/withdraw`);
    expect((await row()).synopsis).toBeNull();
  });

  it('searches by title and publication date (Beijing days); a reversed range is refused', async () => {
    const id = await write('检索专用-臭氧');
    await admin('POST', `/${id}/publish`);
    expect(await titlesSeenBy(viewer, `&title=${encodeURIComponent('检索专用')}`)).toEqual(['检索专用-臭氧']);
    const today = (await admin('GET', `/${id}`)).data.publishedAt.slice(0, 10);
    expect(await titlesSeenBy(viewer, `&beginDate=${today}&endDate=${today}&title=${encodeURIComponent('检索专用')}`)).toEqual(['检索专用-臭氧']);
    expect(await titlesSeenBy(viewer, `&endDate=2020-01-01&title=${encodeURIComponent('检索专用')}`)).toEqual([]);
    refused(await viewer('GET', `/page?beginDate=2024-02-01&endDate=2024-01-01`), 'beginDate', /开始日期不能晚于结束日期/);
    expect((await viewer('GET', `/page?title=${'长'.repeat(21)}`)).code).toBe(2010102);
  });

  it('counts each reader once', async () => {
    const id = await write('阅读量');
    await admin('POST', `/${id}/publish`);
    expect((await viewer('GET', `/${id}`)).data.readCount).toBe(1);
    expect((await viewer('GET', `/${id}`)).data.readCount).toBe(1);
    expect((await zhang('GET', `/${id}`)).data.readCount).toBe(2);
    expect((await admin('GET', `/${id}`)).data.readCount).toBe(2);
    expect(((await zhang('GET', '/page?title=阅读量')).data.records as Json[])[0].readCount).toBe(2);
  });
});

describe('who may write', () => {
  it('enterprise users reach no back-office route; an operator without the keys is refused', async () => {
    const id = await write('权限检查');
    for (const [method, url, body] of [
      ['GET', '/page', undefined],
      ['POST', '', { title: '企业用户写', body: '<p>x</p>' }],
      ['POST', `/${id}/publish`, undefined],
      ['DELETE', `/${id}`, undefined],
    ] as const) {
      const res = await zhangAsAdmin(method, url, body);
      expect(res.code).not.toBe(1000000);
    }
    expect((await readOnlyOperator('GET', '/page')).code).toBe(1000000);
    expect((await readOnlyOperator('POST', '', { title: '无权写', body: '<p>x</p>' })).code).toBe(2010103);
    expect((await readOnlyOperator('POST', `/${id}/publish`)).code).toBe(2010103);
    expect((await readOnlyOperator('POST', `/${id}/synopsis/publish`)).code).toBe(2010103);
    expect((await readOnlyOperator('DELETE', `/${id}`)).code).toBe(2010103);
    expect(await states(id)).toEqual([0, 1]);
    // The client routes offer no write at all.
    expect((await t.app.inject({ method: 'POST', url: CLIENT, payload: { title: 'x', body: '<p>x</p>' } })).statusCode).toBe(404);
  });
});
