import type { Db } from '../core/contracts';
import type { UploadPurpose } from '../../schemas/contracts/storage/rules';
import type { FileOwnerId } from './keys';

/**
 * SQL of the file and file_upload tables (migrations 0300_files.sql, 0820_platform_files.sql). The owner
 * is compared with IS NOT DISTINCT FROM: a null owner (the platform) matches only platform rows.
 */
const owner = (param: number) => `enterprise_id IS NOT DISTINCT FROM $${param}::bigint`;

type Q = Pick<Db, 'query'>;

export interface FileRecord {
  id: number;
  /** null: a platform (back-office) file. */
  enterpriseId: FileOwnerId;
  key: string;
  name: string;
  size: number;
  type: string;
  createdBy: number | null;
  /** Beijing time, YYYY-MM-DD HH:mm:ss */
  createdAt: string;
  /** The edit permission of the record the file is attached to; null while no record holds it. */
  recordPermission: string | null;
}

export interface UploadRecord {
  id: string;
  enterpriseId: FileOwnerId;
  key: string;
  name: string;
  size: number;
  type: string;
  purpose: UploadPurpose;
  mode: 'single' | 'multipart';
  partSize: number;
  partCount: number;
  /** The store's own multipart upload id. */
  storeUploadId: string;
  status: 'pending' | 'completed';
  fileId: number | null;
  createdBy: number | null;
}

const FILE_COLUMNS = `id, enterprise_id AS "enterpriseId", key, name, size, type, created_by AS "createdBy", created_at AS "createdAt",
  record_permission AS "recordPermission"`;
const UPLOAD_COLUMNS = `id, enterprise_id AS "enterpriseId", key, name, size, type, purpose, mode, part_size AS "partSize",
  part_count AS "partCount", store_upload_id AS "storeUploadId", status, file_id AS "fileId", created_by AS "createdBy"`;

export async function insertUpload(db: Q, u: Omit<UploadRecord, 'status' | 'fileId'>): Promise<void> {
  await db.query(
    `INSERT INTO file_upload (id, enterprise_id, key, name, size, type, purpose, mode, part_size, part_count, store_upload_id, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [u.id, u.enterpriseId, u.key, u.name, u.size, u.type, u.purpose, u.mode, u.partSize, u.partCount, u.storeUploadId, u.createdBy],
  );
}

export async function findUpload(db: Q, id: string): Promise<UploadRecord | null> {
  const { rows } = await db.query<UploadRecord>(`SELECT ${UPLOAD_COLUMNS} FROM file_upload WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function deleteUpload(db: Q, id: string): Promise<void> {
  await db.query('DELETE FROM file_upload WHERE id = $1', [id]);
}

/**
 * The file row and the upload's completion commit together, and only for the first of concurrent
 * completes (null for the others: they read the winner's file).
 */
export async function recordCompletedUpload(db: Pick<Db, 'transaction'>, upload: UploadRecord): Promise<FileRecord | null> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query(`UPDATE file_upload SET status = 'completed' WHERE id = $1 AND status = 'pending' RETURNING id`, [upload.id]);
    if (claimed.rows.length === 0) return null;
    const { rows } = await tx.query<FileRecord>(
      `INSERT INTO file (enterprise_id, key, name, size, type, created_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${FILE_COLUMNS}`,
      [upload.enterpriseId, upload.key, upload.name, upload.size, upload.type, upload.createdBy],
    );
    await tx.query('UPDATE file_upload SET file_id = $2 WHERE id = $1', [upload.id, rows[0].id]);
    return rows[0];
  });
}

/** A file the server stored itself (no upload row: the server produced and verified the object). */
export async function insertFile(db: Q, f: Omit<FileRecord, 'id' | 'createdAt'>): Promise<FileRecord> {
  const { rows } = await db.query<FileRecord>(
    `INSERT INTO file (enterprise_id, key, name, size, type, created_by, record_permission) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${FILE_COLUMNS}`,
    [f.enterpriseId, f.key, f.name, f.size, f.type, f.createdBy, f.recordPermission],
  );
  return rows[0];
}

export async function findFile(db: Q, enterpriseId: FileOwnerId, id: number): Promise<FileRecord | null> {
  const { rows } = await db.query<FileRecord>(`SELECT ${FILE_COLUMNS} FROM file WHERE id = $1 AND ${owner(2)} AND deleted_at IS NULL`, [
    id,
    enterpriseId,
  ]);
  return rows[0] ?? null;
}

export async function findFilesByKeys(db: Q, enterpriseId: FileOwnerId, keys: string[]): Promise<FileRecord[]> {
  if (keys.length === 0) return [];
  const { rows } = await db.query<FileRecord>(
    `SELECT ${FILE_COLUMNS} FROM file WHERE ${owner(1)} AND key = ANY($2::text[]) AND deleted_at IS NULL`,
    [enterpriseId, keys],
  );
  return rows;
}

/** Records which permission guards files a record now holds (the first record to save a file owns it). */
export async function claimFilesForRecord(db: Q, enterpriseId: FileOwnerId, keys: string[], permission: string): Promise<void> {
  if (keys.length === 0) return;
  await db.query(`UPDATE file SET record_permission = $3 WHERE ${owner(1)} AND key = ANY($2::text[]) AND record_permission IS NULL`, [
    enterpriseId,
    keys,
    permission,
  ]);
}

/** Marks a live file deleted; null when the enterprise has no such live file. */
export async function markFileDeleted(db: Q, enterpriseId: FileOwnerId, id: number): Promise<FileRecord | null> {
  const { rows } = await db.query<FileRecord>(
    `UPDATE file SET deleted_at = now() WHERE id = $1 AND ${owner(2)} AND deleted_at IS NULL RETURNING ${FILE_COLUMNS}`,
    [id, enterpriseId],
  );
  return rows[0] ?? null;
}

export async function unmarkFileDeleted(db: Q, id: number): Promise<void> {
  await db.query('UPDATE file SET deleted_at = NULL WHERE id = $1', [id]);
}

/** Uploads started before cutoff (pending ones are abandoned; completed ones are spent). */
export async function staleUploads(db: Q, cutoff: Date): Promise<UploadRecord[]> {
  const { rows } = await db.query<UploadRecord>(
    `SELECT ${UPLOAD_COLUMNS} FROM file_upload WHERE created_at < $1::timestamptz ORDER BY created_at LIMIT 1000`,
    [cutoff.toISOString()],
  );
  return rows;
}
