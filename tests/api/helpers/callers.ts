// Signed-in callers for plugin API tests: one client session per user and app, a caller per enterprise
// that answers the parsed envelope, and the back office's caller.
import type { TestApp } from './testApp';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const CLIENT_API = '/api/enterprise-side-app';
export const ADMIN_API = '/api/operation-manage';

/** Demo enterprises and users (server/seed/demoData) the plugin tests sign in as. */
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
  /** The request headers (token, enterprise) for calls outside the caller's prefix. */
  headers: Record<string, string>;
}

const tokens = new WeakMap<TestApp, Map<string, Promise<string>>>();
/** One client session per user and app: a second sign-in would supersede the first (HTTP 403). */
export function tokenOf(t: TestApp, who: { phone: string; password: string }): Promise<string> {
  const mine = tokens.get(t) ?? new Map<string, Promise<string>>();
  tokens.set(t, mine);
  if (!mine.has(who.phone)) mine.set(who.phone, t.login(who.phone, who.password));
  return mine.get(who.phone)!;
}

function callerWith(t: TestApp, prefix: string, headers: Record<string, string>, userId: number): Caller {
  const call = (async (method: string, url: string, body?: unknown) => {
    const res = await t.app.inject({ method: method as 'GET', url: `${prefix}${url}`, headers, payload: body as object | undefined });
    return res.json();
  }) as Caller;
  call.userId = userId;
  call.headers = headers;
  return call;
}

/** A signed-in client caller in one enterprise (paths below /api/enterprise-side-app). */
export async function caller(t: TestApp, who: { phone: string; password: string }, enterpriseId: number): Promise<Caller> {
  const token = await tokenOf(t, who);
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM app_user WHERE phone = $1', [who.phone]);
  return callerWith(t, CLIENT_API, t.headers(token, enterpriseId), Number(rows[0].id));
}

/** The demo operations admin (paths below /api/operation-manage). */
export async function adminCaller(t: TestApp): Promise<Caller> {
  const token = await t.adminLogin('admin', 'Admin@2024');
  const { rows } = await t.db.query<{ id: number }>(`SELECT id FROM app_user WHERE account = 'admin'`);
  return callerWith(t, ADMIN_API, t.headers(token), Number(rows[0].id));
}
