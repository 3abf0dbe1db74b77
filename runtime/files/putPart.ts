/** A PUT of one part straight to the object store (presigned URL): no session headers ever go there. */
export type PartSender = (
  url: string,
  body: Blob,
  headers: Record<string, string>,
  onProgress: (loadedBytes: number) => void,
  signal: AbortSignal,
) => Promise<void>;

/** Why a part PUT failed: `status` 0 is the network (offline, reset), otherwise the store's answer. */
export class PartUploadError extends Error {
  constructor(readonly status: number) {
    super(status === 0 ? 'network error' : `part upload answered HTTP ${status}`);
    this.name = 'PartUploadError';
  }
}

/** XMLHttpRequest rather than fetch: only XHR reports upload progress in browsers. */
export const xhrPartSender: PartSender = (url, body, headers, onProgress, signal) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => onProgress(e.loaded);
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new PartUploadError(xhr.status)));
    xhr.onerror = () => reject(new PartUploadError(0));
    xhr.ontimeout = () => reject(new PartUploadError(0));
    const onAbort = () => xhr.abort();
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    if (signal.aborted) return reject(new DOMException('aborted', 'AbortError'));
    signal.addEventListener('abort', onAbort, { once: true });
    xhr.onloadend = () => signal.removeEventListener('abort', onAbort);
    xhr.send(body);
  });
