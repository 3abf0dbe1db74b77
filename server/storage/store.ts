import type { StorageKind } from './config';

/**
 * What the upload flow needs from an object store. Three implementations: the server's own local
 * store, any S3-compatible server (minio client) and Aliyun OSS (ali-oss). The browser only ever sees
 * presigned URLs, so its code path is the same for all three.
 */

/** A request the browser makes as given: PUT to url with exactly these headers. */
export interface PresignedRequest {
  url: string;
  headers: Record<string, string>;
}

export interface ObjectHead {
  size: number;
  contentType?: string;
}

export interface StoredPart {
  partNumber: number;
  etag: string;
  size: number;
}

export interface PendingMultipart {
  key: string;
  uploadId: string;
  initiated: Date;
}

export interface DownloadOptions {
  expiresIn: number;
  contentType: string;
  /** Content-Disposition the store answers with (e.g. attachment with the original name). */
  disposition?: string;
}

/** The safe, non-secret part of the store's connection details, for GET /file/sts. */
export type PublicStoreInfo =
  | { fileServer: 'minio'; endpoint: string; ip: string; port: number; useSSL: boolean; bucketName: string; region: string }
  | { fileServer: 'oss'; endpoint: string; region: string; bucket: string }
  | { fileServer: 'local'; endpoint: string; bucketName: string };

export interface ObjectStore {
  readonly kind: StorageKind;
  info(): PublicStoreInfo;
  /**
   * Starts a multipart upload; returns the store's upload id. Every upload is one (a small file is
   * one part): part URLs die with the upload, so no URL can overwrite an object after complete.
   */
  createMultipart(key: string, opts: { contentType: string }): Promise<string>;
  /** A presigned PUT of one part; maxBytes is enforced where the store can (local store). */
  presignPart(key: string, uploadId: string, partNumber: number, opts: { maxBytes: number; expiresIn: number }): Promise<PresignedRequest>;
  /** Parts received so far, ascending. */
  listParts(key: string, uploadId: string): Promise<StoredPart[]>;
  completeMultipart(key: string, uploadId: string, parts: StoredPart[]): Promise<void>;
  abortMultipart(key: string, uploadId: string): Promise<void>;
  presignGet(key: string, opts: DownloadOptions): Promise<string>;
  /**
   * Stores a file the server itself produced (e.g. a video recording) as the object `key`, in one call;
   * `size` is the file's length, checked where the store can (local store).
   */
  putFile(key: string, filePath: string, opts: { contentType: string; size: number }): Promise<void>;
  /** null when the object does not exist. */
  head(key: string): Promise<ObjectHead | null>;
  /** Up to `length` bytes from the start of the object. */
  readStart(key: string, length: number): Promise<Uint8Array>;
  /** Removes the object; no error when it is already gone. */
  delete(key: string): Promise<void>;
  /** Unfinished multipart uploads whose key starts with prefix. */
  listMultipartUploads(prefix: string): Promise<PendingMultipart[]>;
  /** Store-specific housekeeping (e.g. the local store's temporary files) for data older than cutoff. */
  sweep?(cutoff: Date): Promise<void>;
  close?(): Promise<void>;
}

/** Content-Type of every part PUT (OSS signs it; harmless elsewhere): slices of a File carry no type. */
export const PART_CONTENT_TYPE = 'application/octet-stream';
