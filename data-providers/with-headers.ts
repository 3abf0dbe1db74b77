import type { HttpClient, RequestOptions } from './http-client';

/**
 * The same client with headers added to every call (a call's own headers win): a scope's screens, e.g.
 * the Refine data provider of a back-office page showing an enterprise (operator_enterprise_id), send
 * them whatever hook makes the call.
 */
export function withHeaders(client: HttpClient, headers: Record<string, string>): HttpClient {
  const merged = (opts: RequestOptions = {}): RequestOptions => ({ ...opts, headers: { ...headers, ...opts.headers } });
  return {
    request: (method, url, opts) => client.request(method, url, merged(opts)),
    get: (url, opts) => client.get(url, merged(opts)),
    post: (url, data, opts) => client.post(url, data, merged(opts)),
    put: (url, data, opts) => client.put(url, data, merged(opts)),
    delete: (url, opts) => client.delete(url, merged(opts)),
    download: (url, opts) => client.download(url, merged(opts)),
    events: (url, onEvent, opts) => client.events(url, onEvent, merged(opts)),
    cancel: (path) => client.cancel(path),
    cancelAll: () => client.cancelAll(),
  };
}
