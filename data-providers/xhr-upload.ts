import type { ProgressListener } from './progress';

/** Sends a request like fetch but reports the request body's upload progress. */
export type UploadSender = (url: string, init: RequestInit, onProgress: ProgressListener) => Promise<Response>;

/** Statuses whose Response must have a null body (the constructor refuses one otherwise). */
const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // A header the Headers class refuses cannot matter to the envelope reader.
    }
  }
  return headers;
}

/**
 * XMLHttpRequest rather than fetch: browsers report upload progress only through XHR. It settles like
 * fetch does — a Response for any HTTP answer, TypeError for a network failure, AbortError on abort —
 * so the client's envelope and error handling stay the same.
 */
export const xhrUpload: UploadSender = (url, init, onProgress) =>
  new Promise((resolve, reject) => {
    const signal = init.signal;
    if (signal?.aborted) return reject(new DOMException('aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    xhr.responseType = 'blob';
    xhr.withCredentials = init.credentials === 'include';
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => onProgress({ loaded: e.loaded, total: e.lengthComputable ? e.total : null });
    xhr.onload = () => {
      const body = NULL_BODY_STATUS.has(xhr.status) ? null : (xhr.response as Blob | null);
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: responseHeaders(xhr.getAllResponseHeaders()) }));
    };
    xhr.onerror = () => reject(new TypeError('network error'));
    xhr.ontimeout = () => reject(new TypeError('network timeout'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.onloadend = () => signal?.removeEventListener('abort', onAbort);
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
