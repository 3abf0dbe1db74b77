/**
 * SQL of the video tables. Every point query takes the enterprises it may see: one for the client
 * area, the members of a group for the group's video page, none (all) for the back office.
 */
import { containsPattern, offsetOf, type Db, type Paging } from '../../../server/plugin-api';
import type { RecordingEntry, VideoPoint, VideoPointInput } from '../contract';

type Q = Pick<Db, 'query'>;

/** A point as stored: the source URL still has its password (answers mask it), no division name yet. */
export type PointRow = Omit<VideoPoint, 'administrativeDivisionName'>;

const POINT_COLUMNS = `p.id, p.name, p.online_status AS "onlineStatus", p.enterprise_id AS "enterpriseId", e.name AS "enterpriseName",
  p.administrative_division_id AS "administrativeDivisionId", p.point_child_type AS "pointChildType",
  p.device_serial AS "deviceSerial", p.channel_code AS "channelCode", p.source_url AS "sourceUrl", p.remark,
  p.online_checked_at AS "onlineCheckedAt", p.created_at AS "createdAt", p.updated_at AS "updatedAt"`;
const POINT_FROM = 'video_point p JOIN enterprise e ON e.id = p.enterprise_id';

export interface PointFilter extends Paging {
  /** The enterprises whose points are listed; null = every enterprise (back office). */
  enterpriseIds: readonly number[] | null;
  name?: string;
  onlineStatus?: 0 | 1;
  /** One dictionary value: points whose comma list contains it. */
  pointChildType?: string;
  deviceSerial?: string;
}

export async function pointPage(db: Q, f: PointFilter): Promise<{ records: PointRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (f.enterpriseIds) add((n) => `p.enterprise_id = ANY(${n}::bigint[])`, [...f.enterpriseIds]);
  if (f.name) add((n) => `p.name ILIKE ${n}`, containsPattern(f.name));
  if (f.onlineStatus !== undefined) add((n) => `p.online_status = ${n}`, f.onlineStatus);
  if (f.pointChildType) add((n) => `${n} = ANY(string_to_array(p.point_child_type, ','))`, f.pointChildType);
  if (f.deviceSerial) add((n) => `p.device_serial ILIKE ${n}`, containsPattern(f.deviceSerial));
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${POINT_FROM} ${clause}`, params);
  const { rows } = await db.query<PointRow>(
    `SELECT ${POINT_COLUMNS} FROM ${POINT_FROM} ${clause} ORDER BY p.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, f.pageSize, offsetOf(f)],
  );
  return { records: rows, total: total.rows[0].n };
}

/** A point of one of the enterprises (null enterpriseIds: any). */
export async function findPoint(db: Q, enterpriseIds: readonly number[] | null, id: number): Promise<PointRow | null> {
  const { rows } = await db.query<PointRow>(
    `SELECT ${POINT_COLUMNS} FROM ${POINT_FROM} WHERE p.id = $1 ${enterpriseIds ? 'AND p.enterprise_id = ANY($2::bigint[])' : ''}`,
    enterpriseIds ? [id, [...enterpriseIds]] : [id],
  );
  return rows[0] ?? null;
}

/** The camera of a play call: its serial and channel inside the caller's enterprise only. */
export async function findPointByDevice(db: Q, enterpriseId: number, serial: string, code: string): Promise<PointRow | null> {
  const { rows } = await db.query<PointRow>(
    `SELECT ${POINT_COLUMNS} FROM ${POINT_FROM} WHERE p.enterprise_id = $1 AND p.device_serial = $2 AND p.channel_code = $3`,
    [enterpriseId, serial, code],
  );
  return rows[0] ?? null;
}

const inputParams = (p: VideoPointInput) => [
  p.name,
  p.administrativeDivisionId ?? null,
  p.pointChildType ?? '',
  p.deviceSerial,
  p.channelCode,
  p.sourceUrl ?? null,
  p.remark ?? null,
];

export async function insertPoint(db: Q, enterpriseId: number, userId: number | null, p: VideoPointInput): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO video_point (name, administrative_division_id, point_child_type, device_serial, channel_code, source_url, remark, enterprise_id, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [...inputParams(p), enterpriseId, userId],
  );
  return rows[0].id;
}

/** false when the enterprise has no such point. */
export async function updatePoint(db: Q, enterpriseId: number, id: number, p: VideoPointInput): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE video_point SET name = $1, administrative_division_id = $2, point_child_type = $3, device_serial = $4, channel_code = $5,
       source_url = $6, remark = $7, updated_at = now()
     WHERE enterprise_id = $8 AND id = $9`,
    [...inputParams(p), enterpriseId, id],
  );
  return rowCount > 0;
}

/** Deletes the enterprise's points among ids (their recordings' rows go with them; the files stay in the file list). */
export async function deletePoints(db: Q, enterpriseId: number, ids: number[]): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM video_point WHERE enterprise_id = $1 AND id = ANY($2::bigint[])', [enterpriseId, ids]);
  return rowCount;
}

export async function setOnline(db: Q, id: number, online: boolean): Promise<void> {
  await db.query('UPDATE video_point SET online_status = $2, online_checked_at = now() WHERE id = $1', [id, online ? 1 : 0]);
}

/** Points whose state was checked longest ago, for the refresh job. */
export async function pointsToProbe(db: Q, limit: number): Promise<{ id: number; sourceUrl: string | null }[]> {
  const { rows } = await db.query<{ id: number; sourceUrl: string | null }>(
    `SELECT id, source_url AS "sourceUrl" FROM video_point ORDER BY online_checked_at ASC NULLS FIRST, id LIMIT $1`,
    [limit],
  );
  return rows;
}

// Recordings ------------------------------------------------------------------------------------

export interface RecordingRow {
  id: number;
  enterpriseId: number;
  pointId: number;
  streamId: string;
  status: 'recording' | 'done' | 'failed';
  startedBy: number | null;
  startedAt: string;
  fileId: number | null;
}

const RECORDING_COLUMNS = `id, enterprise_id AS "enterpriseId", point_id AS "pointId", stream_id AS "streamId", status,
  started_by AS "startedBy", started_at AS "startedAt", file_id AS "fileId"`;

export async function insertRecording(db: Q, r: { enterpriseId: number; pointId: number; streamId: string; startedBy: number | null }): Promise<RecordingRow> {
  const { rows } = await db.query<RecordingRow>(
    `INSERT INTO video_recording (enterprise_id, point_id, stream_id, status, started_by) VALUES ($1, $2, $3, 'recording', $4) RETURNING ${RECORDING_COLUMNS}`,
    [r.enterpriseId, r.pointId, r.streamId, r.startedBy],
  );
  return rows[0];
}

export async function activeRecording(db: Q, enterpriseId: number, streamId: string): Promise<RecordingRow | null> {
  const { rows } = await db.query<RecordingRow>(
    `SELECT ${RECORDING_COLUMNS} FROM video_recording WHERE enterprise_id = $1 AND stream_id = $2 AND status = 'recording'`,
    [enterpriseId, streamId],
  );
  return rows[0] ?? null;
}

/** The caller's latest recording of the stream that the time limit ended within `withinSeconds`. */
export async function recentlyLimited(db: Q, enterpriseId: number, streamId: string, userId: number, withinSeconds: number): Promise<RecordingRow | null> {
  const { rows } = await db.query<RecordingRow>(
    `SELECT ${RECORDING_COLUMNS} FROM video_recording
     WHERE enterprise_id = $1 AND stream_id = $2 AND started_by = $3 AND stop_reason = 'limit' AND stopped_at > now() - make_interval(secs => $4)
     ORDER BY id DESC LIMIT 1`,
    [enterpriseId, streamId, userId, withinSeconds],
  );
  return rows[0] ?? null;
}

export async function finishRecording(
  db: Q,
  id: number,
  r: { status: 'done' | 'failed'; stopReason: string; durationMs: number | null; fileId: number | null; error?: string },
): Promise<void> {
  await db.query(
    `UPDATE video_recording SET status = $2, stop_reason = $3, duration_ms = $4, file_id = $5, error = $6, stopped_at = now() WHERE id = $1`,
    [id, r.status, r.stopReason, r.durationMs, r.fileId, r.error?.slice(0, 200) ?? null],
  );
}

/** Recordings left 'recording' by a process that ended (older than the time limit allows): failed. */
export async function failAbandonedRecordings(db: Q, olderThanSeconds: number, streamId?: string): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE video_recording SET status = 'failed', stop_reason = 'restart', stopped_at = now()
     WHERE status = 'recording' AND started_at < now() - make_interval(secs => $1) ${streamId ? 'AND stream_id = $2' : ''}`,
    streamId ? [olderThanSeconds, streamId] : [olderThanSeconds],
  );
  return rowCount;
}

export async function recordingPage(db: Q, enterpriseId: number, pointId: number, paging: Paging): Promise<{ records: RecordingEntry[]; total: number }> {
  const total = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM video_recording WHERE enterprise_id = $1 AND point_id = $2', [enterpriseId, pointId]);
  type Row = Omit<RecordingEntry, 'file'> & { fileId: number | null; fileName: string; fileSize: number; fileType: string; fileKey: string };
  const { rows } = await db.query<Row>(
    `SELECT r.id, r.status, r.started_at AS "startedAt", r.stopped_at AS "stoppedAt", r.duration_ms AS "durationMs", u.name AS "startedByName",
            f.id AS "fileId", f.name AS "fileName", f.size AS "fileSize", f.type AS "fileType", f.key AS "fileKey"
     FROM video_recording r
     LEFT JOIN app_user u ON u.id = r.started_by
     LEFT JOIN file f ON f.id = r.file_id AND f.deleted_at IS NULL
     WHERE r.enterprise_id = $1 AND r.point_id = $2
     ORDER BY r.id DESC LIMIT $3 OFFSET $4`,
    [enterpriseId, pointId, paging.pageSize, offsetOf(paging)],
  );
  const records: RecordingEntry[] = rows.map(({ fileId, fileName, fileSize, fileType, fileKey, ...r }) => ({
    ...r,
    file: fileId === null ? null : { id: fileId, name: fileName, size: fileSize, type: fileType, url: fileKey },
  }));
  return { records, total: total.rows[0].n };
}
