// Shared by the task API tests: a test app with a local file store, signed-in callers, a task maker.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../../../tests/api/helpers/testApp';
import { baseStorageConfig, sampleFile, uploadFile } from '../../../tests/api/storage-harness';
import { formatBeijing } from '../../../server/plugin-api';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const API = '/api/enterprise-side-app';
export const ADMIN_API = '/api/operation-manage';
export const JIANGSU = '江苏绿源化工有限公司';
export const ZHEJIANG = '浙江清泉水务有限公司';
export const PEOPLE = {
  zhang: { phone: '13800000001', password: 'Demo@2024' },
  li: { phone: '13800000002', password: 'Demo@2024' },
  wang: { phone: '13800000003', password: 'Demo@2024' },
} as const;

export interface Caller {
  (method: string, url: string, body?: unknown): Promise<Json>;
  userId: number;
  headers: Record<string, string>;
}

export interface TaskTestApp extends TestApp {
  removeStore(): void;
}

export async function taskApp(): Promise<TaskTestApp> {
  const root = mkdtempSync(join(tmpdir(), 'ec-task-'));
  const t = await createTestApp({ schemas: [], storage: baseStorageConfig({ kind: 'local', localRoot: root }) });
  return Object.assign(t, { removeStore: () => rmSync(root, { recursive: true, force: true }) });
}

const tokens = new WeakMap<TestApp, Map<string, Promise<string>>>();
/** One client session per user and app: a second sign-in would supersede the first (HTTP 403). */
function tokenOf(t: TestApp, who: { phone: string; password: string }): Promise<string> {
  const mine = tokens.get(t) ?? new Map<string, Promise<string>>();
  tokens.set(t, mine);
  if (!mine.has(who.phone)) mine.set(who.phone, t.login(who.phone, who.password));
  return mine.get(who.phone)!;
}

/** A signed-in client caller in one enterprise; answers the parsed envelope. */
export async function caller(t: TestApp, who: { phone: string; password: string }, enterpriseId: number): Promise<Caller> {
  const token = await tokenOf(t, who);
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM app_user WHERE phone = $1', [who.phone]);
  const headers = t.headers(token, enterpriseId);
  const call = (async (method: string, url: string, body?: unknown) => {
    const res = await t.app.inject({ method: method as 'GET', url: `${API}${url}`, headers, payload: body as object | undefined });
    return res.json();
  }) as Caller;
  call.userId = Number(rows[0].id);
  call.headers = headers;
  return call;
}

export async function adminCaller(t: TestApp): Promise<Caller> {
  const token = await t.adminLogin('admin', 'Admin@2024');
  const headers = t.headers(token);
  const call = (async (method: string, url: string, body?: unknown) => {
    const res = await t.app.inject({ method: method as 'GET', url: `${ADMIN_API}${url}`, headers, payload: body as object | undefined });
    return res.json();
  }) as Caller;
  const { rows } = await t.db.query<{ id: number }>(`SELECT id FROM app_user WHERE account = 'admin'`);
  call.userId = Number(rows[0].id);
  call.headers = headers;
  return call;
}

/** `YYYY-MM-DD HH:mm:ss` (China time) some days from now. */
export const inDays = (days: number) => formatBeijing(new Date(Date.now() + days * 86_400_000));

/** A task the caller gives to `assigneeId` (issued unless `issue: false`); answers its id. */
export async function giveTask(as: Caller, assigneeId: number, extra: Json = {}): Promise<number> {
  const res = await as('POST', '/task', { title: '危废台账月度核对', body: '<p>核对本月危废出入库记录</p>', level: 2, deadline: inDays(7), assigneeId, ...extra });
  if (res.code !== 1000000) throw new Error(`task not created: ${JSON.stringify(res)}`);
  return res.data.id;
}

/** A file uploaded by the caller (the browser's upload flow): the entry a form sends. */
export async function uploadAs(t: TestApp, as: Caller, name: string): Promise<{ url: string; name: string }> {
  const res = await uploadFile(t, as.headers, name, sampleFile('pdf', 2000));
  if (res.code !== 1000000) throw new Error(`upload failed: ${JSON.stringify(res)}`);
  return { url: res.data.url, name: res.data.name };
}

export async function taskNotices(t: TestApp, taskId: number) {
  const { rows } = await t.db.query<{ user_id: number; title: string; link: string | null }>(
    'SELECT user_id, title, link FROM notice WHERE type = 2 AND biz_id = $1 ORDER BY id',
    [String(taskId)],
  );
  return rows.map((r) => ({ userId: Number(r.user_id), title: r.title, link: r.link }));
}
