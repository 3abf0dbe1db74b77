import type { UploadPurpose } from './rules';

/**
 * The storage API's wire shapes, shared by the server (server/storage) and the browser's storage client
 * (runtime/files): one declaration, so the two halves cannot drift.
 */

/** Spec §3 File entry as records keep it: `url` is the object key, `path` a signed URL that expires. */
export interface FileEntry {
  id?: number;
  name: string;
  size: number;
  type: string;
  url: string;
  path?: string;
}

/** A file entry as the server answers it: a stored file with a freshly signed `path`. */
export interface SignedFileEntry extends FileEntry {
  id: number;
  path: string;
}

export interface InitRequest {
  name: string;
  size: number;
  /** The browser's MIME claim: ignored, the stored type follows the extension and the content. */
  type?: string;
  purpose?: UploadPurpose;
  accept?: string[];
  maxSizeMB?: number;
}

export interface PartUrl {
  partNumber: number;
  url: string;
}

export interface InitAnswer {
  uploadId: string;
  key: string;
  mode: 'single' | 'multipart';
  partSize: number;
  partCount: number;
  /** When the URLs in this answer stop working (ISO 8601). */
  expiresAt: string;
  /** Headers to send with every PUT of this upload. */
  headers: Record<string, string>;
  /** single mode: the one PUT (part 1; refresh it through /upload/parts like any part) */
  url?: string;
  /** multipart mode: the first parts' URLs */
  parts?: PartUrl[];
}

/** GET /api/file/upload/{id}/parts with a part range: fresh URLs. */
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
