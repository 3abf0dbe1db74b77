import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prehashPassword } from '../../data-providers/password';
import { hashPassword } from '../../server/core/passwords';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ schemas: [] });
  for (const [key, name] of Object.entries({
    group: '绿源环境集团',
    jiangsu: '江苏绿源化工有限公司',
    zhejiang: '浙江清泉水务有限公司',
    anhui: '安徽绿源新材料有限公司',
    shandong: '山东绿源环保科技有限公司',
    shanghai: '上海绿源固废处置有限公司',
  })) {
    ids[key] = await t.enterpriseId(name);
  }
});
afterAll(() => t?.close());

const LOGIN = '/api/enterprise-side-app/auth/login/phonePassword';
const LOGOUT = '/api/enterprise-side-app/auth/logout';
const HEARTBEAT = '/api/enterprise-side-auth/token/heartbeat/connect';
const ENTERPRISES = '/api/enterprise-side-app/userEnterprise/authorizationEnterpriseList';
const USER_INFO = '/api/enterprise-side-app/user/center/info';
const DICT = '/api/enterprise-side-app/dict/all';
const ADMIN_LOGIN = '/api/operation-manage/auth/login';
const ADMIN_LOGOUT = '/api/operation-manage/auth/logout';
const ADMIN_INFO = '/api/operation-manage/user/info';

/** A user of its own per test, so lockouts and revocations never leak into other tests. */
async function createUser(phone: string, password: string, grants: number[] = [ids.jiangsu]): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO app_user (phone, name, password_hash) VALUES ($1, '测试用户', $2) RETURNING id`,
    [phone, await hashPassword(prehashPassword(password))],
  );
  for (const enterpriseId of grants) {
    await t.db.query(
      `INSERT INTO user_enterprise (user_id, enterprise_id, role_id) SELECT $1, $2, id FROM role WHERE code = 'enterprise_admin'`,
      [rows[0].id, enterpriseId],
    );
  }
  return rows[0].id;
}

const loginWith = (phone: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: LOGIN, headers, payload: { phone, password: prehashPassword(password), clientType: 0 } });

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('client sign-in', () => {
  it('signs in with phone and pre-hashed password', async () => {
    const before = Date.now();
    const res = await loginWith('13800000001', 'Demo@2024');
    const body = res.json();
    expect(body.code).toBe(1000000);
    expect(body.data).toMatchObject({ name: '张伟', phone: '13800000001' });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.userId).toEqual(expect.any(Number));
    // Expiry is the configured idle lifetime from now (epoch ms).
    expect(body.data.expireTime).toBeGreaterThanOrEqual(before + t.config.sessionTtlSeconds * 1000 - 2000);
    expect(body.data.expireTime).toBeLessThanOrEqual(Date.now() + t.config.sessionTtlSeconds * 1000 + 2000);
  });

  it('stores only the SHA-256 of the token', async () => {
    const token = (await loginWith('13800000002', 'Demo@2024')).json().data.token;
    const hashed = createHash('sha256').update(token).digest('hex');
    expect((await t.db.query('SELECT 1 FROM session WHERE id = $1', [hashed])).rows).toHaveLength(1);
    const leaked = await t.db.query(`SELECT 1 FROM session s WHERE position($1 in row_to_json(s)::text) > 0`, [token]);
    expect(leaked.rows).toHaveLength(0);
  });

  it('answers a wrong password and an unknown phone with the same generic message', async () => {
    await createUser('13700000001', 'Right@2024');
    const wrong = (await loginWith('13700000001', 'Wrong@2024')).json();
    const unknown = (await loginWith('13799999999', 'Wrong@2024')).json();
    expect(wrong).toEqual({ code: 2010102, msg: '账号或密码错误', data: null });
    expect(unknown).toEqual(wrong);
    const en = (await loginWith('13799999999', 'Wrong@2024', { 'accept-language': 'en-US' })).json();
    expect(en.msg).toBe('Wrong account or password');
  });

  it('refuses a password that was not pre-hashed', async () => {
    const res = await t.app.inject({ method: 'POST', url: LOGIN, payload: { phone: '13800000001', password: 'Demo@2024', clientType: 0 } });
    expect(res.json().code).toBe(2010102);
    expect(res.json().data.errors).toEqual([{ field: 'password', message: '格式不正确' }]);
  });

  // Throttling of wrong passwords (no lockout of the owner): identity-signin-throttle.test.ts.

  it('a disabled account cannot sign in, and its live sessions answer 402', async () => {
    const userId = await createUser('13700000003', 'Right@2024');
    const token = (await loginWith('13700000003', 'Right@2024')).json().data.token;
    await t.db.query('UPDATE app_user SET status = 0 WHERE id = $1', [userId]);

    const res = await get(ENTERPRISES, t.headers(token));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 402, msg: '账号已停用，请联系超级管理员或运营人员' });

    const login = (await loginWith('13700000003', 'Right@2024')).json();
    expect(login).toEqual({ code: 2010103, msg: '账号已停用，请联系超级管理员或运营人员', data: null });
    // The disabled state is revealed only to someone who knows the password.
    expect((await loginWith('13700000003', 'Wrong@2024')).json().msg).toBe('账号或密码错误');
  });

  it('a new sign-in supersedes the older session of the same user (403)', async () => {
    await createUser('13700000004', 'Right@2024');
    const first = (await loginWith('13700000004', 'Right@2024')).json().data.token;
    const second = (await loginWith('13700000004', 'Right@2024')).json().data.token;
    const old = await get(HEARTBEAT, t.headers(first));
    expect(old.statusCode).toBe(403);
    expect(old.json()).toMatchObject({ code: 403, msg: '账号已在其他浏览器登录，如非本人操作请修改密码' });
    expect((await get(HEARTBEAT, t.headers(second))).statusCode).toBe(200);
  });

  it('logout revokes the session: later calls answer 401', async () => {
    await createUser('13700000005', 'Right@2024');
    const token = (await loginWith('13700000005', 'Right@2024')).json().data.token;
    const out = await t.app.inject({ method: 'DELETE', url: LOGOUT, headers: t.headers(token) });
    expect(out.json()).toEqual({ code: 1000000, msg: 'success', data: null });
    const after = await get(ENTERPRISES, t.headers(token));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 401, msg: '登录已过期，请重新登录' });
    // Signing out twice is harmless.
    expect((await t.app.inject({ method: 'DELETE', url: LOGOUT, headers: t.headers(token) })).json().code).toBe(1000000);
  });

  it('answers 401 for a missing, malformed, unknown or expired token (Bearer accepted)', async () => {
    expect((await get(ENTERPRISES, {})).statusCode).toBe(401);
    expect((await get(ENTERPRISES, { authorization: 'not a token' })).statusCode).toBe(401);
    expect((await get(ENTERPRISES, { authorization: 'A'.repeat(43) })).statusCode).toBe(401);

    await createUser('13700000006', 'Right@2024');
    const token = (await loginWith('13700000006', 'Right@2024')).json().data.token;
    expect((await get(ENTERPRISES, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    await t.db.query(`UPDATE session SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      createHash('sha256').update(token).digest('hex'),
    ]);
    expect((await get(ENTERPRISES, t.headers(token))).statusCode).toBe(401);
  });

  it('heartbeat extends the session; other calls write the expiry at most once per 30 s', async () => {
    await createUser('13700000007', 'Right@2024');
    const token = (await loginWith('13700000007', 'Right@2024')).json().data.token;
    const id = createHash('sha256').update(token).digest('hex');
    const lastSeen = async () => (await t.db.query<{ s: string }>(`SELECT last_seen_at::text AS s FROM session WHERE id = $1`, [id])).rows[0].s;

    // Pretend the session is 10 minutes into its life.
    await t.db.query(`UPDATE session SET last_seen_at = now() - interval '10 minutes', expires_at = now() + interval '5 minutes' WHERE id = $1`, [id]);
    const beat = (await get(HEARTBEAT, t.headers(token))).json();
    expect(beat.code).toBe(1000000);
    expect(beat.data.expireTime).toBeGreaterThan(Date.now() + t.config.sessionTtlSeconds * 1000 - 5000);

    // Fresh session: a normal call does not write.
    const seen = await lastSeen();
    await get(ENTERPRISES, t.headers(token));
    expect(await lastSeen()).toBe(seen);

    // Last write over 30 s ago: the next call slides the expiry.
    await t.db.query(`UPDATE session SET last_seen_at = now() - interval '31 seconds', expires_at = now() + interval '1 minute' WHERE id = $1`, [id]);
    await get(ENTERPRISES, t.headers(token));
    const { rows } = await t.db.query<{ left: number }>(`SELECT extract(epoch FROM expires_at - now())::int4 AS left FROM session WHERE id = $1`, [id]);
    expect(rows[0].left).toBeGreaterThan(t.config.sessionTtlSeconds - 10);
  });
});

describe('enterprise scoping', () => {
  let zhang: string;
  let li: string;
  beforeAll(async () => {
    zhang = await t.login('13800000001', 'Demo@2024');
    li = await t.login('13800000002', 'Demo@2024');
  });

  it('lists the user’s enterprises with their state, without an enterprise header', async () => {
    const body = (await get(ENTERPRISES, t.headers(zhang))).json();
    expect(body.code).toBe(1000000);
    const byId = new Map(body.data.map((e: { id: number }) => [e.id, e]));
    expect(body.data).toHaveLength(6);
    expect(byId.get(ids.group)).toMatchObject({ name: '绿源环境集团', type: 1, actived: 1, expired: false });
    expect(byId.get(ids.jiangsu)).toMatchObject({ type: 0, actived: 1, expired: false, trial: false, target: 0, editionId: 1 });
    expect(byId.get(ids.anhui)).toMatchObject({ actived: 1, expired: false, trial: true });
    expect(byId.get(ids.shandong)).toMatchObject({ actived: 1, expired: true });
    expect(byId.get(ids.shanghai)).toMatchObject({ actived: 0, expired: false });

    const liList = (await get(ENTERPRISES, t.headers(li))).json().data.map((e: { name: string }) => e.name).sort();
    expect(liList).toEqual(['江苏绿源化工有限公司', '浙江清泉水务有限公司'].sort());
  });

  it('answers user centre info for a granted enterprise', async () => {
    const body = (await get(USER_INFO, t.headers(li, ids.zhejiang))).json();
    expect(body.code).toBe(1000000);
    expect(body.data).toMatchObject({ name: '李娜', phone: '13800000002', roleNameList: ['只读用户'] });
    expect(body.data.permissions).toEqual(expect.any(Array));
    expect(body.data.expireTime).toBeGreaterThan(Date.now());
  });

  it.each([
    ['an enterprise the user has no grant for', () => ids.anhui],
    ['an enterprise that does not exist', () => 987654],
  ])('refuses %s with 2010103', async (_label, enterpriseId) => {
    const res = await get(USER_INFO, t.headers(li, enterpriseId()));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 2010103, msg: '没有权限' });
  });

  it('refuses a disabled or expired enterprise even with a grant', async () => {
    expect((await get(USER_INFO, t.headers(zhang, ids.shanghai))).json().code).toBe(2010103);
    expect((await get(USER_INFO, t.headers(zhang, ids.shandong))).json().code).toBe(2010103);
    expect((await get(USER_INFO, t.headers(zhang, ids.anhui))).json().code).toBe(1000000);
  });

  it('refuses a missing or malformed enterprise_id header', async () => {
    expect((await get(USER_INFO, t.headers(zhang))).json().code).toBe(2010103);
    expect((await get(USER_INFO, { ...t.headers(zhang), enterprise_id: '1 OR 1=1' })).json().code).toBe(2010103);
  });
});

describe('back office', () => {
  it('signs in by account or phone and answers user info', async () => {
    const token = await t.adminLogin('admin', 'Admin@2024');
    expect(await t.adminLogin('13900000000', 'Admin@2024')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = (await get(ADMIN_INFO, { authorization: token })).json();
    expect(info.code).toBe(1000000);
    expect(info.data).toMatchObject({ account: 'admin', phone: '13900000000', roleNameList: ['运营管理员'] });
  });

  it('does not let a client user into the back office', async () => {
    const res = await t.app.inject({ method: 'POST', url: ADMIN_LOGIN, payload: { account: '13800000002', password: prehashPassword('Demo@2024') } });
    expect(res.json()).toMatchObject({ code: 2010102, msg: '账号或密码错误' });
  });

  it('keeps the two areas apart: each token is 401 in the other area', async () => {
    const adminToken = await t.adminLogin('admin', 'Admin@2024');
    const clientToken = await t.login('13800000002', 'Demo@2024');
    expect((await get(ENTERPRISES, { authorization: adminToken })).statusCode).toBe(401);
    expect((await get(USER_INFO, t.headers(adminToken, ids.jiangsu))).statusCode).toBe(401);
    expect((await get(ADMIN_INFO, { authorization: clientToken })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: LOGOUT, headers: { authorization: adminToken } })).statusCode).toBe(401);
  });

  it('logs out of the back office', async () => {
    const token = await t.adminLogin('admin', 'Admin@2024');
    expect((await t.app.inject({ method: 'DELETE', url: ADMIN_LOGOUT, headers: { authorization: token } })).json().code).toBe(1000000);
    expect((await get(ADMIN_INFO, { authorization: token })).statusCode).toBe(401);
  });
});

describe('dictionaries', () => {
  it('needs a client session', async () => {
    expect((await get(DICT, {})).statusCode).toBe(401);
  });

  it('answers every dictionary with labels in the request language', async () => {
    const token = await t.login('13800000002', 'Demo@2024');
    const zh = (await get(DICT, t.headers(token))).json();
    const en = (await get(DICT, { ...t.headers(token), 'accept-language': 'en-US' })).json();
    const status = (list: { type: string; children: { value: string; label: string }[] }[]) => list.find((d) => d.type === 'device_status')!;
    expect(status(zh.data).children).toContainEqual({ value: '1', label: '在用' });
    expect(status(en.data).children).toContainEqual({ value: '1', label: 'In use' });
    expect(zh.data.map((d: { type: string }) => d.type)).toEqual(en.data.map((d: { type: string }) => d.type));
  });
});
