import type { SignedFileEntry } from '../../schemas/contracts/storage/wire';
import { ApiError } from '../core/errors';
import type { Caller, StorageContext } from './context';
import { storeCall, violationError } from './errors';
import { isKeyOfEnterprise, isValidKey } from './keys';
import { findFile, findFilesByKeys, markFileDeleted, unmarkFileDeleted, type FileRecord } from './repository';
import { checkCount, extensionOf, mimeTypeFor } from '../../schemas/contracts/storage/rules';

/** RFC 6266 attachment header: an ASCII fallback plus the exact UTF-8 name. */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export async function fileEntry(ctx: StorageContext, file: FileRecord): Promise<SignedFileEntry> {
  const path = await storeCall(ctx.log, 'presignGet', () =>
    ctx.store.presignGet(file.key, { expiresIn: ctx.config.downloadUrlTtlSeconds, contentType: file.type }),
  );
  return { id: file.id, name: file.name, size: file.size, type: file.type, url: file.key, path };
}

/**
 * GET /file/geturl: a signed, expiring URL for a key under the caller's enterprise prefix or of a
 * file the enterprise owns; anything else, including malformed keys, is 2010103. With attachment the
 * store answers with Content-Disposition: attachment and the original file name.
 */
export async function downloadUrl(ctx: StorageContext, caller: Caller, key: string, attachment: boolean): Promise<string> {
  if (!isValidKey(key)) throw ApiError.noPermission();
  const [file] = await findFilesByKeys(ctx.db, caller.enterpriseId, [key]);
  if (!file && !isKeyOfEnterprise(key, caller.enterpriseId)) throw ApiError.noPermission();
  return presignDownload(ctx, key, attachment ? (file?.name ?? key.slice(key.lastIndexOf('/') + 1)) : undefined);
}

/** A signed, expiring GET URL of a key the caller was allowed; with `attachmentName`, a download under it. */
export function presignDownload(ctx: StorageContext, key: string, attachmentName?: string): Promise<string> {
  const disposition = attachmentName === undefined ? undefined : attachmentDisposition(attachmentName);
  return storeCall(ctx.log, 'presignGet', () =>
    ctx.store.presignGet(key, { expiresIn: ctx.config.downloadUrlTtlSeconds, contentType: mimeTypeFor(extensionOf(key)), disposition }),
  );
}

/**
 * DELETE /file/{id} (permission: see below): the row is marked deleted first, then the object removed. If the store fails the
 * mark is undone, so a live row never points at a missing object and the user can simply retry.
 */
export async function deleteFile(ctx: StorageContext, caller: Caller, id: number): Promise<void> {
  const found = await findFile(ctx.db, caller.enterpriseId, id);
  if (!found) throw ApiError.notFound();
  // Like every write: a file a record holds needs that record's edit permission; one no record holds
  // yet (an upload of a form not saved) only its uploader may delete.
  const allowed = found.recordPermission ? (caller.permissions?.has(found.recordPermission) ?? false) : found.createdBy === caller.userId;
  if (!allowed) throw ApiError.noPermission();
  const file = await markFileDeleted(ctx.db, caller.enterpriseId, id);
  if (!file) throw ApiError.notFound();
  try {
    await storeCall(ctx.log, 'delete', () => ctx.store.delete(file.key));
  } catch (err) {
    await unmarkFileDeleted(ctx.db, file.id);
    throw err;
  }
}

export async function getFile(ctx: StorageContext, caller: Caller, id: number): Promise<SignedFileEntry> {
  const file = await findFile(ctx.db, caller.enterpriseId, id);
  if (!file) throw ApiError.notFound();
  return fileEntry(ctx, file);
}

/**
 * For module records with a files field: at most maxCount entries (spec §5 'only {n} files allowed'),
 * each one a live file of the caller's enterprise. Returns the stored facts (name, size, type) so a
 * record never carries what the browser claimed about a file.
 */
export async function verifyFileEntries(
  ctx: Pick<StorageContext, 'db'>,
  caller: Caller,
  entries: readonly { url: string }[],
  maxCount: number,
): Promise<Omit<SignedFileEntry, 'path'>[]> {
  const tooMany = checkCount(entries.length, maxCount);
  if (tooMany) throw violationError(tooMany);
  const keys = entries.map((e) => e.url);
  if (!keys.every((k) => isKeyOfEnterprise(k, caller.enterpriseId))) throw ApiError.noPermission();
  const byKey = new Map((await findFilesByKeys(ctx.db, caller.enterpriseId, keys)).map((f) => [f.key, f]));
  return keys.map((k) => {
    const f = byKey.get(k);
    if (!f) throw ApiError.notFound();
    return { id: f.id, name: f.name, size: f.size, type: f.type, url: f.key };
  });
}
