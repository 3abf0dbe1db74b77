import { randomUUID } from 'node:crypto';
import { isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * Object keys. Every key the server issues is `ent/<enterpriseId>/<yyyy>/<mm>/<uuid>-<safe name>`, or
 * `platform/<yyyy>/<mm>/…` for the back office's own files, so "belongs to this owner" is a prefix test
 * and the local store can map keys to paths.
 */

/** Who owns a stored file: an enterprise (its id) or the platform, i.e. the back office (PLATFORM_OWNER). */
export type FileOwnerId = number | null;
export const PLATFORM_OWNER: FileOwnerId = null;

export const MAX_KEY_LENGTH = 1024;
/** Characters of the original name kept in a key: a key segment must stay under 255 bytes on disk. */
const MAX_NAME_CHARS = 60;
const BEIJING_OFFSET_MS = 8 * 3600_000;

export function enterprisePrefix(owner: FileOwnerId): string {
  return owner === PLATFORM_OWNER ? 'platform/' : `ent/${owner}/`;
}

/** The folder of this month's uploads (Beijing calendar, like every date the product shows). */
export function monthPrefix(enterpriseId: FileOwnerId, now: Date = new Date()): string {
  const beijing = new Date(now.getTime() + BEIJING_OFFSET_MS);
  const month = String(beijing.getUTCMonth() + 1).padStart(2, '0');
  return `${enterprisePrefix(enterpriseId)}${beijing.getUTCFullYear()}/${month}/`;
}

/**
 * The original name reduced to letters (any script), digits, '.', '-', '_' so keys need no quoting
 * anywhere; other characters become '_'. Long names keep their extension.
 */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._-]/gu, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.]+/, '');
  const chars = Array.from(cleaned || 'file');
  if (chars.length <= MAX_NAME_CHARS) return chars.join('');
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 ? Array.from(cleaned.slice(dot)).slice(0, 10).join('') : '';
  return chars.slice(0, MAX_NAME_CHARS - ext.length).join('') + ext;
}

export function newUploadKey(enterpriseId: FileOwnerId, name: string, now: Date = new Date(), id: string = randomUUID()): string {
  return `${monthPrefix(enterpriseId, now)}${id}-${safeFileName(name)}`;
}

/**
 * A key is a relative, normalised path of non-empty segments: no '.', '..', backslash, control
 * characters or leading '/'. Everything that reads or writes by key checks this first.
 */
export function isValidKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  if (key.normalize('NFC') !== key) return false;
  if (/[\\\u0000-\u001f\u007f]/.test(key)) return false;
  if (key.startsWith('/') || /^[a-zA-Z]:/.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** The key lies under the owner's prefix (an enterprise's, or the platform's for PLATFORM_OWNER). */
export function isKeyOfEnterprise(key: unknown, enterpriseId: FileOwnerId): key is string {
  return isValidKey(key) && key.startsWith(enterprisePrefix(enterpriseId));
}

/** The file path of a key under root; throws when the key is invalid or would leave root. */
export function pathUnderRoot(root: string, key: string): string {
  if (!isValidKey(key)) throw new Error('invalid object key');
  const base = resolve(root);
  const full = resolve(base, key);
  const rel = relative(base, full);
  if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) throw new Error('object key escapes the store root');
  return full;
}
