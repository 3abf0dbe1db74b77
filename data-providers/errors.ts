/**
 * Why a request failed, so callers can branch without parsing texts:
 * - response: the envelope carried a non-success code (business error, HTTP 2xx);
 * - http: a non-2xx status (401/402/403 included);
 * - network / timeout: no response;
 * - interrupt: cancelled through the registry or the caller's signal (never shown to the user).
 */
export type ApiErrorKind = 'response' | 'http' | 'network' | 'timeout' | 'interrupt';

export interface ApiRequestErrorInit {
  kind: ApiErrorKind;
  code?: number;
  status?: number;
  data?: unknown;
  /**
   * True when the request layer took care of the user-facing side — showed a toast or dialog, or the
   * failure must stay silent (interrupt) — so UI layers must not show it again.
   */
  handled?: boolean;
}

/**
 * The one error type the request layer rejects with. Shaped to also satisfy Refine's `HttpError`
 * (`message`, `statusCode`, `errors`) so Refine forms can show field errors from code 2010102.
 */
export class ApiRequestError extends Error {
  kind: ApiErrorKind;
  code?: number;
  status?: number;
  data?: unknown;
  handled: boolean;
  /** Refine's HttpError: the HTTP status; business errors arrive with 200. */
  statusCode: number;
  /** Refine's ValidationErrors, filled from `data.errors = [{field, message}]`. */
  errors?: Record<string, string>;

  constructor(message: string, init: ApiRequestErrorInit) {
    super(message);
    this.name = 'ApiRequestError';
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status;
    this.data = init.data;
    this.handled = init.handled ?? false;
    this.statusCode = init.status ?? 0;
    this.errors = fieldErrors(init.data);
  }
}

export function isInterrupt(error: unknown): boolean {
  return error instanceof ApiRequestError && error.kind === 'interrupt';
}

function fieldErrors(data: unknown): Record<string, string> | undefined {
  const list = (data as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(list)) return undefined;
  const out: Record<string, string> = {};
  for (const item of list) {
    const { field, message } = (item ?? {}) as { field?: unknown; message?: unknown };
    if (typeof field === 'string' && typeof message === 'string' && !(field in out)) out[field] = message;
  }
  return Object.keys(out).length ? out : undefined;
}
