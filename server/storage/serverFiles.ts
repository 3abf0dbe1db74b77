import { stat } from 'node:fs/promises';
import type { SignedFileEntry } from '../../schemas/contracts/storage/wire';
import { ErrorCode } from '../../data-providers/catalogue';
import { extensionOf, mimeTypeFor } from '../../schemas/contracts/storage/rules';
import type { StorageContext } from './context';
import { storageError, storeCall } from './errors';
import { readFileStart } from './fileStart';
import { fileEntry } from './files';
import { newUploadKey } from './keys';
import { insertFile } from './repository';
import { contentMatchesExtension, SNIFF_BYTES } from './sniff';

export interface ServerFileOwner {
  enterpriseId: number;
  /** The user the file is recorded as created by (null: the system). */
  userId: number | null;
  /**
   * The permission that may delete the file (as a record's edit permission does for an attachment);
   * without one only its creator may.
   */
  recordPermission?: string | null;
}

/**
 * Stores a file the server produced (a video recording, a generated report) in the object store and
 * records it like an uploaded one, so the file list, preview and /file/geturl serve it unchanged. The
 * same invariant as the upload flow holds: the row is written only after the stored object has the
 * file's size and the magic number of its extension; otherwise the object is removed again.
 */
export async function storeServerFile(ctx: StorageContext, owner: ServerFileOwner, file: { name: string; path: string }): Promise<SignedFileEntry> {
  const ext = extensionOf(file.name);
  const { size } = await stat(file.path);
  if (size === 0 || !contentMatchesExtension(ext, await readFileStart(file.path, SNIFF_BYTES))) throw storageError(ErrorCode.BadParameter, 'contentMismatch');
  const type = mimeTypeFor(ext);
  const key = newUploadKey(owner.enterpriseId, file.name);
  await storeCall(ctx.log, 'putFile', () => ctx.store.putFile(key, file.path, { contentType: type, size }));
  const head = await storeCall(ctx.log, 'head', () => ctx.store.head(key));
  if (!head || head.size !== size) {
    await storeCall(ctx.log, 'delete', () => ctx.store.delete(key));
    throw storageError(ErrorCode.NotConnected, 'uploadFailed');
  }
  const record = await insertFile(ctx.db, { enterpriseId: owner.enterpriseId, key, name: file.name, size, type, createdBy: owner.userId, recordPermission: owner.recordPermission ?? null });
  return fileEntry(ctx, record);
}
