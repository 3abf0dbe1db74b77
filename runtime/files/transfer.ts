import { PART_SIZE, partCountFor, partLength } from '../../schemas/contracts/storage/rules';
import type { UploadApi } from './api';
import { PartUploadError, type PartSender } from './putPart';
import type { ResumeStore } from './resumeStore';
import type { FileEntry, InitRequest, PartUrl } from './types';

export interface TransferOptions {
  request: Omit<InitRequest, 'name' | 'size'>;
  /** Parts in flight at once (spec: 4). */
  parallel?: number;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  resume?: ResumeStore;
  now?: () => number;
  /** Attempts per part before the upload fails (network hiccups); default 3. */
  attempts?: number;
  /** Pause between attempts, ms; default 1000 × attempt. */
  retryDelayMs?: (attempt: number) => number;
}

/** A URL this close to expiry is refreshed before use rather than risk a 403 mid-PUT. */
const REFRESH_MARGIN_MS = 60_000;
/** The server presigns at most 100 part numbers per call. */
const REFRESH_BATCH = 100;

export interface TransferStats {
  /** Part numbers actually PUT during this call (a resumed upload sends only the missing ones). */
  sent: number[];
  resumed: boolean;
}

interface UrlBook {
  urls: Map<number, string>;
  headers: Record<string, string>;
  expiresAt: number;
}

function abortError(): DOMException {
  return new DOMException('aborted', 'AbortError');
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(abortError());
    }, { once: true });
  });
}

/** An expired or tampered presigned URL answers 400/403: get a fresh one and try again. */
const isLinkRefusal = (e: unknown) => e instanceof PartUploadError && (e.status === 400 || e.status === 403);
const isMissingUpload = (e: unknown) => (e as { code?: number } | null)?.code === 2010105;

function missingPartsOf(e: unknown): number[] | null {
  const data = (e as { code?: number; data?: { missingParts?: unknown } } | null);
  const list = data?.code === 2010102 ? data.data?.missingParts : undefined;
  return Array.isArray(list) && list.every((n) => Number.isInteger(n)) ? (list as number[]) : null;
}

/**
 * Uploads one file through the presigned flow of docs/storage.md: init (or resume a remembered
 * upload), PUT the missing parts `parallel` at a time with URLs refreshed in batches before they
 * expire, then complete. Returns the server's File entry. Throws the API error or PartUploadError.
 */
export async function transferFile(
  file: File,
  api: UploadApi,
  send: PartSender,
  opts: TransferOptions,
  stats: TransferStats = { sent: [], resumed: false },
): Promise<FileEntry> {
  const now = opts.now ?? Date.now;
  const parallel = Math.max(1, opts.parallel ?? 4);
  const attempts = Math.max(1, opts.attempts ?? 3);
  const delay = opts.retryDelayMs ?? ((n: number) => 1000 * n);
  const { signal, resume } = opts;
  const identity = { name: file.name, size: file.size, lastModified: file.lastModified };

  const book: UrlBook = { urls: new Map(), headers: {}, expiresAt: 0 };
  const learn = (parts: PartUrl[], headers: Record<string, string>, expiresAt: string) => {
    for (const p of parts) book.urls.set(p.partNumber, p.url);
    book.headers = headers;
    book.expiresAt = Date.parse(expiresAt);
  };

  let uploadId: string | null = resume?.get(identity) ?? null;
  let done = new Set<number>();
  if (uploadId) {
    try {
      const state = await api.state(uploadId, signal);
      if (state.size !== file.size || state.partSize !== PART_SIZE) throw Object.assign(new Error('different file'), { code: 2010105 });
      stats.resumed = true;
      if (state.status === 'completed') {
        const entry = await api.complete(uploadId, signal);
        resume?.remove(identity);
        opts.onProgress?.(1);
        return entry;
      }
      done = new Set(state.parts.map((p) => p.partNumber));
    } catch (e) {
      if (!isMissingUpload(e)) throw e;
      // Expired, swept or finished elsewhere: start over.
      resume?.remove(identity);
      uploadId = null;
      stats.resumed = false;
    }
  }
  if (!uploadId) {
    const init = await api.init({ ...opts.request, name: file.name, size: file.size, type: file.type || undefined }, signal);
    uploadId = init.uploadId;
    resume?.set(identity, uploadId);
    learn(init.mode === 'single' && init.url ? [{ partNumber: 1, url: init.url }] : init.parts ?? [], init.headers, init.expiresAt);
  }
  const id = uploadId;
  const total = partCountFor(file.size);

  // Progress: finished parts count whole, parts in flight by the bytes XHR reports.
  const inFlight = new Map<number, number>();
  let doneBytes = [...done].reduce((sum, n) => sum + partLength(file.size, n), 0);
  const report = () => {
    const loaded = doneBytes + [...inFlight.values()].reduce((a, b) => a + b, 0);
    opts.onProgress?.(Math.min(0.99, loaded / file.size));
  };
  report();

  let refreshing: Promise<void> | null = null;
  const pendingOrder: number[] = [];
  const refresh = (wanted: number): Promise<void> => {
    if (!refreshing) {
      // One call for this part and the next ones still waiting, so a long upload asks in batches.
      const batch = [wanted, ...pendingOrder.filter((n) => n !== wanted)].slice(0, REFRESH_BATCH);
      refreshing = api
        .parts(id, batch, signal)
        .then((a) => learn(a.parts, a.headers, a.expiresAt))
        .finally(() => {
          refreshing = null;
        });
    }
    return refreshing;
  };
  const urlFor = async (n: number): Promise<string> => {
    for (let i = 0; i < 3; i++) {
      const url = book.urls.get(n);
      if (url && book.expiresAt - now() > REFRESH_MARGIN_MS) return url;
      book.urls.delete(n);
      await refresh(n);
    }
    const url = book.urls.get(n);
    if (!url) throw new PartUploadError(400);
    return url;
  };

  const sendPart = async (n: number) => {
    const start = (n - 1) * PART_SIZE;
    const body = file.slice(start, start + partLength(file.size, n));
    for (let attempt = 1; ; attempt++) {
      if (signal?.aborted) throw abortError();
      try {
        const url = await urlFor(n);
        inFlight.set(n, 0);
        await send(url, body, book.headers, (loaded) => {
          inFlight.set(n, loaded);
          report();
        }, signal ?? new AbortController().signal);
        inFlight.delete(n);
        doneBytes += body.size;
        stats.sent.push(n);
        report();
        return;
      } catch (e) {
        inFlight.delete(n);
        if (signal?.aborted || attempt >= attempts || !(e instanceof PartUploadError)) throw e;
        if (isLinkRefusal(e)) book.urls.delete(n);
        else await sleep(delay(attempt), signal);
      }
    }
  };

  const sendAll = async (numbers: number[]) => {
    pendingOrder.splice(0, pendingOrder.length, ...numbers);
    const worker = async () => {
      for (;;) {
        const n = pendingOrder.shift();
        if (n === undefined) return;
        try {
          await sendPart(n);
        } catch (e) {
          // Stop handing out parts: the upload has failed and can resume later.
          pendingOrder.length = 0;
          throw e;
        }
      }
    };
    const runs = Array.from({ length: Math.min(parallel, numbers.length) }, worker);
    const results = await Promise.allSettled(runs);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  };

  await sendAll(Array.from({ length: total }, (_, i) => i + 1).filter((n) => !done.has(n)));
  let entry: FileEntry;
  try {
    entry = await api.complete(id, signal);
  } catch (e) {
    // The store lost a part (or listed it late): send what it names once more, then complete again.
    const missing = missingPartsOf(e);
    if (!missing) throw e;
    for (const n of missing) book.urls.delete(n);
    await sendAll(missing);
    entry = await api.complete(id, signal);
  }
  resume?.remove(identity);
  opts.onProgress?.(1);
  return entry;
}
