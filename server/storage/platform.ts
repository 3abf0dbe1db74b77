import type { SignedFileEntry } from '../../schemas/contracts/storage/wire';
import { ApiError } from '../core/errors';
import { IMAGE_EXTENSIONS, extensionOf } from '../../schemas/contracts/storage/rules';
import type { StorageContext } from './context';
import { violationError } from './errors';
import { presignDownload, verifyFileEntries } from './files';
import { isKeyOfEnterprise, PLATFORM_OWNER } from './keys';
import { findFilesByKeys } from './repository';

/**
 * Platform files: what the back office uploads for everyone (headline covers and attachments, files of
 * tasks the platform issues). The back office uploads them through the same flow as enterprises, below
 * this prefix (requireAdmin); they belong to no enterprise, so /api/file never serves them. A feature
 * that shows them to enterprise users decides who may see which one and signs the URL through here.
 */
export const PLATFORM_FILE_PREFIX = '/api/operation-manage/file';

const platform = { userId: 0, enterpriseId: PLATFORM_OWNER };

export interface PlatformFileRules {
  maxCount: number;
  /** 'image': only image files (png, jpg, jpeg) — a cover, a picture. */
  purpose?: 'image';
}

/**
 * Checks entries a back-office client sent: at most maxCount, each a live platform file (2010103 for a
 * key outside the platform, an enterprise's included; 2010105 for an unknown or deleted one), images
 * only when asked. Returns the stored facts (name, size, type, key), never what the browser claimed.
 */
export async function verifyPlatformFiles(
  ctx: Pick<StorageContext, 'db'>,
  entries: readonly { url: string }[],
  rules: PlatformFileRules,
): Promise<Omit<SignedFileEntry, 'path'>[]> {
  const verified = await verifyFileEntries(ctx, platform, entries, rules.maxCount);
  const images: readonly string[] = IMAGE_EXTENSIONS;
  if (rules.purpose === 'image' && verified.some((f) => !images.includes(extensionOf(f.url)))) throw violationError({ rule: 'imageFormat' });
  return verified;
}

/**
 * A signed, expiring GET URL of a live platform file, for a feature that has already decided the
 * reader may see it; anything else is 2010103 (an enterprise key) or 2010105 (no such live file).
 */
export async function signPlatformFile(ctx: StorageContext, key: string, opts: { attachment?: boolean } = {}): Promise<string> {
  if (!isKeyOfEnterprise(key, PLATFORM_OWNER)) throw ApiError.noPermission(); // a malformed key is none of it
  const [file] = await findFilesByKeys(ctx.db, PLATFORM_OWNER, [key]);
  if (!file) throw ApiError.notFound();
  return presignDownload(ctx, key, opts.attachment ? file.name : undefined);
}
