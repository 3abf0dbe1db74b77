import type { UploadPurpose } from '../../server/storage/rules';

/** Spec §3 File entry as records keep it: `url` is the object key, `path` a signed URL that expires. */
export interface FileEntry {
  id?: number;
  name: string;
  size: number;
  type: string;
  url: string;
  path?: string;
}

// The init answer is the server's own type (type-only import: nothing from the server reaches the bundle).
import type { PartUrl } from '../../server/storage/uploads';
export type { InitAnswer, PartUrl } from '../../server/storage/uploads';

export interface PartsAnswer {
  parts: PartUrl[];
  headers: Record<string, string>;
  expiresAt: string;
}

/** GET /api/file/upload/{id}/parts: what the store already holds. */
export interface UploadState {
  status: 'pending' | 'completed';
  mode: 'single' | 'multipart';
  size: number;
  partSize: number;
  partCount: number;
  parts: { partNumber: number; size: number; etag: string }[];
}

export interface InitRequest {
  name: string;
  size: number;
  type?: string;
  purpose?: UploadPurpose;
  accept?: string[];
  maxSizeMB?: number;
}

/** A field's upload settings (schema `accept`, `maxSizeMB`, `maxCount`, or a widget's own). */
export interface UploadLimits {
  purpose?: UploadPurpose;
  accept?: readonly string[];
  maxSizeMB?: number;
  maxCount?: number;
}
