/**
 * Shared by the video API tests (not a test file): an app on a fresh database (PGlite, or PostgreSQL
 * with TEST_DATABASE_URL) with the local file store, the demo sign-ins, and the ffmpeg gate (ffmpegGate.ts).
 */
import { createTestApp, type TestApp } from '../../../tests/api/helpers/testApp';
import type { StorageConfig } from '../../../server/storage/config';
import { baseStorageConfig } from '../../../tests/api/storage-harness';

export const JIANGSU = '江苏绿源化工有限公司';
export const ZHEJIANG = '浙江清泉水务有限公司';
export const DEMO_SERIAL = '34020000001320000001';
export const channel = (n: number) => `3402000000131000000${n}`;

export { describeWithFfmpeg, FFPROBE, HAS_FFMPEG } from './ffmpegGate';

/** Polls `check` (every 250 ms, at most `timeoutMs`) until it answers something truthy, and returns that. */
export async function until<T>(what: string, check: () => Promise<T | undefined | null | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface VideoTestApp extends TestApp {
  /** Headers of a demo user acting for the named enterprise. */
  as(who: 'admin' | 'viewer', enterprise: string): Promise<Record<string, string>>;
  adminHeaders(): Promise<Record<string, string>>;
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object): Promise<Json>;
}

const PHONES = { admin: '13800000001', viewer: '13800000002' } as const;

/** Settings of the plugin are read from the environment when the app is built; the store is local unless given. */
export async function videoTestApp(env: Record<string, string> = {}, storage: StorageConfig = baseStorageConfig({ kind: 'local', localRoot: null })): Promise<VideoTestApp> {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  let t: TestApp;
  try {
    t = await createTestApp({ schemas: [], storage });
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
  const tokens = new Map<string, string>();
  const token = async (who: 'admin' | 'viewer') => {
    if (!tokens.has(who)) tokens.set(who, await t.login(PHONES[who], 'Demo@2024'));
    return tokens.get(who)!;
  };
  let adminToken: string | undefined;
  return Object.assign(t, {
    as: async (who: 'admin' | 'viewer', enterprise: string) => t.headers(await token(who), await t.enterpriseId(enterprise)),
    adminHeaders: async () => ({ authorization: (adminToken ??= await t.adminLogin('admin', 'Admin@2024')) }),
    call: async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) => {
      const res = await t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
      return res.json() as Json;
    },
  });
}
