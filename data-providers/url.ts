import { API_PREFIX } from './constants';

const ABSOLUTE = /^(?:https?:)?\/\//i;
/** Map and search services are proxied at the site root, not under /api (spec §7). */
const UNPREFIXED_ROOTS = ['/DataServer', '/geocoder', '/search'];

function startsWithRoot(url: string, root: string): boolean {
  if (!url.startsWith(root)) return false;
  const next = url.charAt(root.length);
  return next === '' || next === '/' || next === '?' || next === '#';
}

/** The URL as the browser should request it: `/api` + path unless absolute or a root service. */
export function applyApiPrefix(url: string): string {
  if (ABSOLUTE.test(url)) return url;
  const path = url.startsWith('/') ? url : `/${url}`;
  if (UNPREFIXED_ROOTS.some((root) => startsWithRoot(path, root))) return path;
  return `${API_PREFIX}${path}`;
}

export function resolveUrl(baseUrl: string, url: string): string {
  const prefixed = applyApiPrefix(url);
  if (ABSOLUTE.test(prefixed)) return prefixed;
  return `${baseUrl.replace(/\/+$/, '')}${prefixed}`;
}

/**
 * The key a request is registered under for cancellation: the path as requested, without query or
 * hash, so `cancel('/enterprise-side-app/x')` aborts `get('/enterprise-side-app/x', {params})`.
 */
export function requestKey(url: string): string {
  return applyApiPrefix(url).replace(/[?#].*$/, '');
}

function scalar(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  return String(value);
}

function hasOwnToJSON(value: object): boolean {
  return typeof (value as { toJSON?: unknown }).toJSON === 'function' && !Array.isArray(value);
}

function collect(pairs: string[], name: string, value: unknown): void {
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    // Date-like library objects (dayjs) serialise themselves; everything else is flattened.
    if (hasOwnToJSON(value)) return collect(pairs, name, (value as { toJSON(): unknown }).toJSON());
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    for (const [key, child] of entries) collect(pairs, `${name}[${encodeURIComponent(key)}]`, child);
    return;
  }
  const text = scalar(value);
  if (text !== undefined) pairs.push(`${name}=${encodeURIComponent(text)}`);
}

/**
 * GET query string with nested objects and arrays flattened as `name[key]` (spec §7); undefined,
 * null and empty-string values are left out. Brackets stay literal, names and values are encoded.
 */
export function serializeQuery(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) collect(pairs, encodeURIComponent(key), value);
  return pairs.join('&');
}

export function appendQuery(url: string, params: Record<string, unknown> | undefined): string {
  const query = serializeQuery(params);
  if (!query) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const joiner = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${joiner}${query}${hash}`;
}
