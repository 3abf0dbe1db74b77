import type { FastifyInstance } from 'fastify';
import type { SignedFileEntry } from '../../schemas/contracts/storage/wire';
import { ErrorCode } from '../../data-providers/catalogue';
import { ApiError } from '../core/errors';
import type { StorageContext } from '../storage/context';
import { downloadUrl } from '../storage/files';
import { storeServerFile as store, type ServerFileOwner } from '../storage/serverFiles';

export type { ServerFileOwner };

/** The storage plugin's context; 2010104 when the app runs without file storage. */
export function storageOf(app: FastifyInstance): StorageContext {
  if (!app.hasDecorator('storage')) throw new ApiError(ErrorCode.NotConnected);
  return (app as FastifyInstance & { storage: StorageContext }).storage;
}

/**
 * Puts a file the server produced (at `file.path` on this machine) into the object store and records it
 * as a file of the enterprise: the answer is the File entry (`url` = key, `path` = signed URL) the file
 * list and preview take. Refused (2010102) when the content does not fit the name's extension.
 */
export function storeServerFile(app: FastifyInstance, owner: ServerFileOwner, file: { name: string; path: string }): Promise<SignedFileEntry> {
  return store(storageOf(app), owner, file);
}

/** A signed, expiring GET URL of an object key of the enterprise (2010103 for any other key). */
export function signedDownloadUrl(app: FastifyInstance, enterpriseId: number, key: string, opts: { attachment?: boolean } = {}): Promise<string> {
  return downloadUrl(storageOf(app), { enterpriseId, userId: 0 }, key, opts.attachment ?? false);
}
