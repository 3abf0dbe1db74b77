// Issue 12, server side: a write never lands in an enterprise the screen does not show (shown_enterprise_id),
// no type coercion (the {"id":true} probe that emptied a shared role), query strings parsed exactly,
// file deletion needs a permission of the record, columnConfig checks membership, and the default SMS
// outbox keeps only a hash of codes. PGlite, and PostgreSQL with TEST_DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_KIND_VALUES } from '../../schemas/contracts/monitoring/pointTypes';
import { createTestApp, type TestApp } from './helpers/testApp';
import { parseRouteTree, requestFor, type Operation } from './security-routes';
import { baseStorageConfig, JIANGSU, sampleFile, uploadFile, ZHEJIANG } from './storage-harness';

let t: TestApp;
let storageRoot: string;
let owner: string; // 张伟, enterprise admin of 江苏 and 浙江
let viewer: string; // 李娜, viewer of both
let jiangsu: number;
let zhejiang: number;
let admin: string;

beforeAll(async () => {
  storageRoot = mkdtempSync(join(tmpdir(), 'ec-hardening-'));
  t = await createTestApp({ storage: baseStorageConfig({ kind: 'local', localRoot: storageRoot }) });
  owner = await t.login('13800000001', 'Demo@2024');
  viewer = await t.login('13800000002', 'Demo@2024');
  admin = await t.adminLogin('admin', 'Admin@2024');
  jiangsu = await t.enterpriseId(JIANGSU);
  zhejiang = await t.enterpriseId(ZHEJIANG);
});
afterAll(async () => {
  await t?.close();
  rmSync(storageRoot, { recursive: true, force: true });
});

const APP = '/api/enterprise-side-app';
const PENALTY = `${APP}/account/administrativePenalty`;
const penalty = (decisionNo: string, extra: object = {}) => ({
  decisionNo,
  authority: '苏州市生态环境局',
  decisionDate: '2024-03-01',
  violation: '未按规定开展自行监测',
  penaltyType: '1',
  status: '1',
  recorder: '张伟',
  recordTime: '2024-03-02 09:00:00',
  ...extra,
});

async function inject(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) {
  const res = await t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}

async function penaltiesNamed(decisionNo: string): Promise<number[]> {
  const { rows } = await t.db.query<{ enterprise_id: number }>('SELECT enterprise_id FROM ledger_administrative_penalty WHERE decision_no = $1 AND deleted_at IS NULL', [decisionNo]);
  return rows.map((r) => Number(r.enterprise_id));
}

describe('a write for another enterprise than the one the screen shows', () => {
  it('is refused with 2010102 and a clear sentence, and nothing is stored anywhere', async () => {
    // Tab A loaded its form for 江苏; meanwhile the enterprise the request carries became 浙江.
    const headers = { ...t.headers(owner, zhejiang), shown_enterprise_id: String(jiangsu) };
    const res = await inject('POST', PENALTY, headers, penalty('苏环罚〔2024〕跨企业'));
    expect(res.code).toBe(2010102);
    expect(res.msg).toBe('页面显示的企业与本次操作的企业不一致（企业已切换），为避免写入其他企业，本次操作未执行，请刷新页面后重试');
    expect(res.data.errors).toEqual([{ field: 'shown_enterprise_id', message: res.msg }]);
    expect(await penaltiesNamed('苏环罚〔2024〕跨企业')).toEqual([]);
    const en = await inject('POST', PENALTY, { ...headers, 'accept-language': 'en-US' }, penalty('苏环罚〔2024〕跨企业'));
    expect(en.msg).toContain('This page shows another enterprise');

    // The same write with matching headers lands where the screen says.
    const ok = await inject('POST', PENALTY, { ...t.headers(owner, jiangsu), shown_enterprise_id: String(jiangsu) }, penalty('苏环罚〔2024〕跨企业'));
    expect(ok.code).toBe(1000000);
    expect(await penaltiesNamed('苏环罚〔2024〕跨企业')).toEqual([jiangsu]);
    // Reads are not writes: a list may be read whatever the header says.
    expect((await inject('GET', `${PENALTY}/page`, headers)).code).toBe(1000000);
  });

  it('is refused on every enterprise-scoped write route of the API', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = new Map<string, Operation>();
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
      for (const [method, op] of Object.entries(methods)) operations.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, op);
    }
    const writes = parseRouteTree(t.app.printRoutes({ commonPrefix: false }), (key) => operations.has(key)).filter(
      (r) => ['POST', 'PUT', 'DELETE'].includes(r.method) && (r.url.startsWith(`${APP}/`) || r.url.startsWith('/api/file/')) && !/\/auth\/|\/login\//.test(r.url),
    );
    const stranger = { ...t.headers(owner, zhejiang), shown_enterprise_id: String(jiangsu) };
    const accepted: string[] = [];
    let checked = 0;
    for (const route of writes) {
      const req = requestFor(route, operations.get(route.key));
      // Acting for the enterprise needs a grant there: routes that do not (personal centre) are not scoped.
      const scoped = (await t.app.inject({ method: route.method as 'POST', url: req.url, headers: t.headers(owner), payload: req.payload as object })).json().code === 2010103;
      if (!scoped) continue;
      checked += 1;
      const res = await t.app.inject({ method: route.method as 'POST', url: req.url, headers: stranger, payload: req.payload as object });
      const json = res.json();
      if (json.code !== 2010102 || json.data?.errors?.[0]?.field !== 'shown_enterprise_id') accepted.push(`${route.key} → ${json.code}`);
    }
    expect(checked).toBeGreaterThan(80);
    expect(accepted).toEqual([]);
  });
});

describe('no type coercion', () => {
  it('refuses {"id": true} and {"id": "5"} naming the field instead of acting on enterprise 1 or 5', async () => {
    const before = (await t.db.query<{ id: number; actived: number }>('SELECT id, actived FROM enterprise ORDER BY id')).rows;
    for (const id of [true, '5', '1', 1.5, [1]]) {
      const res = await inject('PUT', '/api/operation-manage/enterpriseManage/actived', t.headers(admin), { id, actived: 0 });
      expect(res.code, JSON.stringify(id)).toBe(2010102);
      expect(res.data.errors.map((e: { field: string }) => e.field)).toEqual(['id']);
    }
    expect((await t.db.query('SELECT id, actived FROM enterprise ORDER BY id')).rows).toEqual(before);
  });

  it('leaves the shared 企业管理员 role alone when its grants are sent with a wrong type', async () => {
    const grants = async () => (await t.db.query(`SELECT count(*)::int4 AS n FROM role_permission rp JOIN role r ON r.id = rp.role_id WHERE r.code = 'enterprise_admin'`)).rows[0];
    const before = await grants();
    for (const id of [true, '1']) {
      const res = await inject('PUT', '/api/operation-manage/roleManage/grants', t.headers(admin), { id, menuIds: [], permissions: [] });
      expect(res.code).toBe(2010102);
      expect(res.data.errors[0].field).toBe('id');
    }
    expect(await grants()).toEqual(before);
  });

  it('parses query strings exactly: 1e400, 0x10 and " 5 " are not numbers', async () => {
    for (const value of ['1e400', '0x10', '%205%20', 'true', '99999999999999999999']) {
      const res = await inject('GET', `/api/operation-manage/enterpriseManage/page?pageNum=${value}&pageSize=20`, t.headers(admin));
      expect(res.code, value).toBe(2010102);
      expect(res.data.errors[0].field).toBe('pageNum');
    }
    expect((await inject('GET', '/api/operation-manage/enterpriseManage/page?pageNum=1&pageSize=20', t.headers(admin))).code).toBe(1000000);
  });

  it('refuses unknown body fields on routes that used to drop them, and a deeply nested body', async () => {
    const login = await inject('POST', `${APP}/auth/login/phonePassword`, {}, { phone: '13800000001', password: 'a'.repeat(64), clientType: 0, isAdmin: true });
    expect(login.code).toBe(2010102);
    expect(login.data.errors).toEqual([{ field: 'isAdmin', message: '不支持该字段' }]);
    const deep = await t.app.inject({
      method: 'POST',
      url: `${APP}/pointManagement`,
      headers: { ...t.headers(owner, jiangsu), 'content-type': 'application/json' },
      payload: `{"name":${'['.repeat(50_000)}${']'.repeat(50_000)}}`,
    });
    expect(deep.json()).toMatchObject({ code: 2010102, data: { errors: [{ field: 'body', message: '嵌套层级过深' }] } });
  });
});

describe('a device channel without a factor', () => {
  it('is saved when the factor select was cleared (""), instead of failing on the factor reference', async () => {
    const headers = t.headers(owner, jiangsu);
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM monitor_point WHERE enterprise_id = $1 ORDER BY id LIMIT 1', [jiangsu]);
    const device = await inject('POST', `${APP}/pointManagement/device`, headers, { pointId: Number(rows[0].id), name: '采样器', kind: DEVICE_KIND_VALUES[0] });
    expect(device.code).toBe(1000000);
    const deviceId = device.data.id;
    const res = await inject('POST', `${APP}/pointManagement/device/channel`, headers, { deviceId, channelNo: 998, name: '备用通道', factorCode: '' });
    expect(res.code).toBe(1000000);
    expect(res.data.factorCode).toBeNull();
    const unknown = await inject('POST', `${APP}/pointManagement/device/channel`, headers, { deviceId, channelNo: 997, name: '未知因子', factorCode: 'zz999' });
    expect(unknown.code).toBe(2010102);
    expect(unknown.data.errors[0].field).toBe('factorCode');
  });
});

describe('deleting a file', () => {
  it('needs the edit permission of the record holding it, or being the uploader of a file no record holds', async () => {
    const ownerHeaders = t.headers(owner, jiangsu);
    const viewerHeaders = t.headers(viewer, jiangsu);
    // An upload of a form not saved yet: only its uploader may delete it.
    const loose = (await uploadFile(t, ownerHeaders, 'draft.pdf', sampleFile('pdf', 2000))).data;
    expect((await inject('DELETE', `/api/file/${loose.id}`, viewerHeaders)).code).toBe(2010103);
    expect((await inject('DELETE', `/api/file/${loose.id}`, ownerHeaders)).code).toBe(1000000);

    // Once a record holds the file, deleting it is editing that record: the viewer may not.
    const kept = (await uploadFile(t, ownerHeaders, 'decision.pdf', sampleFile('pdf', 2000))).data;
    const saved = await inject('POST', PENALTY, ownerHeaders, penalty('苏环罚〔2024〕附件', { attachments: [{ name: kept.name, size: kept.size, type: kept.type, url: kept.url }] }));
    expect(saved.code).toBe(1000000);
    const refused = await inject('DELETE', `/api/file/${kept.id}`, viewerHeaders);
    expect(refused.code).toBe(2010103);
    const { rows } = await t.db.query('SELECT record_permission FROM file WHERE id = $1 AND deleted_at IS NULL', [kept.id]);
    expect(rows).toEqual([{ record_permission: 'account:administrativePenalty:edit' }]);
    expect((await inject('DELETE', `/api/file/${kept.id}`, ownerHeaders)).code).toBe(1000000);
  });
});

describe('column settings', () => {
  it('are read and written only for an enterprise the user belongs to', async () => {
    const url = `${APP}/columnConfig?key=${encodeURIComponent('/accountManagement/x#list')}`;
    const wangFang = await t.login('13800000003', 'Demo@2024'); // no grant in 浙江
    expect((await inject('GET', url, t.headers(wangFang, zhejiang))).code).toBe(2010103);
    expect((await inject('GET', url, t.headers(wangFang))).code).toBe(2010103);
    const put = await inject('PUT', url, t.headers(wangFang, zhejiang), { columns: [{ field: 'name', visible: true, order: 0 }] });
    expect(put.code).toBe(2010103);
    expect((await inject('GET', url, t.headers(owner, zhejiang))).code).toBe(1000000);
  });
});

describe('the default SMS outbox outside development mode', () => {
  it('keeps a hash of the code and shows operators the message with the code masked', async () => {
    const prod = await createTestApp({ schemas: [], config: { devMode: false } });
    try {
      const phone = '13800000002';
      const sent = await prod.app.inject({ method: 'GET', url: `${APP}/user/login/sendCode/${phone}` });
      expect(sent.json().code).toBe(1000000);
      const { rows } = await prod.db.query<{ text: string; code_hash: string }>('SELECT text, code_hash FROM sms_outbox WHERE phone = $1', [phone]);
      expect(rows).toHaveLength(1);
      expect(rows[0].text).toContain('验证码为******');
      expect(rows[0].text).not.toMatch(/\d{6}/);
      expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
      // The back office lists the masked text only.
      const ops = await prod.adminLogin('admin', 'Admin@2024');
      const page = await prod.app.inject({ method: 'GET', url: `/api/operation-manage/sms/outbox/page?pageNum=1&pageSize=10&phone=${phone}`, headers: prod.headers(ops) });
      expect(page.body).not.toMatch(/验证码为\d{6}/);
      // It is the hash of the very code issued (sms_code keeps the same hash to check what the user types).
      const issued = await prod.db.query<{ code_hash: string }>('SELECT code_hash FROM sms_code WHERE phone = $1', [phone]);
      expect(issued.rows.map((r) => r.code_hash)).toEqual([rows[0].code_hash]);
    } finally {
      await prod.close();
    }
  });
});
