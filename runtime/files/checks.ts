import type { Locale } from '../../data-providers';
import { violationTexts } from '../../schemas/contracts/storage/messages';
import { checkCount, checkUpload, type UploadPurpose } from '../../schemas/contracts/storage/rules';
import { DEFAULT_FILE_MAX_COUNT } from '../../schemas/fieldKinds';
import type { UploadLimits } from './types';

/**
 * The browser side of the spec §5 checks, from the same rules and texts the server uses, so a refused
 * file is refused before a byte leaves the browser, with the same message. Returns the message or null.
 */
export function browserCheck(file: { name: string; size: number }, limits: UploadLimits, locale: Locale): string | null {
  const purpose: UploadPurpose = limits.purpose ?? 'file';
  const violation = checkUpload({ name: file.name, size: file.size, purpose, accept: limits.accept, maxSizeMB: limits.maxSizeMB });
  return violation ? violationTexts(violation)[locale] : null;
}

/** Spec §9: one file per upload unless configured; at most 10 files. */
export function maxCountOf(limits: UploadLimits): number {
  return limits.maxCount ?? DEFAULT_FILE_MAX_COUNT;
}

/** The count rule: `existing` already in the list plus `adding` now. */
export function countCheck(existing: number, adding: number, limits: UploadLimits, locale: Locale): string | null {
  const violation = checkCount(existing + adding, maxCountOf(limits));
  return violation ? violationTexts(violation)[locale] : null;
}
