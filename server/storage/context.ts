import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../core/errors';
import type { Db } from '../core/contracts';
import type { StorageConfig } from './config';
import { isKeyOfEnterprise, type FileOwnerId } from './keys';
import type { ObjectStore } from './store';

/** What every storage operation works with. */
export interface StorageContext {
  db: Db;
  store: ObjectStore;
  config: StorageConfig;
  log: FastifyBaseLogger;
}

/**
 * The signed-in user and the owner they act for: the enterprise of request.auth after requireEnterprise,
 * or PLATFORM_OWNER (null) for a back-office operator after requireAdmin. Every query and key check is
 * on this owner, so neither side ever reaches the other's files.
 */
export interface Caller {
  userId: number;
  enterpriseId: FileOwnerId;
  /** The caller's permission keys in that enterprise (deleting an attached file needs the record's). */
  permissions?: ReadonlySet<string>;
}

/** Defence in depth: nothing is presigned for a key outside the caller's enterprise prefix. */
export function assertOwnKey(key: string, caller: Caller): void {
  if (!isKeyOfEnterprise(key, caller.enterpriseId)) throw ApiError.noPermission();
}
