import { createHttpClient, type HttpClientOptions, type Notifier } from '../../../data-providers';

export const BASE = 'http://127.0.0.1:9';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
  signal: AbortSignal | undefined;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/** A fetch that records calls and answers through `handler`; it honours abort like the real one. */
export function fakeFetch(handler: Handler) {
  const calls: RecordedCall[] = [];
  const impl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    const signal = init.signal;
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    return await new Promise<Response>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
      Promise.resolve()
        .then(() => handler(call))
        .then(resolve, reject);
    });
  }) as typeof fetch;
  return { impl, calls };
}

/** Never answers: only abort (cancel, timeout, caller signal) ends it. */
export const hanging: Handler = () => new Promise<Response>(() => {});

export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json;charset=UTF-8', ...init.headers },
  });
}

export const ok = (data: unknown, code = 1000000) => json({ code, msg: 'success', data });

export interface FakeNotifier extends Notifier {
  toasts: { kind: string; text: string; seconds: number }[];
  dialogs: { title: string; content: string; okOnly?: boolean }[];
  /** Settles the oldest open dialog. */
  answer(ok: boolean): void;
}

export function fakeNotifier(): FakeNotifier {
  const pending: ((ok: boolean) => void)[] = [];
  const notifier: FakeNotifier = {
    toasts: [],
    dialogs: [],
    toast(kind, text, seconds) {
      notifier.toasts.push({ kind, text, seconds });
    },
    confirm(opts) {
      notifier.dialogs.push(opts);
      return new Promise<boolean>((resolve) => pending.push(resolve));
    },
    answer(value) {
      const resolve = pending.shift();
      if (!resolve) throw new Error('no open dialog');
      resolve(value);
    },
  };
  return notifier;
}

export function setup(handler: Handler, overrides: Partial<HttpClientOptions> = {}) {
  const fetch = fakeFetch(handler);
  const notifier = fakeNotifier();
  const navigations: string[] = [];
  let area: 'client' | 'admin' = 'client';
  let locale: 'zh-CN' | 'en-US' = 'zh-CN';
  const http = createHttpClient({
    area: () => area,
    locale: () => locale,
    notifier,
    navigateToLogin: (a) => navigations.push(a),
    baseUrl: BASE,
    fetchImpl: fetch.impl,
    ...overrides,
  });
  return {
    http,
    calls: fetch.calls,
    notifier,
    navigations,
    setArea: (a: 'client' | 'admin') => (area = a),
    setLocale: (l: 'zh-CN' | 'en-US') => (locale = l),
  };
}

/** Lets queued promise callbacks (dialog answers, fetch resolution) run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
}
