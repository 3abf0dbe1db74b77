import type { HttpClient } from '../../data-providers';
import type { FileEntry, InitAnswer, InitRequest, PartsAnswer, UploadState } from './types';

/** The /api/file calls of the upload flow. Silent: the uploader decides what the user reads. */
export interface UploadApi {
  init(req: InitRequest, signal?: AbortSignal): Promise<InitAnswer>;
  parts(uploadId: string, partNumbers: number[], signal?: AbortSignal): Promise<PartsAnswer>;
  state(uploadId: string, signal?: AbortSignal): Promise<UploadState>;
  complete(uploadId: string, signal?: AbortSignal): Promise<FileEntry>;
  abort(uploadId: string): Promise<void>;
  /** A signed, expiring GET URL of a key; `attachment` makes the store send it as a download. */
  signedUrl(key: string, attachment?: boolean): Promise<string>;
  remove(id: number): Promise<void>;
}

/** The enterprise's files (/api/file); the back office's own files are below PLATFORM_FILE_BASE. */
export const ENTERPRISE_FILE_BASE = '/file';
export const PLATFORM_FILE_BASE = '/operation-manage/file';

/** `headers`: the scope of a screen showing another enterprise's files (a group's member, an operator's enterprise). */
export function createUploadApi(http: HttpClient, base = ENTERPRISE_FILE_BASE, headers?: Record<string, string>): UploadApi {
  const quiet = (signal?: AbortSignal) => ({ silent: true, signal, headers });
  return {
    init: (req, signal) => http.post<InitAnswer>(`${base}/upload/init`, req, quiet(signal)),
    parts: (uploadId, partNumbers, signal) => http.post<PartsAnswer>(`${base}/upload/parts`, { uploadId, partNumbers }, quiet(signal)),
    state: (uploadId, signal) => http.get<UploadState>(`${base}/upload/${encodeURIComponent(uploadId)}/parts`, quiet(signal)),
    complete: (uploadId, signal) => http.post<FileEntry>(`${base}/upload/complete`, { uploadId }, quiet(signal)),
    abort: (uploadId) => http.post<void>(`${base}/upload/abort`, { uploadId }, { silent: true, headers }),
    signedUrl: (key, attachment) => http.get<string>(`${base}/geturl`, { params: { url: key, ...(attachment ? { attachment: true } : {}) }, headers }),
    remove: (id) => http.delete<void>(`${base}/${id}`, { headers }),
  };
}
