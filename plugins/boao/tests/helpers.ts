/** Shared by the data centre's API tests: an app on the seeded demo data, sign-ins and calls. */
import { createTestApp, type TestApp } from '../../../tests/api/helpers/testApp';

export const API_PREFIX = '/api/enterprise-side-app';
export const ZHEJIANG = '浙江清泉水务有限公司';
export const JIANGSU = '江苏绿源化工有限公司';
/** 张伟: enterprise admin of both; 李娜: the read-only role in both. */
export const ADMIN = { phone: '13800000001', password: 'Demo@2024' };
export const VIEWER = { phone: '13800000002', password: 'Demo@2024' };

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface PlantApp {
  t: TestApp;
  zhejiang: number;
  jiangsu: number;
  admin: string;
  viewer: string;
  plantId: number;
  /** A call as a client: the envelope with the HTTP status. */
  call(method: 'GET' | 'POST' | 'PUT', path: string, opts?: { token?: string; enterprise?: number; query?: Record<string, unknown>; body?: unknown }): Promise<Json>;
}

export async function plantApp(): Promise<PlantApp> {
  const t = await createTestApp({ schemas: [] });
  const [zhejiang, jiangsu] = await Promise.all([t.enterpriseId(ZHEJIANG), t.enterpriseId(JIANGSU)]);
  const [admin, viewer] = [await t.login(ADMIN.phone, ADMIN.password), await t.login(VIEWER.phone, VIEWER.password)];
  const app: Omit<PlantApp, 'plantId'> = {
    t,
    zhejiang,
    jiangsu,
    admin,
    viewer,
    async call(method, path, opts = {}) {
      const query = opts.query ? `?${new URLSearchParams(Object.entries(opts.query).map(([k, v]) => [k, String(v)])).toString()}` : '';
      const res = await t.app.inject({
        method,
        url: `${API_PREFIX}${path}${query}`,
        headers: t.headers(opts.token ?? admin, opts.enterprise ?? zhejiang),
        payload: opts.body as object | undefined,
      });
      const type = String(res.headers['content-type'] ?? '');
      return type.includes('json') ? { status: res.statusCode, ...res.json() } : { status: res.statusCode, raw: res.rawPayload, headers: res.headers };
    },
  };
  const plants = await app.call('GET', '/boao/plants');
  if (plants.code !== 1000000 || plants.data.length !== 1) throw new Error(`demo plant missing: ${JSON.stringify(plants)}`);
  return { ...app, plantId: plants.data[0].id };
}
