import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '../../data-providers/catalogue';
import { ApiError } from '../core/errors';
import { storageTexts, violationTexts, type StorageMessageKey } from '../../schemas/contracts/storage/messages';
import type { UploadViolation } from '../../schemas/contracts/storage/rules';

export function storageError(code: number, key: StorageMessageKey, httpStatus = 200, data: unknown = null): ApiError {
  return ApiError.localized(code, storageTexts(key), data, httpStatus);
}

export function violationError(v: UploadViolation): ApiError {
  return ApiError.localized(ErrorCode.BadParameter, violationTexts(v), { rule: v.rule });
}

/**
 * Runs a call to the object store. Any failure of the store itself (down, refusing our credentials,
 * answering garbage) becomes 2010104 with the upload-failure text the browser shows (上传失败, 请重试);
 * the cause goes to the log only, without credentials (the store clients never put them in errors).
 */
export async function storeCall<T>(log: FastifyBaseLogger, what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    log.warn({ store: what, ...storeErrorSummary(err) }, 'object store call failed');
    throw storageError(ErrorCode.NotConnected, 'uploadFailed');
  }
}

/**
 * What of a store client's error may be logged: its code, status and message, never the error object
 * itself (client errors can carry request options, headers or presigned URLs).
 */
export function storeErrorSummary(err: unknown): Record<string, unknown> {
  const e = (err ?? {}) as { code?: unknown; name?: unknown; message?: unknown; status?: unknown };
  const message = String(e.message ?? err).replace(/([?&](?:X-Amz-Signature|Signature|X-Signature)=)[^&\s]+/gi, '$1[redacted]');
  return { errCode: e.code, errName: e.name, errStatus: e.status, errMessage: message.slice(0, 300) };
}
