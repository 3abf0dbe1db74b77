// Issue #3 "Done when": a user of enterprise A who forges enterprise_id=B, or uses B's record ids, gets
// none of B's data — checked on EVERY route the app registers (fastify's route table), not a sample.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prehashPassword } from '../../data-providers/password';
import { DEMO_ENTERPRISES } from '../../server/seed/demoData';
import { createTestApp, type TestApp } from './helpers/testApp';
import { EVENT_STREAMS, parseRouteTree, requestFor, type Operation, type Route } from './security-routes';
import { baseStorageConfig, sampleFile, uploadFile } from './storage-harness';

// A = 河北 (王芳 is its enterprise admin, so permission checks pass and only the scope is tested);
// B = 浙江 (王芳 has no grant there). 张伟 is B's enterprise admin: he reads B's data for the comparisons.
const ATTACKER = '13800000003';
const B_OWNER = '13800000001';
const A_NAME = '河北绿源环境工程有限公司';
const B = DEMO_ENTERPRISES.find((e) => e.key === 'zhejiang')!;
// Strings only B's data holds: none may appear in an answer to A's user.
const B_MARKERS = [B.name, B.socialCreditCode, B.contactPhone, B.archive?.legalPersonName, B.archive?.legalPersonIdCard, B.archive?.manageAddress].filter(
  (m): m is string => typeof m === 'string' && m.length > 0,
);

// Routes that are not API operations: the SPA, the API document itself, and the local store's object
// URLs (authorised by their signature, tested in storage-local.test.ts).
const UNDOCUMENTED = new Set(['GET /', 'GET /api/openapi.json', 'GET /local/o/*', 'PUT /local/o/*']);

let t: TestApp;
let storageRoot: string;
let routes: Route[];
let operations: Map<string, Operation>;
let attacker: string;
let owner: string;
let aId: number;
let bId: number;

beforeAll(async () => {
  storageRoot = mkdtempSync(join(tmpdir(), 'ec-scope-'));
  t = await createTestApp({ storage: baseStorageConfig({ kind: 'local', localRoot: storageRoot }) });
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  operations = new Map();
  for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
    for (const [method, op] of Object.entries(methods)) operations.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, op);
  }
  routes = parseRouteTree(t.app.printRoutes({ commonPrefix: false }), (key) => operations.has(key));
  attacker = await t.login(ATTACKER, 'Demo@2024');
  owner = await t.login(B_OWNER, 'Demo@2024');
  aId = await t.enterpriseId(A_NAME);
  bId = await t.enterpriseId(B.name);
});
afterAll(async () => {
  await t?.close();
  rmSync(storageRoot, { recursive: true, force: true });
});

const isEnterpriseScoped = (op: Operation | undefined) => (op?.security ?? []).some((s) => 'enterpriseId' in s);

async function send(route: Route, headers: Record<string, string>, op: Operation | undefined, params?: Record<string, string>) {
  const req = requestFor(route, op, params);
  const res = await t.app.inject({ method: route.method as 'GET', url: req.url, headers, ...(req.payload !== undefined ? { payload: req.payload as object } : {}) });
  let json: { code?: number; data?: unknown } | undefined;
  try {
    json = res.json();
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, body: res.body, code: json?.code, data: json?.data };
}

describe('the route table', () => {
  it('lists every route, and every API route is in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(100);
    const undocumented = routes.filter((r) => !operations.has(r.key) && !UNDOCUMENTED.has(r.key)).map((r) => r.key);
    expect(undocumented).toEqual([]);
  });
});

// Sign-ins and sign-outs would end the attacker's session half way through the walk (tested in server-auth).
const SESSION_CHANGE = /\/auth\/(login|logout)|\/login\/out\//;

describe('a forged enterprise_id header', () => {
  it('gets 2010103 on every route that acts for the header’s enterprise; no other answer holds B’s data', async () => {
    const scoped: string[] = [];
    const notRefused: string[] = [];
    const leaks: string[] = [];
    for (const route of routes.filter((r) => operations.has(r.key) && !SESSION_CHANGE.test(r.url))) {
      const op = operations.get(route.key);
      // A route acts for the header's enterprise when it documents so or refuses a call without the header.
      const withoutHeader = await send(route, t.headers(attacker), op);
      const forged = await send(route, t.headers(attacker, bId), op);
      if (isEnterpriseScoped(op) || withoutHeader.code === 2010103) {
        scoped.push(route.key);
        if (forged.code !== 2010103) notRefused.push(`${route.key} → HTTP ${forged.status} code ${forged.code}`);
      }
      const found = B_MARKERS.filter((m) => forged.body.includes(m));
      if (found.length) leaks.push(`${route.key}: ${found.join(', ')}`);
    }
    // Every ledger, monitoring, file, archive, menu, notice and user-permission route is in the walk.
    expect(scoped.length).toBeGreaterThan(200);
    expect(notRefused).toEqual([]);
    expect(leaks).toEqual([]);
  });
});

/** Numeric ids found anywhere in an answer (records, nested lists). */
function idsIn(value: unknown, into = new Set<number>()): Set<number> {
  if (Array.isArray(value)) value.forEach((v) => idsIn(v, into));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (/(^id$|Id$)/.test(key) && typeof v === 'number' && Number.isInteger(v) && v > 0) into.add(v);
      else idsIn(v, into);
    }
  }
  return into;
}

/** Where a list route's records live: `/x/y/page` → `/x/y/`; a record route `/x/y/:id/history` → `/x/y/`. */
const listFamily = (url: string) => `${url.replace(/\/(page|list)$/, '')}/`;
const recordFamily = (url: string) => url.slice(0, url.indexOf(':'));

describe('B’s record ids', () => {
  it('read through A’s enterprise never give what B’s own user reads', async () => {
    const asOwner = t.headers(owner, bId);
    // B gets records of the kinds the demo data lacks: its own role, a file.
    const role = await t.app.inject({ method: 'POST', url: '/api/enterprise-side-app/role', headers: asOwner, payload: { name: 'B专员', menuIds: [] } });
    expect(role.json().code).toBe(1000000);
    const file = await uploadFile(t, asOwner, 'b.png', sampleFile('png', 1000), 'image');
    expect(file.code).toBe(1000000);

    const reads = routes.filter((r) => r.method === 'GET' && operations.has(r.key) && !SESSION_CHANGE.test(r.url) && !EVENT_STREAMS.has(r.key));
    // B's records: ids in what B's owner lists, minus the ids A lists there too (shared roles, menus …).
    const bIdsByFamily = new Map<string, Set<number>>([
      ['/api/file/', new Set([file.data.id as number])],
      ['/api/enterprise-side-app/enterprise/', new Set([bId])],
    ]);
    for (const route of reads.filter((r) => !r.url.includes(':'))) {
      const theirs = await send(route, asOwner, operations.get(route.key));
      if (theirs.code !== 1000000) continue;
      const ids = idsIn(theirs.data);
      const mine = await send(route, t.headers(attacker, aId), operations.get(route.key));
      if (mine.code === 1000000) for (const id of idsIn(mine.data)) ids.delete(id);
      const set = bIdsByFamily.get(listFamily(route.url)) ?? new Set<number>();
      ids.forEach((id) => set.add(id));
      bIdsByFamily.set(listFamily(route.url), set);
    }
    // Ids are per table: a record route tries the ids of the lists above it (`/x/y/page` for `/x/y/:id`).
    const candidatesFor = (url: string) => [...bIdsByFamily].filter(([f]) => recordFamily(url).startsWith(f)).flatMap(([, ids]) => [...ids]).slice(0, 50);

    // Routes whose path parameters are all record ids (`:id`, `:ids`, `:roleId` …).
    const byId = reads.filter((r) => /:\w+/.test(r.url) && [...r.url.matchAll(/:(\w+)/g)].every((m) => /^ids?$|Ids?$/.test(m[1])));
    const exercised: string[] = [];
    const leaks: string[] = [];
    for (const route of byId) {
      const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      for (const id of candidatesFor(route.url)) {
        const params = Object.fromEntries(names.map((n) => [n, String(id)]));
        const theirs = await send(route, asOwner, operations.get(route.key), params);
        if (theirs.code !== 1000000) continue;
        exercised.push(route.key);
        const mine = await send(route, t.headers(attacker, aId), operations.get(route.key), params);
        if (mine.code === 1000000 && isDeepStrictEqual(mine.data, theirs.data)) leaks.push(`${route.key} with ${JSON.stringify(params)}`);
        break;
      }
    }
    // The walk must reach B's records (ledger rows, points, roles, files, the archive …), or it proves nothing.
    expect(exercised.length).toBeGreaterThan(50);
    expect(leaks).toEqual([]);
  });
});

// Group scope (issue 18, docs/groups.md): 王芳 also manages a second group G2 with one member M2. Her
// group's grant must not open the demo group (forged group id), nor a member of the demo group read
// through her own group (forged member id); group-wide routes of her group show none of B's data.
describe('a forged group or member id', () => {
  it('gets 2010103 on every route that acts for the header’s enterprise; no answer holds B’s data', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO enterprise (name, type, actived, edition_id) VALUES ('第二集团', 1, 1, 1) RETURNING id::float8 AS id`,
    );
    const g2 = rows[0].id;
    await t.db.query(`INSERT INTO enterprise (parent_id, name, type, actived, edition_id) VALUES ($1, '第二集团成员', 0, 1, 1)`, [g2]);
    await t.db.query(
      `INSERT INTO user_enterprise (user_id, enterprise_id, role_id)
       SELECT u.id, $1, r.id FROM app_user u, role r WHERE u.phone = $2 AND r.area = 'client' AND r.code = 'enterprise_admin'`,
      [g2, ATTACKER],
    );
    const g1 = await t.enterpriseId(DEMO_ENTERPRISES.find((e) => e.key === 'group')!.name);
    const m2 = await t.enterpriseId('第二集团成员');
    const memberOf = (member: number) => ({ ...t.headers(attacker, g2), member_enterprise_id: String(member) });

    const scoped: string[] = [];
    const groupWide: string[] = [];
    const notRefused: string[] = [];
    const leaks: string[] = [];
    let ownMemberReads = 0;
    for (const route of routes.filter((r) => operations.has(r.key) && !SESSION_CHANGE.test(r.url) && !EVENT_STREAMS.has(r.key))) {
      const op = operations.get(route.key);
      const withoutHeader = await send(route, t.headers(attacker), op);
      const forgedGroup = await send(route, t.headers(attacker, g1), op);
      const forgedMember = await send(route, memberOf(bId), op);
      const ownGroup = await send(route, t.headers(attacker, g2), op);
      if (isEnterpriseScoped(op) || withoutHeader.code === 2010103) {
        scoped.push(route.key);
        if (forgedGroup.code !== 2010103) notRefused.push(`${route.key} group ${g1} → HTTP ${forgedGroup.status} code ${forgedGroup.code}`);
        if (forgedMember.code !== 2010103) notRefused.push(`${route.key} member ${bId} → HTTP ${forgedMember.status} code ${forgedMember.code}`);
        if (route.method === 'GET' && (await send(route, memberOf(m2), op)).code === 1000000) ownMemberReads += 1;
      }
      if (ownGroup.code === 1000000 && route.url.includes('/group/')) groupWide.push(route.key);
      for (const [what, answer] of [['group', forgedGroup], ['member', forgedMember], ['own group', ownGroup]] as const) {
        const found = B_MARKERS.filter((m) => answer.body.includes(m));
        if (found.length) leaks.push(`${route.key} (${what}): ${found.join(', ')}`);
      }
    }
    expect(scoped.length).toBeGreaterThan(200);
    expect(notRefused).toEqual([]);
    expect(leaks).toEqual([]);
    // The walk reached the group routes and the member scope, or it proves nothing.
    expect(groupWide).toEqual(
      expect.arrayContaining([
        'GET /api/enterprise-side-app/group/memberList',
        'GET /api/enterprise-side-app/group/video/point/page',
        'GET /api/enterprise-side-app/group/task/page',
        'GET /api/enterprise-side-app/group/task/statistics',
        'GET /api/enterprise-side-app/group/environment/evaluation/system/page',
        'GET /api/enterprise-side-app/group/environment/evaluation/indicator/custom/page',
      ]),
    );
    expect(ownMemberReads).toBeGreaterThan(50);
  });
});

// Operator scope (docs/operator-scope.md): the back office names an enterprise with operator_enterprise_id.
// On every route: an operator holding no key of the scope, a client session sending the header, a forged
// enterprise (unknown, a group) are refused without B's data; an operator holding every key of the scope
// writes only the routes whose keys are write keys (points, devices, risk settings) or the caller's own
// column settings — every other write is refused.
describe('the operator scope', () => {
  it('refuses what the operator header may not open on every route, and every write outside the write keys', async () => {
    const admin = await t.adminLogin('admin', 'Admin@2024');
    const adminHeaders = { authorization: admin };
    const roles = (await t.app.inject({ method: 'POST', url: '/api/operation-manage/roleManage', headers: adminHeaders, payload: { name: '无代办权', code: 'no_scope', area: 'admin' } })).json();
    const operator = (
      await t.app.inject({
        method: 'POST',
        url: '/api/operation-manage/userManage/operator',
        headers: adminHeaders,
        payload: { account: 'noscope', phone: '13900000201', name: '无代办权', roleId: roles.data.id, password: prehashPassword('Oper@2024') },
      })
    ).json();
    expect(operator.code).toBe(1000000);
    const noKeys = await t.adminLogin('noscope', 'Oper@2024');
    const group = await t.enterpriseId(DEMO_ENTERPRISES.find((e) => e.key === 'group')!.name);
    const as = (token: string, enterprise: number) => ({ authorization: token, operator_enterprise_id: String(enterprise) });
    const WRITE_KEYS = /\((point:edit|device:edit|risk:setting)\)$/;

    const scoped: string[] = [];
    const notRefused: string[] = [];
    const overBlocked: string[] = [];
    const opened: string[] = [];
    const leaks: string[] = [];
    for (const route of routes.filter((r) => operations.has(r.key) && !SESSION_CHANGE.test(r.url) && !EVENT_STREAMS.has(r.key))) {
      const op = operations.get(route.key);
      const withoutHeader = await send(route, t.headers(attacker), op);
      if (!(isEnterpriseScoped(op) || withoutHeader.code === 2010103)) continue;
      scoped.push(route.key);
      const refused: [string, Record<string, string>][] = [
        ['operator without keys', as(noKeys, bId)],
        ['client session', as(attacker, bId)],
        ['unknown enterprise', as(admin, 987654321)],
        ['a group', as(admin, group)],
      ];
      for (const [what, headers] of refused) {
        const answer = await send(route, headers, op);
        if (answer.code !== 2010103) notRefused.push(`${route.key} (${what}) → HTTP ${answer.status} code ${answer.code}`);
        const found = B_MARKERS.filter((m) => answer.body.includes(m));
        if (found.length) leaks.push(`${route.key} (${what}): ${found.join(', ')}`);
      }
      if (route.method === 'GET') continue;
      const opens = WRITE_KEYS.test(op?.summary ?? '') || route.url.endsWith('/columnConfig');
      const write = await send(route, as(admin, bId), op);
      if (!opens && write.code !== 2010103) notRefused.push(`${route.key} (operator write) → HTTP ${write.status} code ${write.code}`);
      if (opens && write.code === 2010103) overBlocked.push(route.key);
      if (opens) opened.push(route.key);
    }
    expect(scoped.length).toBeGreaterThan(200);
    expect(notRefused).toEqual([]);
    expect(leaks).toEqual([]);
    // The writes an operator may make are the point screens' (points, devices, channels, risk settings) and
    // their own column settings, and all of them pass.
    expect(opened.length).toBeGreaterThanOrEqual(11);
    expect(overBlocked).toEqual([]);
  });
});
