import { DEFAULT_FILE_ACCEPT, DEFAULT_FILE_MAX_MB } from '../../fieldKinds';

/**
 * The upload checks of spec §5, as pure functions: the server applies them at upload/init and the
 * browser upload plugin can import the same module (no Node APIs here), so both agree on every rule.
 */

export type UploadPurpose = 'file' | 'image' | 'video';
export const UPLOAD_PURPOSES: readonly UploadPurpose[] = ['file', 'image', 'video'];

export const MB = 1024 * 1024;
/** Spec §9: videos go up in 5 MB parts; every upload larger than one part uses multipart. */
export const PART_SIZE = 5 * MB;
/** Spec §9: video max 500 MB (524288000 bytes). */
export const VIDEO_MAX_BYTES = 524_288_000;
export const VIDEO_MAX_MB = 500;
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const VIDEO_EXTENSIONS = ['mp4'] as const;
/** S3 and OSS allow at most 10000 parts; 500 MB in 5 MB parts needs 100. */
export const MAX_PARTS = 10_000;

/** The one MIME type stored and served for each accepted extension (never the browser's claim). */
const MIME_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  avi: 'video/x-msvideo',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
};

/** Lower-case extension without the dot; '' when the name has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

export function mimeTypeFor(extension: string): string {
  return MIME_TYPES[extension] ?? 'application/octet-stream';
}

export interface UploadRequest {
  name: string;
  size: number;
  purpose: UploadPurpose;
  /** A field's own extension list; it can only narrow the defaults. */
  accept?: readonly string[];
  /** A field's own size limit in MB; it can only lower the default. */
  maxSizeMB?: number;
}

export type UploadViolation =
  | { rule: 'nameWhitespace' }
  | { rule: 'empty' }
  | { rule: 'format'; formats: string[] }
  | { rule: 'imageFormat' }
  | { rule: 'videoFormat' }
  | { rule: 'videoSize' }
  | { rule: 'size'; maxMB: number }
  | { rule: 'count'; max: number };

/** The extensions an upload may have: the defaults, narrowed by a field's accept list. */
export function allowedExtensions(accept?: readonly string[]): string[] {
  const defaults: readonly string[] = DEFAULT_FILE_ACCEPT;
  if (!accept || accept.length === 0) return [...defaults];
  const wanted = new Set(accept.map((e) => e.replace(/^\./, '').toLowerCase()));
  return defaults.filter((e) => wanted.has(e));
}

/** The first rule an upload breaks, in the order the user would fix them; null when it passes. */
export function checkUpload(req: UploadRequest): UploadViolation | null {
  if (/\s/.test(req.name)) return { rule: 'nameWhitespace' };
  const ext = extensionOf(req.name);
  if (req.purpose === 'image') {
    if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return { rule: 'imageFormat' };
  } else if (req.purpose === 'video') {
    if (!(VIDEO_EXTENSIONS as readonly string[]).includes(ext)) return { rule: 'videoFormat' };
  } else {
    const formats = allowedExtensions(req.accept);
    if (!formats.includes(ext)) return { rule: 'format', formats };
  }
  if (!Number.isSafeInteger(req.size) || req.size <= 0) return { rule: 'empty' };
  if ((VIDEO_EXTENSIONS as readonly string[]).includes(ext)) {
    if (req.size > VIDEO_MAX_BYTES) return { rule: 'videoSize' };
    if (req.maxSizeMB !== undefined && req.maxSizeMB < VIDEO_MAX_MB && req.size > req.maxSizeMB * MB) return { rule: 'size', maxMB: req.maxSizeMB };
    return null;
  }
  const maxMB = req.maxSizeMB !== undefined ? Math.min(req.maxSizeMB, DEFAULT_FILE_MAX_MB) : DEFAULT_FILE_MAX_MB;
  if (req.size > maxMB * MB) return { rule: 'size', maxMB };
  return null;
}

/** Spec §5 count limit (per upload field). */
export function checkCount(count: number, max: number): UploadViolation | null {
  return count > max ? { rule: 'count', max } : null;
}

export function partCountFor(size: number): number {
  return Math.max(1, Math.ceil(size / PART_SIZE));
}

/** Bytes of part n (1-based) of an upload of `size` bytes. */
export function partLength(size: number, partNumber: number): number {
  const count = partCountFor(size);
  return partNumber < count ? PART_SIZE : size - (count - 1) * PART_SIZE;
}

/** Spec §5/§9: rich text holds at most 100000 characters of text (the editor's limit; the server's sanitiser stores it). */
export const RICH_TEXT_MAX_CHARS = 100_000;
