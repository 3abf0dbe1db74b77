import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp';

/**
 * Group scope (server/plugins/auth/groupScope.ts, docs/groups.md): group-wide routes need a management
 * group in enterprise_id; the member_enterprise_id header reads one member, read-only, and only a member
 * of that group. Everything else answers 2010103 without data.
 */

const APP = '/api/enterprise-side-app';
const DEVICES = `${APP}/account/deviceInventory/page`;
const NAMES = { group: '绿源环境集团', jiangsu: '江苏绿源化工有限公司', zhejiang: '浙江清泉水务有限公司', shanghai: '上海绿源固废处置有限公司', hebei: '河北绿源环境工程有限公司' };

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let admin: string;
let viewer: string;
let ids: Record<keyof typeof NAMES, number>;

async function call(method: 'GET' | 'DELETE', url: string, token: string, enterpriseId: number, member?: number | string): Promise<Json> {
  const headers: Record<string, string> = { ...t.headers(token, enterpriseId) };
  if (member !== undefined) headers.member_enterprise_id = String(member);
  const res = await t.app.inject({ method, url, headers });
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  const entries = await Promise.all(Object.entries(NAMES).map(async ([k, name]) => [k, await t.enterpriseId(name)] as const));
  ids = Object.fromEntries(entries) as typeof ids;
  admin = await t.login('13800000001', 'Demo@2024');
  viewer = await t.login('13800000002', 'Demo@2024');
});

afterAll(() => t?.close());

describe('group/memberList', () => {
  it('lists the group members, effective ones flagged, for a group manager', async () => {
    const body = await call('GET', `${APP}/group/memberList`, admin, ids.group);
    expect(body.code).toBe(1000000);
    const byName = new Map((body.data as Json[]).map((m) => [m.name, m]));
    expect(byName.get(NAMES.jiangsu)).toMatchObject({ effective: true, manageAddress: '江苏省苏州市虎丘区滨河路1688号' });
    expect(byName.get(NAMES.shanghai)).toMatchObject({ effective: false, actived: 0 });
    expect(byName.has(NAMES.group)).toBe(false);
  });

  it('answers 2010103 under an enterprise that is not a group, and for a group without the grant', async () => {
    expect((await call('GET', `${APP}/group/memberList`, admin, ids.jiangsu)).code).toBe(2010103);
    const forged = await call('GET', `${APP}/group/memberList`, viewer, ids.group);
    expect(forged.code).toBe(2010103);
    expect(JSON.stringify(forged)).not.toContain(NAMES.zhejiang);
  });
});

describe('member scope (member_enterprise_id)', () => {
  it('reads a member ledger through the group exactly as the member itself answers', async () => {
    const scoped = await call('GET', `${DEVICES}?pageNum=1&pageSize=50`, admin, ids.group, ids.jiangsu);
    const own = await call('GET', `${DEVICES}?pageNum=1&pageSize=50`, admin, ids.jiangsu);
    expect(scoped.code).toBe(1000000);
    expect(scoped.data.total).toBeGreaterThan(0);
    expect(scoped.data).toEqual(own.data);
  });

  it('refuses writes in the member scope', async () => {
    const before = await call('GET', `${DEVICES}?pageNum=1&pageSize=10`, admin, ids.jiangsu);
    const body = await call('DELETE', `${APP}/account/deviceInventory/${before.data.records[0].id}`, admin, ids.group, ids.jiangsu);
    expect(body.code).toBe(2010103);
    const after = await call('GET', `${DEVICES}?pageNum=1&pageSize=10`, admin, ids.jiangsu);
    expect(after.data.total).toBe(before.data.total);
  });

  it('answers 2010103 for a non-member, an ineffective member, a malformed id, or under a plain enterprise', async () => {
    await t.db.query(`INSERT INTO enterprise (name, type, actived, edition_id) VALUES ('外部独立企业', 0, 1, 1)`);
    const outsider = await t.enterpriseId('外部独立企业');
    for (const member of [outsider, ids.shanghai, ids.group, 'abc', '0']) {
      const body = await call('GET', `${DEVICES}?pageNum=1&pageSize=10`, admin, ids.group, member);
      expect(body.code, String(member)).toBe(2010103);
      expect(body.data ?? null).toBeNull();
    }
    // A member header under an enterprise (not a group) never widens it to another enterprise.
    expect((await call('GET', `${DEVICES}?pageNum=1&pageSize=10`, admin, ids.jiangsu, ids.zhejiang)).code).toBe(2010103);
    // A user without a grant on the group cannot borrow it, even for an enterprise they belong to.
    expect((await call('GET', `${DEVICES}?pageNum=1&pageSize=10`, viewer, ids.group, ids.jiangsu)).code).toBe(2010103);
  });

  it('keeps group-wide routes out of the member scope', async () => {
    expect((await call('GET', `${APP}/group/memberList`, admin, ids.group, ids.jiangsu)).code).toBe(2010103);
  });
});
