// Helpers of security-enterprise-scope.test.ts: the route table from fastify's printRoutes and a request
// for each route that passes its JSON-schema validation, so the call reaches the guards and the handler.

export interface Route {
  method: string;
  url: string;
  /** `METHOD /path/:param`, the OpenAPI path in fastify's notation. */
  key: string;
}

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  items?: JsonSchema;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
}

export interface Operation {
  summary?: string;
  security?: Record<string, unknown>[];
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every reading of a node label like `:id|:ids` (routes of different methods naming the parameter differently). */
function readings(url: string): string[] {
  const alt = /:\w+(?:\|:\w+)+/.exec(url);
  if (!alt) return [url];
  return alt[0].split('|').flatMap((name) => readings(url.slice(0, alt.index) + name + url.slice(alt.index + alt[0].length)));
}

/**
 * The modules' own paths of a shared route set's path, `:module(^(?:a|b)$)` (server/modules/sharedRoutes.ts):
 * the walks call each module at its own path, as when each had routes of its own.
 */
function modulePaths(url: string): string[] {
  const shared = /:\w+\(\^\(\?:(\w+(?:\|\w+)*)\)\$\)/.exec(url);
  if (!shared) return [url];
  return shared[1].split('|').flatMap((name) => modulePaths(url.slice(0, shared.index) + name + url.slice(shared.index + shared[0].length)));
}

/**
 * Routes of `app.printRoutes({ commonPrefix: false })`: one line per radix-tree node, indented by 4
 * characters per level; a node's path is its parent's path plus its own segment. `known` picks the reading
 * of a shared parameter node that the route really uses; the not-found handlers (`*`) are left out.
 */
export function parseRouteTree(text: string, known: (key: string) => boolean): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of text.split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + m[2];
    stack[depth] = url;
    if (url === '*') continue;
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      for (const path of modulePaths(url)) {
        const options = readings(path);
        const real = options.find((u) => known(`${method} ${u}`)) ?? options[0];
        routes.push({ method, url: real, key: `${method} ${real}` });
      }
    }
  }
  return routes;
}

// Values that satisfy the patterns the API uses (phones, dates, codes, keys …); the first match wins.
const STRING_CANDIDATES = ['1', '13800000009', '2024-01-01', '2024-01-01 00:00:00', '2024-01-01T00:00:00Z', 'a1', 'abc', 'a:b', 'A1b2C3d4', 'ab'.repeat(32), '00000000-0000-4000-8000-000000000000', 'x'];

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'date') return '2024-01-01';
  if (schema.format === 'date-time') return '2024-01-01T00:00:00Z';
  const fits = (s: string) =>
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(s)) && s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity);
  return STRING_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** A smallest value that validates against `schema` (required properties only). */
export function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternative = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (alternative) return sample(alternative);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((k) => [k, sample(schema.properties?.[k])]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items));
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Infinity);
    case 'boolean':
      return false;
    case 'string':
      return sampleString(schema);
    default:
      return schema.properties ? sample({ ...schema, type: 'object' }) : undefined;
  }
}

/** URL (path parameters from `params`, else sampled; required query parameters sampled) and JSON body. */
export function requestFor(route: Route, op: Operation | undefined, params: Record<string, string> = {}): { url: string; payload?: unknown } {
  const parameters = op?.parameters ?? [];
  const url = route.url.replace(/:(\w+)|\*/g, (_, name?: string) => {
    if (!name) return 'x';
    return encodeURIComponent(params[name] ?? String(sample(parameters.find((p) => p.in === 'path' && p.name === name)?.schema ?? { type: 'string' })));
  });
  const query = new URLSearchParams();
  for (const p of parameters.filter((p) => p.in === 'query' && p.required)) query.set(p.name, String(sample(p.schema)));
  const body = op?.requestBody?.content?.['application/json']?.schema;
  return { url: query.size ? `${url}?${query}` : url, payload: body ? sample(body) : route.method === 'GET' || route.method === 'DELETE' ? undefined : {} };
}

/**
 * Routes that answer with a stream kept open (Server-Sent Events): a walk reading every route would wait
 * on them forever. Their scope (no session, another enterprise) is tested where the stream is.
 */
export const EVENT_STREAMS: ReadonlySet<string> = new Set(['GET /api/enterprise-side-app/user/notice/stream']);
