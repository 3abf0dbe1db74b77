import { ApiRequestError, type Locale } from '../../data-providers';
import { storageTexts } from '../../schemas/contracts/storage/messages';

/** Spec §9: upload toasts stay 1.5 s. */
export const UPLOAD_TOAST_SECONDS = 1.5;

export const isAbort = (e: unknown) =>
  (e instanceof DOMException && e.name === 'AbortError') || (e instanceof ApiRequestError && e.kind === 'interrupt');

/**
 * What the user reads when an upload fails, or null when nothing more should be shown: a server rule
 * refusal (2010102) carries its own spec §5 text; a session answer already opened its dialog; every
 * other failure (store down, network, expired link) is 上传失败, 请重试.
 */
export function failureText(e: unknown, locale: Locale): string | null {
  if (isAbort(e)) return null;
  if (e instanceof ApiRequestError) {
    if (e.kind === 'http' && e.handled && (e.status === 401 || e.status === 402 || e.status === 403)) return null;
    if (e.kind === 'response' && e.code === 2010102 && e.message) return e.message;
  }
  return storageTexts('uploadFailed')[locale];
}
