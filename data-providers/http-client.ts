import { isSuccessCode, type Locale } from './catalogue';
import {
  DEFAULT_TIMEOUT_MS,
  ENTERPRISE_HEADER,
  HTTP_ERROR_TOAST_SECONDS,
  OPERATOR_ENTERPRISE_HEADER,
  RESPONSE_ERROR_TOAST_SECONDS,
  SHOWN_ENTERPRISE_HEADER,
} from './constants';
import { parseContentDisposition } from './content-disposition';
import { ApiRequestError } from './errors';
import { INTERRUPT_MESSAGE, requestMessage } from './messages';
import type { Notifier } from './notifier';
import { readBlobWithProgress, type ProgressListener } from './progress';
import { createRequestRegistry } from './registry';
import { envelopeMessage } from './response-message';
import { saveBlob, type SaveFile } from './save-file';
import { createSseParser, type ServerEvent } from './sse';
import { createSessionGuard, isSessionStatus, sessionMessage } from './session-guard';
import { enterpriseStore, tokenStore, type Area } from './storage';
import { appendQuery, resolveUrl } from './url';
import { xhrUpload, type UploadSender } from './xhr-upload';

export interface HttpClientOptions {
  /** Current area, read per request. */
  area: () => Area;
  notifier: Notifier;
  /** For Accept-Language and the layer's own texts. */
  locale: () => Locale;
  /** e.g. location.hash = '#/login' (admin: '#/admin/login'). */
  navigateToLogin: (area: Area) => void;
  /** Default '' (same origin); tests pass 'http://127.0.0.1:port'. */
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  /** Default 1e9 (spec §9: effectively unlimited). */
  timeoutMs?: number;
  /** How download() hands the file to the user; default: object URL + <a download>. */
  saveFile?: SaveFile;
  /** Sends requests that ask for upload progress; default XMLHttpRequest (plain fetch where there is none). */
  uploadImpl?: UploadSender;
}

export interface RequestOptions {
  /** Query; nested objects/arrays flattened as name[key]. */
  params?: Record<string, unknown>;
  /** JSON body; FormData, Blob, URLSearchParams, ArrayBuffer and strings are sent as they are. */
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** No toast on error (the caller handles it). Session dialogs (401/402/403) still appear. */
  silent?: boolean;
  /** Resolve the whole envelope instead of data. */
  raw?: boolean;
  /** false: the service does not answer with {code,msg,data} (third-party map services); resolve the body. */
  envelope?: boolean;
  /** Bytes of the request body sent so far (sent through uploadImpl). */
  onUploadProgress?: ProgressListener;
  /** download(): bytes of the file received so far, while it streams. */
  onDownloadProgress?: ProgressListener;
}

export interface HttpClient {
  request<T>(method: string, url: string, opts?: RequestOptions): Promise<T>;
  get<T>(url: string, opts?: RequestOptions): Promise<T>;
  post<T>(url: string, data?: unknown, opts?: RequestOptions): Promise<T>;
  put<T>(url: string, data?: unknown, opts?: RequestOptions): Promise<T>;
  delete<T>(url: string, opts?: RequestOptions): Promise<T>;
  /** Blob GET: saves the file named from content-disposition; returns the file name. */
  download(url: string, opts?: RequestOptions): Promise<string>;
  /**
   * A Server-Sent Events GET with the session's headers (EventSource cannot send them): calls onEvent
   * per event and resolves when the server ends the stream. Never toasts; abort it with opts.signal.
   */
  events(url: string, onEvent: (event: ServerEvent) => void, opts?: RequestOptions): Promise<void>;
  /** Aborts in-flight requests registered under that path (query ignored). */
  cancel(path: string): void;
  cancelAll(): void;
}

/** setTimeout overflows above 2^31-1 ms and would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Call {
  method: string;
  url: string;
  opts: RequestOptions;
  area: Area;
  locale: Locale;
}

type Reader<T> = (response: Response, call: Call) => Promise<T>;

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const registry = createRequestRegistry();
  const session = createSessionGuard(options.notifier, options.navigateToLogin);
  const fetchImpl: typeof fetch = options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = options.baseUrl ?? '';
  const timeoutMs = Math.min(Math.max(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, 0), MAX_TIMER_MS);
  const saveFile = options.saveFile ?? saveBlob;
  const uploadImpl = options.uploadImpl ?? (typeof XMLHttpRequest === 'undefined' ? null : xhrUpload);

  const toast = (call: Call, text: string, seconds: number) => {
    if (!call.opts.silent) options.notifier.toast('error', text, seconds);
  };

  /** Session credentials only go to our own origin, never to third-party absolute URLs. */
  const isOwnOrigin = (fullUrl: string): boolean => {
    if (!ABSOLUTE_URL.test(fullUrl)) return true;
    const target = originOf(fullUrl);
    return target !== null && (target === originOf(baseUrl) || target === pageOrigin());
  };

  /**
   * The session a call goes with: the operator header makes it an operator's call (docs/operator-scope.md),
   * sent with the back office's session whichever area's screen sends it; its 401 leads to the back office's sign-in.
   */
  const areaOf = (opts: RequestOptions): Area => (opts.headers?.[OPERATOR_ENTERPRISE_HEADER] ? 'admin' : options.area());

  const buildHeaders = (call: Call, fullUrl: string): Record<string, string> => {
    const headers: Record<string, string> = { 'Accept-Language': call.locale };
    if (isOwnOrigin(fullUrl)) {
      const token = tokenStore.get(call.area);
      if (token) headers.Authorization = token;
      const enterpriseId = call.area === 'client' ? enterpriseStore.get() : null;
      if (enterpriseId) headers[ENTERPRISE_HEADER] = enterpriseId;
      // A write says which enterprise its screen shows; the server refuses it when that is not enterpriseId.
      const shown = call.area === 'client' && !READ_METHODS.has(call.method) ? enterpriseStore.shown() : null;
      if (shown) headers[SHOWN_ENTERPRISE_HEADER] = shown;
    }
    return { ...headers, ...call.opts.headers };
  };

  const encodeBody = (call: Call, headers: Record<string, string>): BodyInit | undefined => {
    const { data } = call.opts;
    if (data === undefined || call.method === 'GET' || call.method === 'HEAD') return undefined;
    if (isPassThroughBody(data)) return data;
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['Content-Type'] = 'application/json;charset=UTF-8';
    }
    return JSON.stringify(data);
  };

  const responseError = (call: Call, body: unknown, status: number): ApiRequestError => {
    const text = envelopeMessage(body, call.locale);
    toast(call, text, RESPONSE_ERROR_TOAST_SECONDS);
    const envelope = asEnvelope(body);
    return new ApiRequestError(text, {
      kind: 'response',
      code: envelope?.code,
      status,
      data: envelope?.data,
      handled: !call.opts.silent,
    });
  };

  const httpError = async (call: Call, response: Response): Promise<ApiRequestError> => {
    const envelope = asEnvelope(parseJson(await response.text()));
    const base = { kind: 'http' as const, status: response.status, code: envelope?.code, data: envelope?.data };
    if (isSessionStatus(response.status)) {
      session.handle(response.status, call.area, call.locale);
      return new ApiRequestError(sessionMessage(response.status, call.locale), { ...base, handled: true });
    }
    const text = requestMessage(call.locale, 'httpStatus', { status: response.status });
    toast(call, text, HTTP_ERROR_TOAST_SECONDS);
    return new ApiRequestError(text, { ...base, handled: !call.opts.silent });
  };

  const readEnvelope: Reader<unknown> = async (response, call) => {
    const text = await response.text();
    const body = parseJson(text);
    if (call.opts.envelope === false) return body === undefined ? text : body;
    const envelope = asEnvelope(body);
    if (envelope && isSuccessCode(envelope.code)) return call.opts.raw ? envelope : envelope.data;
    throw responseError(call, body, response.status);
  };

  const readDownload: Reader<string> = async (response, call) => {
    const { onDownloadProgress } = call.opts;
    let blob = onDownloadProgress ? await readBlobWithProgress(response, onDownloadProgress) : await response.blob();
    if (/\bjson\b/i.test(response.headers.get('content-type') ?? '')) {
      // A JSON answer to an export is the error envelope; a successful JSON file is still saved.
      const text = await blob.text();
      const envelope = asEnvelope(parseJson(text));
      if (envelope && !isSuccessCode(envelope.code)) throw responseError(call, envelope, response.status);
      blob = new Blob([text], { type: blob.type });
    }
    const fileName = parseContentDisposition(response.headers.get('content-disposition')) ?? fallbackFileName(call.url);
    saveFile(blob, fileName);
    return fileName;
  };

  async function execute<T>(method: string, url: string, opts: RequestOptions, read: Reader<T>): Promise<T> {
    const call: Call = { method: method.toUpperCase(), url, opts, area: areaOf(opts), locale: options.locale() };
    const fullUrl = appendQuery(resolveUrl(baseUrl, url), opts.params);
    const headers = buildHeaders(call, fullUrl);
    const body = encodeBody(call, headers);

    const controller = new AbortController();
    let cause: 'interrupt' | 'timeout' | null = null;
    const abort = (why: 'interrupt' | 'timeout') => {
      if (cause) return;
      cause = why;
      controller.abort();
    };
    const onCallerAbort = () => abort('interrupt');
    const timer = setTimeout(() => abort('timeout'), timeoutMs);
    const unregister = registry.register(url, onCallerAbort);
    if (opts.signal?.aborted) onCallerAbort();
    else opts.signal?.addEventListener('abort', onCallerAbort, { once: true });

    try {
      if (cause) throw new DOMException('aborted before sending', 'AbortError');
      const init: RequestInit = { method: call.method, headers, body, signal: controller.signal, credentials: 'same-origin' };
      const { onUploadProgress } = opts;
      const response = onUploadProgress && uploadImpl ? await uploadImpl(fullUrl, init, onUploadProgress) : await fetchImpl(fullUrl, init);
      if (!response.ok) throw await httpError(call, response);
      return await read(response, call);
    } catch (error) {
      if (error instanceof ApiRequestError) throw error;
      if (cause === 'interrupt') throw new ApiRequestError(INTERRUPT_MESSAGE, { kind: 'interrupt', handled: true });
      const kind = cause === 'timeout' ? 'timeout' : 'network';
      const text = requestMessage(call.locale, kind === 'timeout' ? 'timeout' : 'networkError');
      toast(call, text, HTTP_ERROR_TOAST_SECONDS);
      throw new ApiRequestError(text, { kind, handled: !opts.silent });
    } finally {
      clearTimeout(timer);
      unregister();
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  const readEvents =
    (onEvent: (event: ServerEvent) => void): Reader<void> =>
    async (response, call) => {
      if (!/^text\/event-stream\b/i.test(response.headers.get('content-type') ?? '')) {
        // Not a stream: the envelope of a refusal, thrown as the request error it carries.
        await readEnvelope(response, call);
        return;
      }
      if (!response.body) return;
      const parser = createSseParser(onEvent);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        parser.push(value);
      }
    };

  const request = <T>(method: string, url: string, opts: RequestOptions = {}) =>
    execute(method, url, opts, readEnvelope) as Promise<T>;

  return {
    request,
    get: (url, opts) => request('GET', url, opts),
    post: (url, data, opts) => request('POST', url, { ...opts, data }),
    put: (url, data, opts) => request('PUT', url, { ...opts, data }),
    delete: (url, opts) => request('DELETE', url, opts),
    download: (url, opts = {}) => execute('GET', url, opts, readDownload),
    events: (url, onEvent, opts = {}) => execute('GET', url, { ...opts, silent: true, headers: { Accept: 'text/event-stream', ...opts.headers } }, readEvents(onEvent)),
    cancel: (path) => registry.cancel(path),
    cancelAll: () => registry.cancelAll(),
  };
}

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:)?\/\//i;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function pageOrigin(): string | null {
  return typeof location !== 'undefined' && location.origin && location.origin !== 'null' ? location.origin : null;
}

function originOf(url: string): string | null {
  if (!ABSOLUTE_URL.test(url)) return null;
  try {
    return new URL(url, pageOrigin() ?? 'http://localhost').origin;
  } catch {
    return null;
  }
}

interface Envelope {
  code: number;
  msg?: unknown;
  data?: unknown;
}

function asEnvelope(body: unknown): Envelope | undefined {
  return body !== null && typeof body === 'object' && typeof (body as Envelope).code === 'number'
    ? (body as Envelope)
    : undefined;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isPassThroughBody(data: unknown): data is BodyInit {
  return (
    typeof data === 'string' ||
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams) ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data)
  );
}

function fallbackFileName(url: string): string {
  const last = url.replace(/[?#].*$/, '').split('/').filter(Boolean).pop();
  return last ? decodeURIComponentSafe(last) : 'download';
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
