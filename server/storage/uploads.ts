import { randomUUID } from 'node:crypto';
import { ErrorCode } from '../../data-providers/catalogue';
import { ApiError } from '../core/errors';
import { assertOwnKey, type Caller, type StorageContext } from './context';
import { storeCall, storageError, violationError } from './errors';
import { fileEntry } from './files';
import type { InitAnswer, InitRequest, PartUrl, SignedFileEntry } from '../../schemas/contracts/storage/wire';
import { newUploadKey } from './keys';
import { deleteUpload, findFile, findUpload, insertUpload, recordCompletedUpload, type UploadRecord } from './repository';
import { checkUpload, extensionOf, mimeTypeFor, PART_SIZE, partCountFor, partLength } from '../../schemas/contracts/storage/rules';
import { contentMatchesExtension, SNIFF_BYTES } from './sniff';

/**
 * The upload flow, identical for every store: init → PUT to presigned URL(s) → complete. The server
 * never relays file bytes for S3/OSS; it decides the key, presigns short-lived URLs, and verifies the
 * stored object (size, magic number) before a file row exists. In the store every upload is a
 * multipart upload ('single' = one part, sent with one PUT), so nothing is an object before complete.
 */

/** Part URLs handed out with init and per /upload/parts call (URLs expire; the client asks again). */
export const PRESIGN_BATCH = 16;

function expiresAt(ctx: StorageContext): string {
  return new Date(Date.now() + ctx.config.uploadUrlTtlSeconds * 1000).toISOString();
}

export async function initUpload(ctx: StorageContext, caller: Caller, req: InitRequest): Promise<InitAnswer> {
  const purpose = req.purpose ?? 'file';
  const violation = checkUpload({ name: req.name, size: req.size, purpose, accept: req.accept, maxSizeMB: req.maxSizeMB });
  if (violation) throw violationError(violation);
  const type = mimeTypeFor(extensionOf(req.name));
  const key = newUploadKey(caller.enterpriseId, req.name);
  const partCount = partCountFor(req.size);
  const mode = partCount === 1 ? 'single' : 'multipart';
  // Even a single PUT goes through a store-side multipart upload: its URL stops working once the
  // upload is completed or aborted, so nobody can replace a verified object through a URL that has
  // not expired yet (a plain presigned PUT stays valid, and S3 would let it overwrite).
  const storeUploadId = await storeCall(ctx.log, 'createMultipart', () => ctx.store.createMultipart(key, { contentType: type }));
  const upload: UploadRecord = {
    id: randomUUID(),
    enterpriseId: caller.enterpriseId,
    key,
    name: req.name,
    size: req.size,
    type,
    purpose,
    mode,
    partSize: PART_SIZE,
    partCount,
    storeUploadId,
    status: 'pending',
    fileId: null,
    createdBy: caller.userId,
  };
  await insertUpload(ctx.db, upload);
  const first = Array.from({ length: Math.min(partCount, PRESIGN_BATCH) }, (_, i) => i + 1);
  const { parts, headers } = await presign(ctx, upload, first);
  const common = { uploadId: upload.id, key, mode, partSize: PART_SIZE, partCount, expiresAt: expiresAt(ctx), headers } as const;
  return mode === 'single' ? { ...common, url: parts[0].url } : { ...common, parts };
}

/** The caller's own upload; other enterprises' uploads are 2010103, unknown or swept ones 2010105. */
async function ownUpload(ctx: StorageContext, caller: Caller, uploadId: string): Promise<UploadRecord> {
  const upload = await findUpload(ctx.db, uploadId);
  if (!upload) throw storageError(ErrorCode.NotFound, 'uploadNotFound');
  if (upload.enterpriseId !== caller.enterpriseId) throw ApiError.noPermission();
  assertOwnKey(upload.key, caller);
  return upload;
}

async function pendingUpload(ctx: StorageContext, caller: Caller, uploadId: string): Promise<UploadRecord> {
  const upload = await ownUpload(ctx, caller, uploadId);
  if (upload.status !== 'pending') throw storageError(ErrorCode.BadParameter, 'uploadFinished');
  return upload;
}

async function presign(ctx: StorageContext, upload: UploadRecord, partNumbers: number[]) {
  let headers: Record<string, string> = {};
  const parts: PartUrl[] = [];
  for (const partNumber of partNumbers) {
    const req = await storeCall(ctx.log, 'presignPart', () =>
      ctx.store.presignPart(upload.key, upload.storeUploadId, partNumber, {
        maxBytes: partLength(upload.size, partNumber),
        expiresIn: ctx.config.uploadUrlTtlSeconds,
      }),
    );
    headers = req.headers;
    parts.push({ partNumber, url: req.url });
  }
  return { parts, headers };
}

/** POST /upload/parts: fresh URLs for the parts the client is about to send (part 1 of a single upload too). */
export async function presignParts(ctx: StorageContext, caller: Caller, uploadId: string, partNumbers: number[]) {
  const upload = await pendingUpload(ctx, caller, uploadId);
  const wanted = [...new Set(partNumbers)].sort((a, b) => a - b);
  if (wanted.some((n) => n < 1 || n > upload.partCount)) throw storageError(ErrorCode.BadParameter, 'badPartNumber');
  const { parts, headers } = await presign(ctx, upload, wanted);
  return { uploadId, expiresAt: expiresAt(ctx), headers, parts };
}

/** GET /upload/{uploadId}/parts: what the store already holds, so a reloaded page sends only the rest. */
export async function uploadState(ctx: StorageContext, caller: Caller, uploadId: string) {
  const upload = await ownUpload(ctx, caller, uploadId);
  const parts =
    upload.status === 'pending'
      ? (await storeCall(ctx.log, 'listParts', () => ctx.store.listParts(upload.key, upload.storeUploadId))).filter(
          (p) => p.size === partLength(upload.size, p.partNumber),
        )
      : [];
  return {
    uploadId,
    key: upload.key,
    name: upload.name,
    size: upload.size,
    mode: upload.mode,
    status: upload.status,
    partSize: upload.partSize,
    partCount: upload.partCount,
    parts,
  };
}

/** Removes the object and the upload: nothing of a refused upload stays behind. */
async function discard(ctx: StorageContext, upload: UploadRecord): Promise<void> {
  await storeCall(ctx.log, 'delete', () => ctx.store.delete(upload.key));
  await deleteUpload(ctx.db, upload.id);
}

const unquote = (etag: string) => etag.replace(/^"+|"+$/g, '');

async function completeParts(ctx: StorageContext, upload: UploadRecord, claimed?: { partNumber: number; etag: string }[]): Promise<void> {
  const stored = await storeCall(ctx.log, 'listParts', () => ctx.store.listParts(upload.key, upload.storeUploadId));
  const byNumber = new Map(stored.map((p) => [p.partNumber, p]));
  const missing: number[] = [];
  for (let n = 1; n <= upload.partCount; n++) {
    if (byNumber.get(n)?.size !== partLength(upload.size, n)) missing.push(n);
  }
  if (missing.length > 0) throw storageError(ErrorCode.BadParameter, 'uploadIncomplete', 200, { missingParts: missing });
  if (claimed?.some((c) => byNumber.get(c.partNumber)?.etag !== unquote(c.etag))) throw storageError(ErrorCode.BadParameter, 'partMismatch');
  const parts = Array.from({ length: upload.partCount }, (_, i) => byNumber.get(i + 1)!);
  await storeCall(ctx.log, 'completeMultipart', () => ctx.store.completeMultipart(upload.key, upload.storeUploadId, parts));
}

/**
 * POST /upload/complete: assembles the parts (all present with their exact sizes, else 2010102 with
 * the missing part numbers and the upload stays open), then checks the object has the declared size
 * and starts with the magic number of its extension; a mismatch deletes the object. Only then is the
 * file row written. Repeating a successful complete answers the same file.
 */
export async function completeUpload(
  ctx: StorageContext,
  caller: Caller,
  uploadId: string,
  claimed?: { partNumber: number; etag: string }[],
): Promise<SignedFileEntry> {
  const upload = await ownUpload(ctx, caller, uploadId);
  if (upload.status === 'completed') return existingFile(ctx, caller, upload);
  await completeParts(ctx, upload, claimed);

  const head = await storeCall(ctx.log, 'head', () => ctx.store.head(upload.key));
  if (!head || head.size !== upload.size) {
    await discard(ctx, upload);
    throw storageError(ErrorCode.BadParameter, 'uploadIncomplete');
  }
  const start = await storeCall(ctx.log, 'readStart', () => ctx.store.readStart(upload.key, SNIFF_BYTES));
  if (!contentMatchesExtension(extensionOf(upload.name), start)) {
    ctx.log.warn({ uploadId, key: upload.key }, 'upload refused: content does not match its extension');
    await discard(ctx, upload);
    throw storageError(ErrorCode.BadParameter, 'contentMismatch');
  }
  const file = await recordCompletedUpload(ctx.db, upload);
  if (!file) return existingFile(ctx, caller, (await findUpload(ctx.db, uploadId))!);
  return fileEntry(ctx, file);
}

async function existingFile(ctx: StorageContext, caller: Caller, upload: UploadRecord): Promise<SignedFileEntry> {
  const file = upload.fileId === null ? null : await findFile(ctx.db, caller.enterpriseId, upload.fileId);
  if (!file) throw storageError(ErrorCode.NotFound, 'uploadNotFound');
  return fileEntry(ctx, file);
}

/** POST /upload/abort: the store drops every part received so far. */
export async function abortUpload(ctx: StorageContext, caller: Caller, uploadId: string): Promise<void> {
  const upload = await pendingUpload(ctx, caller, uploadId);
  await storeCall(ctx.log, 'abortMultipart', () => ctx.store.abortMultipart(upload.key, upload.storeUploadId));
  await deleteUpload(ctx.db, upload.id);
}
