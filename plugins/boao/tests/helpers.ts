/** Shared by the data centre's API tests: an app on the seeded demo data, sign-ins and calls. */
import { createPoint, storeReadings, type Reading } from '../../../server/plugin-api';
import { createTestApp, type TestApp } from '../../../tests/api/helpers/testApp';
import type { PointRole } from '../contract';
import plugin from '../server/index';

export const API_PREFIX = '/api/enterprise-side-app';
export const ZHEJIANG = '浙江清泉水务有限公司';
export const JIANGSU = '江苏绿源化工有限公司';
/** 张伟: enterprise admin of both; 李娜: the read-only role in both. */
export const ADMIN = { phone: '13800000001', password: 'Demo@2024' };
export const VIEWER = { phone: '13800000002', password: 'Demo@2024' };

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const silent: Record<string, unknown> = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined };
silent.child = () => silent;

/** One run of the plugin's scheduled job (the simulated plant), as the job runner would start it. */
export function runPlantJob(t: TestApp): Promise<void> {
  return plugin.jobs![0].run({ db: t.db, log: silent as never, signal: new AbortController().signal });
}

export interface PlantApp {
  t: TestApp;
  zhejiang: number;
  jiangsu: number;
  admin: string;
  viewer: string;
  plantId: number;
  /** A call as a client: the envelope with the HTTP status. */
  call(method: 'GET' | 'POST' | 'PUT', path: string, opts?: { token?: string; enterprise?: number; query?: Record<string, unknown>; body?: unknown; headers?: Record<string, string> }): Promise<Json>;
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
        headers: { ...t.headers(opts.token ?? admin, opts.enterprise ?? zhejiang), ...opts.headers },
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

let craftedSeq = 0;

export interface CraftedPoint {
  role: PointRole;
  /** factor code → daily means by day (`YYYY-MM-DD`). */
  days?: Record<string, Record<string, number>>;
  /** Latest (real-time) values, read by the data page and the dosing recommendations. */
  latest?: Record<string, number>;
  factors: string[];
}

/**
 * A plant of the test's own making on an enterprise, with points holding exactly the given values (daily
 * means, and latest readings at `latestAt`), so computations can be checked by hand.
 */
export async function craftPlant(t: TestApp, enterpriseId: number, points: CraftedPoint[], opts: { simulated?: boolean; latestAt?: string } = {}): Promise<number> {
  const n = ++craftedSeq;
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO boao_plant (enterprise_id, name, code, design_capacity, simulated) VALUES ($1, $2, $3, 20000, $4) RETURNING id`,
    [enterpriseId, `测试水厂${n}`, `TEST-${n}`, opts.simulated ?? false],
  );
  const plantId = Number(rows[0].id);
  for (const [i, p] of points.entries()) {
    const pointId = await createPoint(t.db, enterpriseId, null, {
      name: `${p.role}-${n}-${i}`,
      code: `T${n}P${i}`,
      type: 'wastewater',
      mn: `TESTMN${n}X${i}`,
      password: 'test-pw-123',
      factors: p.factors.map((factorCode) => ({ factorCode })),
    });
    await t.db.query('INSERT INTO boao_plant_point (plant_id, point_id, role, sort_order) VALUES ($1, $2, $3, $4)', [plantId, pointId, p.role, i]);
    const readings: Reading[] = [];
    for (const [day, values] of Object.entries(p.days ?? {})) {
      for (const [factorCode, value] of Object.entries(values)) readings.push({ factorCode, level: 'day', dataTime: `${day} 00:00:00`, value });
    }
    for (const [factorCode, value] of Object.entries(p.latest ?? {})) readings.push({ factorCode, level: 'realtime', dataTime: opts.latestAt ?? '2026-03-01 10:00:00', value });
    if (readings.length) await storeReadings(t.db, [{ pointId, readings }]);
  }
  return plantId;
}
