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

export function createUploadApi(http: HttpClient): UploadApi {
  const quiet = (signal?: AbortSignal) => ({ silent: true, signal });
  return {
    init: (req, signal) => http.post<InitAnswer>('/file/upload/init', req, quiet(signal)),
    parts: (uploadId, partNumbers, signal) => http.post<PartsAnswer>('/file/upload/parts', { uploadId, partNumbers }, quiet(signal)),
    state: (uploadId, signal) => http.get<UploadState>(`/file/upload/${encodeURIComponent(uploadId)}/parts`, quiet(signal)),
    complete: (uploadId, signal) => http.post<FileEntry>('/file/upload/complete', { uploadId }, quiet(signal)),
    abort: (uploadId) => http.post<void>('/file/upload/abort', { uploadId }, { silent: true }),
    signedUrl: (key, attachment) => http.get<string>('/file/geturl', { params: { url: key, ...(attachment ? { attachment: true } : {}) } }),
    remove: (id) => http.delete<void>(`/file/${id}`),
  };
}
