// Shared by the risk API tests: a test app, signed-in callers, a monitoring point of its own and HJ 212 packets.
import { buildDataPacket } from '../../../server/hj212/index';
import type { Caller, Json } from '../../../tests/api/helpers/callers';
import { createTestApp, type TestApp } from '../../../tests/api/helpers/testApp';

export { adminCaller, caller, JIANGSU, PEOPLE, tokenOf, ZHEJIANG, type Caller, type Json } from '../../../tests/api/helpers/callers';

export const API = '/api/enterprise-side-app';
export const ADMIN_API = '/api/operation-manage';
export async function riskApp(): Promise<TestApp> {
  return createTestApp({ schemas: [] });
}

/** Gives the user a role in the enterprise holding these keys besides their role's (a custom role, as an admin would). */
export async function grantKeys(t: TestApp, phone: string, enterpriseId: number, keys: string[]): Promise<void> {
  const { rows } = await t.db.query<{ id: number }>(`INSERT INTO role (name, code, area) VALUES ($1, $2, 'client') RETURNING id`, [`test-${phone}-${enterpriseId}`, `test-${phone}-${enterpriseId}-${Date.now()}`]);
  const roleId = rows[0].id;
  // On top of what the user's role in the enterprise holds (e.g. the viewer's approvals page).
  await t.db.query(
    `INSERT INTO role_permission (role_id, perm) SELECT $1, rp.perm FROM role_permission rp JOIN user_enterprise ue ON ue.role_id = rp.role_id
      WHERE ue.enterprise_id = $2 AND ue.user_id = (SELECT id FROM app_user WHERE phone = $3)`,
    [roleId, enterpriseId, phone],
  );
  for (const key of keys) await t.db.query('INSERT INTO role_permission (role_id, perm) VALUES ($1, $2) ON CONFLICT DO NOTHING', [roleId, key]);
  await t.db.query('UPDATE user_enterprise SET role_id = $1 WHERE enterprise_id = $2 AND user_id = (SELECT id FROM app_user WHERE phone = $3)', [roleId, enterpriseId, phone]);
}

export interface TestPoint {
  id: number;
  mn: string;
  pw: string;
}

let mnSeq = 0;
/** A wastewater point of the enterprise with COD (alarm ≤ 50) and pH (6–9), created through the API. */
export async function createPoint(as: Caller, code: string): Promise<TestPoint> {
  mnSeq += 1;
  const mn = `${Date.now().toString(16).toUpperCase().padStart(16, '0')}${String(mnSeq).padStart(8, '0')}`.slice(-24);
  const pw = 'Abc123';
  const res = await as('POST', '/pointManagement', {
    name: `测试排口${code}`,
    code,
    type: 'wastewater',
    mn,
    password: pw,
    rtdInterval: 60,
    factors: [
      { factorCode: 'w01018', alarmMax: 50, warnMax: 40 },
      { factorCode: 'w01001', alarmMin: 6, alarmMax: 9 },
    ],
  });
  if (res.code !== 1000000) throw new Error(`point not created: ${JSON.stringify(res)}`);
  return { id: res.data.id, mn, pw };
}

/** `YYYY-MM-DD HH:mm:ss` in China time. */
export const chinaText = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** Real-time COD readings (CN 2011) of the point, one per entry. */
export async function sendCod(t: TestApp, point: TestPoint, readings: Array<[number, number]>): Promise<string[]> {
  const packets = readings.map(([ms, value]) => buildDataPacket({ cn: '2011', st: '32', mn: point.mn, pw: point.pw, dataTime: chinaText(ms), factors: { w01018: { Rtd: value, Flag: 'N' } } }));
  const res = await t.app.inject({ method: 'POST', url: '/api/ingest/hj212', payload: { packets } });
  // On PostgreSQL logger state follows the commit within a second (derived journal); apply it now.
  await t.app.monitoring.ingest.writer.settleDerived();
  return (res.json().data.results as Json[]).map((r) => r.status);
}

export async function risksOfPoint(t: TestApp, pointId: number) {
  const { rows } = await t.db.query<{ id: number; status: number; level: number; rule: string; begin_time: string; end_time: string | null; evidence: Json }>(
    'SELECT id, status, level, rule, begin_time, end_time, evidence FROM risk WHERE point_id = $1 ORDER BY id',
    [pointId],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function noticesAbout(t: TestApp, riskId: number) {
  const { rows } = await t.db.query<{ user_id: number; title: string }>(`SELECT user_id, title FROM notice WHERE type = 1 AND biz_id = $1 ORDER BY user_id`, [String(riskId)]);
  return rows.map((r) => ({ userId: Number(r.user_id), title: r.title }));
}
