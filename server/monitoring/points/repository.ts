/** Monitoring points of one enterprise: every statement is scoped by enterprise_id. */
import type { Db } from '../../core/contracts';
import { hashPassword } from '../../core/passwords';
import { containsPattern, offsetOf, type Paging } from '../http/common';
import type { PointFactorInput, PointInput } from './schemas';

/** A logger is offline once it has been silent for this many of its real-time intervals. */
export const OFFLINE_AFTER_INTERVALS = 3;

type Queryable = Pick<Db, 'query'>;

export interface PointFactor {
  factorCode: string;
  factorName: string | null;
  unit: string | null;
  alarmMin: number | null;
  alarmMax: number | null;
  warnMin: number | null;
  warnMax: number | null;
}

export interface Point {
  id: number;
  name: string;
  code: string;
  type: string;
  mn: string;
  rtdInterval: number;
  enabled: boolean;
  longitude: number | null;
  latitude: number | null;
  remark: string | null;
  online: boolean;
  lastSeenAt: string | null;
  factorCount: number;
  createdAt: string;
  updatedAt: string;
  factors?: PointFactor[];
}

export interface PointFilter {
  name?: string;
  code?: string;
  mn?: string;
  type?: string;
}

/** SQL for "the logger of p (joined with its state s) reported recently"; $n is OFFLINE_AFTER_INTERVALS. */
export const onlineSql = (n: string) => `COALESCE(s.last_seen_at > now() - make_interval(secs => p.rtd_interval * ${n}), false)`;

const POINT_COLUMNS = `p.id, p.name, p.code, p.type, p.mn, p.rtd_interval, p.enabled, p.longitude, p.latitude, p.remark,
  p.created_at, p.updated_at, s.last_seen_at,
  (SELECT count(*) FROM monitor_point_factor pf WHERE pf.point_id = p.id)::int AS factor_count`;

interface PointRow {
  id: number;
  name: string;
  code: string;
  type: string;
  mn: string;
  rtd_interval: number;
  enabled: boolean;
  longitude: number | null;
  latitude: number | null;
  remark: string | null;
  created_at: string;
  updated_at: string;
  last_seen_at: string | null;
  online: boolean;
  factor_count: number;
}

const toPoint = (r: PointRow): Point => ({
  id: Number(r.id),
  name: r.name,
  code: r.code,
  type: r.type,
  mn: r.mn,
  rtdInterval: r.rtd_interval,
  enabled: r.enabled,
  longitude: r.longitude,
  latitude: r.latitude,
  remark: r.remark,
  online: r.online,
  lastSeenAt: r.last_seen_at,
  factorCount: r.factor_count,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

function filterSql(filter: PointFilter, params: unknown[]): string {
  const where: string[] = [];
  for (const key of ['name', 'code', 'mn'] as const) {
    const text = filter[key]?.trim();
    if (text) {
      params.push(containsPattern(text));
      where.push(`p.${key} ILIKE $${params.length}`);
    }
  }
  if (filter.type) {
    params.push(filter.type);
    where.push(`p.type = $${params.length}`);
  }
  return where.map((w) => ` AND ${w}`).join('');
}

export async function pagePoints(db: Queryable, enterpriseId: number, filter: PointFilter, paging: Paging) {
  const params: unknown[] = [enterpriseId];
  const where = `p.enterprise_id = $1${filterSql(filter, params)}`;
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM monitor_point p WHERE ${where}`, params);
  const { rows } = await db.query<PointRow>(
    `SELECT ${POINT_COLUMNS}, ${onlineSql(`$${params.length + 1}`)} AS online
       FROM monitor_point p LEFT JOIN monitor_logger_state s ON s.point_id = p.id
      WHERE ${where}
      ORDER BY p.id
      LIMIT ${paging.pageSize} OFFSET ${offsetOf(paging)}`,
    [...params, OFFLINE_AFTER_INTERVALS],
  );
  return { records: rows.map(toPoint), total: count.rows[0]?.total ?? 0 };
}

/** Factors (with names, units, limits) of the given points, in configured order. */
export async function factorsOfPoints(db: Queryable, pointIds: number[]): Promise<Map<number, PointFactor[]>> {
  const { rows } = await db.query<{
    point_id: number;
    factor_code: string;
    name: string | null;
    unit: string | null;
    alarm_min: number | null;
    alarm_max: number | null;
    warn_min: number | null;
    warn_max: number | null;
  }>(
    `SELECT pf.point_id, pf.factor_code, f.name, f.unit, pf.alarm_min, pf.alarm_max, pf.warn_min, pf.warn_max
       FROM monitor_point_factor pf LEFT JOIN pollution_factor f ON f.code = pf.factor_code
      WHERE pf.point_id = ANY($1::bigint[])
      ORDER BY pf.point_id, pf.sort_order, pf.factor_code`,
    [pointIds],
  );
  const out = new Map<number, PointFactor[]>();
  for (const r of rows) {
    const list = out.get(Number(r.point_id)) ?? [];
    list.push({
      factorCode: r.factor_code,
      factorName: r.name,
      unit: r.unit,
      alarmMin: r.alarm_min,
      alarmMax: r.alarm_max,
      warnMin: r.warn_min,
      warnMax: r.warn_max,
    });
    out.set(Number(r.point_id), list);
  }
  return out;
}

export async function getPoint(db: Queryable, enterpriseId: number, id: number): Promise<Point | null> {
  const { rows } = await db.query<PointRow>(
    `SELECT ${POINT_COLUMNS}, ${onlineSql('$3')} AS online
       FROM monitor_point p LEFT JOIN monitor_logger_state s ON s.point_id = p.id
      WHERE p.enterprise_id = $1 AND p.id = $2`,
    [enterpriseId, id, OFFLINE_AFTER_INTERVALS],
  );
  if (!rows[0]) return null;
  const point = toPoint(rows[0]);
  point.factors = (await factorsOfPoints(db, [id])).get(id) ?? [];
  return point;
}

/** Codes a point may list: enabled factors, plus those it already has (a factor disabled later stays editable). */
export async function selectableFactorCodes(db: Queryable, codes: string[], pointId?: number): Promise<Set<string>> {
  const { rows } = await db.query<{ code: string }>(
    `SELECT code FROM pollution_factor WHERE code = ANY($1::text[]) AND enabled
     UNION SELECT factor_code FROM monitor_point_factor WHERE point_id = $2 AND factor_code = ANY($1::text[])`,
    [codes, pointId ?? 0],
  );
  return new Set(rows.map((r) => r.code));
}

async function replaceFactors(tx: Queryable, pointId: number, factors: PointFactorInput[]): Promise<void> {
  await tx.query('DELETE FROM monitor_point_factor WHERE point_id = $1', [pointId]);
  if (factors.length === 0) return;
  await tx.query(
    `INSERT INTO monitor_point_factor (point_id, factor_code, alarm_min, alarm_max, warn_min, warn_max, sort_order)
     SELECT $1, u.* FROM unnest($2::text[], $3::float8[], $4::float8[], $5::float8[], $6::float8[], $7::smallint[]) AS u`,
    [
      pointId,
      factors.map((f) => f.factorCode),
      factors.map((f) => f.alarmMin ?? null),
      factors.map((f) => f.alarmMax ?? null),
      factors.map((f) => f.warnMin ?? null),
      factors.map((f) => f.warnMax ?? null),
      factors.map((_, i) => i),
    ],
  );
}

export async function createPoint(db: Pick<Db, 'transaction'>, enterpriseId: number, userId: number | null, input: PointInput): Promise<number> {
  const pwHash = await hashPassword(input.password!); // slow on purpose: before the transaction opens
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO monitor_point (enterprise_id, name, code, type, mn, pw_hash, rtd_interval, enabled, longitude, latitude, remark, created_by, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) RETURNING id`,
      [
        enterpriseId, input.name.trim(), input.code, input.type, input.mn, pwHash, input.rtdInterval ?? 60, input.enabled ?? true,
        input.longitude ?? null, input.latitude ?? null, input.remark ?? null, userId,
      ],
    );
    const id = Number(rows[0].id);
    await replaceFactors(tx, id, input.factors ?? []);
    return id;
  });
}

/** Returns the MN before the change (so the caller can drop cached credentials), or null when not in scope. */
export async function updatePoint(db: Db, enterpriseId: number, userId: number | null, id: number, input: Partial<PointInput>): Promise<string | null> {
  const pwHash = input.password ? await hashPassword(input.password) : undefined;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ mn: string }>('SELECT mn FROM monitor_point WHERE id = $1 AND enterprise_id = $2 FOR UPDATE', [id, enterpriseId]);
    if (!rows[0]) return null;
    const columns: [string, unknown][] = [];
    const put = (column: string, value: unknown) => columns.push([column, value]);
    if (input.name !== undefined) put('name', input.name.trim());
    if (input.code !== undefined) put('code', input.code);
    if (input.type !== undefined) put('type', input.type);
    if (input.mn !== undefined) put('mn', input.mn);
    if (pwHash !== undefined) put('pw_hash', pwHash);
    if (input.rtdInterval !== undefined) put('rtd_interval', input.rtdInterval);
    if (input.enabled !== undefined) put('enabled', input.enabled);
    if (input.longitude !== undefined) put('longitude', input.longitude);
    if (input.latitude !== undefined) put('latitude', input.latitude);
    if (input.remark !== undefined) put('remark', input.remark);
    put('updated_by', userId);
    const sets = columns.map(([c], i) => `${c} = $${i + 3}`).join(', ');
    await tx.query(`UPDATE monitor_point SET ${sets}, updated_at = now() WHERE id = $1 AND enterprise_id = $2`, [id, enterpriseId, ...columns.map(([, v]) => v)]);
    if (input.factors !== undefined) await replaceFactors(tx, id, input.factors);
    return rows[0].mn;
  });
}

/**
 * Deletes points with their factors, devices, state and stored values. All ids must belong to the
 * enterprise, otherwise nothing is deleted and null is returned. Returns the MNs removed.
 */
export async function deletePoints(db: Db, enterpriseId: number, ids: number[]): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; mn: string }>(
      'SELECT id, mn FROM monitor_point WHERE enterprise_id = $1 AND id = ANY($2::bigint[]) FOR UPDATE',
      [enterpriseId, ids],
    );
    if (rows.length !== ids.length) return null;
    await tx.query('DELETE FROM monitor_value WHERE point_id = ANY($1::bigint[])', [ids]);
    await tx.query('DELETE FROM monitor_point WHERE enterprise_id = $1 AND id = ANY($2::bigint[])', [enterpriseId, ids]);
    return rows.map((r) => r.mn);
  });
}

/** The point if it belongs to the enterprise (the scoping check of every point-bound route). */
export async function pointInScope(db: Queryable, enterpriseId: number, id: number): Promise<{ id: number; name: string; code: string } | null> {
  const { rows } = await db.query<{ id: number; name: string; code: string }>(
    'SELECT id, name, code FROM monitor_point WHERE id = $1 AND enterprise_id = $2',
    [id, enterpriseId],
  );
  return rows[0] ? { ...rows[0], id: Number(rows[0].id) } : null;
}

/** A factor of a point with its limits and the measuring range of the instrument channel reading it. */
export interface EnterprisePointFactor extends PointFactor {
  /** Lowest range_min / highest range_max of the point's device channels measuring this factor. */
  rangeMin: number | null;
  rangeMax: number | null;
}

export interface EnterprisePoint {
  id: number;
  enterpriseId: number;
  name: string;
  code: string;
  type: string;
  enabled: boolean;
  /** Epoch milliseconds. */
  createdAt: number;
  factors: EnterprisePointFactor[];
}

/**
 * Every point of the given enterprises with its factors, limits and instrument ranges: the inventory a
 * feature evaluating several enterprises at once starts from (one query each, whatever their number).
 */
export async function pointsOfEnterprises(db: Queryable, enterpriseIds: number[]): Promise<EnterprisePoint[]> {
  const { rows: points } = await db.query<{ id: number; enterprise_id: number; name: string; code: string; type: string; enabled: boolean; created: number }>(
    `SELECT id::float8 AS id, enterprise_id::float8 AS enterprise_id, name, code, type, enabled, (extract(epoch FROM created_at) * 1000)::float8 AS created
       FROM monitor_point WHERE enterprise_id = ANY($1::bigint[]) ORDER BY enterprise_id, id`,
    [enterpriseIds],
  );
  const ids = points.map((p) => p.id);
  const factors = await factorsOfPoints(db, ids);
  const { rows: ranges } = await db.query<{ point_id: number; factor_code: string; range_min: number | null; range_max: number | null }>(
    `SELECT d.point_id::float8 AS point_id, c.factor_code, min(c.range_min) AS range_min, max(c.range_max) AS range_max
       FROM monitor_device_channel c JOIN monitor_device d ON d.id = c.device_id
      WHERE d.point_id = ANY($1::bigint[]) AND c.factor_code IS NOT NULL
      GROUP BY d.point_id, c.factor_code`,
    [ids],
  );
  const rangeOf = new Map(ranges.map((r) => [`${r.point_id}:${r.factor_code}`, r]));
  return points.map((p) => ({
    id: p.id,
    enterpriseId: p.enterprise_id,
    name: p.name,
    code: p.code,
    type: p.type,
    enabled: p.enabled,
    createdAt: p.created,
    factors: (factors.get(p.id) ?? []).map((f) => {
      const r = rangeOf.get(`${p.id}:${f.factorCode}`);
      return { ...f, rangeMin: r?.range_min ?? null, rangeMax: r?.range_max ?? null };
    }),
  }));
}
