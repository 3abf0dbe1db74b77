/** Devices of an enterprise's points and their channels; scoped by enterprise_id (channels via their device). */
import type { Db } from '../../core/contracts';
import { containsPattern, offsetOf, type Paging } from '../http/common';
import type { ChannelInput, DeviceInput } from './schemas';

type Queryable = Pick<Db, 'query'>;

const DEVICE_COLUMNS = `d.id, d.point_id AS "pointId", p.name AS "pointName", d.name, d.kind, d.model, d.manufacturer,
  d.serial_no AS "serialNo", to_char(d.install_date, 'YYYY-MM-DD') AS "installDate", d.status, d.remark,
  (SELECT count(*) FROM monitor_device_channel c WHERE c.device_id = d.id)::int AS "channelCount",
  d.created_at AS "createdAt", d.updated_at AS "updatedAt"`;

const CHANNEL_COLUMNS = `c.id, c.device_id AS "deviceId", c.channel_no AS "channelNo", c.name, c.factor_code AS "factorCode",
  f.name AS "factorName", c.unit, c.range_min AS "rangeMin", c.range_max AS "rangeMax", c.remark`;

export interface DeviceFilter {
  pointId?: number;
  name?: string;
  kind?: string;
}

const numberIds = <T extends { id: unknown }>(rows: T[]): T[] => rows.map((r) => ({ ...r, id: Number(r.id) }));

export async function pageDevices(db: Queryable, enterpriseId: number, filter: DeviceFilter, paging: Paging) {
  const params: unknown[] = [enterpriseId];
  let where = 'd.enterprise_id = $1';
  if (filter.pointId) {
    params.push(filter.pointId);
    where += ` AND d.point_id = $${params.length}`;
  }
  if (filter.name?.trim()) {
    params.push(containsPattern(filter.name));
    where += ` AND d.name ILIKE $${params.length}`;
  }
  if (filter.kind) {
    params.push(filter.kind);
    where += ` AND d.kind = $${params.length}`;
  }
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM monitor_device d WHERE ${where}`, params);
  const { rows } = await db.query<Record<string, unknown> & { id: unknown }>(
    `SELECT ${DEVICE_COLUMNS} FROM monitor_device d JOIN monitor_point p ON p.id = d.point_id
      WHERE ${where} ORDER BY d.id LIMIT ${paging.pageSize} OFFSET ${offsetOf(paging)}`,
    params,
  );
  return { records: numberIds(rows), total: count.rows[0]?.total ?? 0 };
}

export async function getDevice(db: Queryable, enterpriseId: number, id: number) {
  const { rows } = await db.query<Record<string, unknown> & { id: unknown }>(
    `SELECT ${DEVICE_COLUMNS} FROM monitor_device d JOIN monitor_point p ON p.id = d.point_id WHERE d.enterprise_id = $1 AND d.id = $2`,
    [enterpriseId, id],
  );
  if (!rows[0]) return null;
  return { ...numberIds(rows)[0], channels: await listChannels(db, id) };
}

const deviceValues = (input: Partial<DeviceInput>): [string, unknown][] =>
  (
    [
      ['point_id', input.pointId],
      ['name', input.name?.trim()],
      ['kind', input.kind],
      ['model', input.model],
      ['manufacturer', input.manufacturer],
      ['serial_no', input.serialNo],
      ['install_date', input.installDate],
      ['status', input.status],
      ['remark', input.remark],
    ] as [string, unknown][]
  ).filter(([, v]) => v !== undefined);

export async function createDevice(db: Queryable, enterpriseId: number, userId: number | null, input: DeviceInput): Promise<number> {
  const cols = deviceValues(input);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO monitor_device (enterprise_id, created_by, updated_by, ${cols.map(([c]) => c).join(', ')})
     VALUES ($1, $2, $2, ${cols.map((_, i) => `$${i + 3}`).join(', ')}) RETURNING id`,
    [enterpriseId, userId, ...cols.map(([, v]) => v)],
  );
  return Number(rows[0].id);
}

export async function updateDevice(db: Queryable, enterpriseId: number, userId: number | null, id: number, input: Partial<DeviceInput>): Promise<boolean> {
  const cols = deviceValues(input);
  const sets = cols.map(([c], i) => `${c} = $${i + 4}`);
  const { rowCount } = await db.query(
    `UPDATE monitor_device SET ${[...sets, 'updated_by = $3', 'updated_at = now()'].join(', ')} WHERE enterprise_id = $1 AND id = $2`,
    [enterpriseId, id, userId, ...cols.map(([, v]) => v)],
  );
  return rowCount > 0;
}

/** Deletes devices (and their channels); all must be in scope, else nothing happens and 0 is returned. */
export async function deleteDevices(db: Db, enterpriseId: number, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query('SELECT id FROM monitor_device WHERE enterprise_id = $1 AND id = ANY($2::bigint[]) FOR UPDATE', [enterpriseId, ids]);
    if (rows.length !== ids.length) return 0;
    await tx.query('DELETE FROM monitor_device WHERE enterprise_id = $1 AND id = ANY($2::bigint[])', [enterpriseId, ids]);
    return ids.length;
  });
}

export async function deviceInScope(db: Queryable, enterpriseId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM monitor_device WHERE enterprise_id = $1 AND id = $2', [enterpriseId, id]);
  return rows.length > 0;
}

export async function listChannels(db: Queryable, deviceId: number) {
  const { rows } = await db.query<Record<string, unknown> & { id: unknown }>(
    `SELECT ${CHANNEL_COLUMNS} FROM monitor_device_channel c LEFT JOIN pollution_factor f ON f.code = c.factor_code
      WHERE c.device_id = $1 ORDER BY c.channel_no`,
    [deviceId],
  );
  return numberIds(rows);
}

export async function getChannel(db: Queryable, enterpriseId: number, id: number) {
  const { rows } = await db.query<Record<string, unknown> & { id: unknown }>(
    `SELECT ${CHANNEL_COLUMNS} FROM monitor_device_channel c
       JOIN monitor_device d ON d.id = c.device_id
       LEFT JOIN pollution_factor f ON f.code = c.factor_code
      WHERE d.enterprise_id = $1 AND c.id = $2`,
    [enterpriseId, id],
  );
  return rows[0] ? numberIds(rows)[0] : null;
}

const channelValues = (input: Partial<ChannelInput>): [string, unknown][] =>
  (
    [
      ['device_id', input.deviceId],
      ['channel_no', input.channelNo],
      ['name', input.name?.trim()],
      ['factor_code', input.factorCode],
      ['unit', input.unit],
      ['range_min', input.rangeMin],
      ['range_max', input.rangeMax],
      ['remark', input.remark],
    ] as [string, unknown][]
  ).filter(([, v]) => v !== undefined);

export async function createChannel(db: Queryable, input: ChannelInput): Promise<number> {
  const cols = channelValues(input);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO monitor_device_channel (${cols.map(([c]) => c).join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    cols.map(([, v]) => v),
  );
  return Number(rows[0].id);
}

export async function updateChannel(db: Queryable, enterpriseId: number, id: number, input: Partial<ChannelInput>): Promise<boolean> {
  const cols = channelValues(input);
  const sets = [...cols.map(([c], i) => `${c} = $${i + 3}`), 'updated_at = now()'];
  const { rowCount } = await db.query(
    `UPDATE monitor_device_channel c SET ${sets.join(', ')}
      WHERE c.id = $2 AND EXISTS (SELECT 1 FROM monitor_device d WHERE d.id = c.device_id AND d.enterprise_id = $1)`,
    [enterpriseId, id, ...cols.map(([, v]) => v)],
  );
  return rowCount > 0;
}

export async function deleteChannels(db: Db, enterpriseId: number, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `SELECT c.id FROM monitor_device_channel c JOIN monitor_device d ON d.id = c.device_id
        WHERE d.enterprise_id = $1 AND c.id = ANY($2::bigint[])`,
      [enterpriseId, ids],
    );
    if (rows.length !== ids.length) return 0;
    await tx.query('DELETE FROM monitor_device_channel WHERE id = ANY($1::bigint[])', [ids]);
    return ids.length;
  });
}
