/** A signed-in caller of the module API for the modules-*.test.ts files. */
import type { InjectOptions } from 'fastify';
import type { TestApp } from './helpers/testApp';

export const PREFIX = '/api/enterprise-side-app';
export const DEMO_PASSWORD = 'Demo@2024';
/** Enterprise admin of every demo enterprise / viewer of 江苏 and 浙江 (server/seed/demoData.ts). */
export const ADMIN_PHONE = '13800000001';
export const VIEWER_PHONE = '13800000002';
/** An enterprise the seed gives no module rows (a clean slate), and one it fills. */
export const EMPTY_ENTERPRISE = '绿源环境集团';
export const SEEDED_ENTERPRISE = '江苏绿源化工有限公司';

export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  /** The parsed envelope (undefined for non-JSON answers). */
  body: { code: number; msg: string; data: any } | undefined;
  raw: Buffer;
}

export interface ModuleClient {
  enterpriseId: number;
  call(
    method: InjectOptions['method'],
    path: string,
    options?: { query?: Record<string, string>; payload?: unknown; locale?: string; headers?: Record<string, string> },
  ): Promise<Answer>;
}

// A user has one live session (signing in again supersedes the first, answered 403), so clients of
// the same user in the same app share its token.
const tokens = new WeakMap<TestApp, Map<string, Promise<string>>>();

/** The shared session token of a demo user in this app (signing in again would supersede it). */
export function tokenOf(t: TestApp, phone: string): Promise<string> {
  if (!tokens.has(t)) tokens.set(t, new Map());
  const byPhone = tokens.get(t)!;
  if (!byPhone.has(phone)) byPhone.set(phone, t.login(phone, DEMO_PASSWORD));
  return byPhone.get(phone)!;
}

export async function moduleClient(t: TestApp, phone: string, enterpriseName: string): Promise<ModuleClient> {
  const token = await tokenOf(t, phone);
  const enterpriseId = await t.enterpriseId(enterpriseName);
  return {
    enterpriseId,
    async call(method, path, options = {}) {
      const res = await t.app.inject({
        method,
        url: `${PREFIX}/${path}`,
        query: options.query,
        payload: options.payload as InjectOptions['payload'],
        headers: { ...t.headers(token, enterpriseId), ...(options.locale ? { 'accept-language': options.locale } : {}), ...(options.headers ?? {}) },
      });
      const json = /json/.test(String(res.headers['content-type'] ?? '')) ? res.json() : undefined;
      return { status: res.statusCode, headers: res.headers, body: json, raw: res.rawPayload };
    },
  };
}
