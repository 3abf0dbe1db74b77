// Helper of security-hostile-input.test.ts: from a route's documented body and path parameters, the
// requests a hostile client sends — each one valid except for one field. Bodies are built as JSON text
// so values JSON.stringify cannot write (1e400, escapes of lone surrogates) reach the server as sent.
import type { Route } from './security-routes';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
}

export interface HostileCase {
  kind: string;
  /** The field the answer must name ('body' for the whole body; '*' when any field may be named). */
  field: string;
  /** Request URL when it differs from the valid one (bad path parameters). */
  url?: string;
  /** Raw JSON text of the body. */
  body?: string;
  /** false: a value a route may accept; only a server error is wrong. */
  mustRefuse?: boolean;
}

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)];

/** The single non-null JSON type a schema declares, or undefined for unions and untyped schemas. */
function typeOf(schema: JsonSchema | undefined): string | undefined {
  if (!schema || schema.oneOf || schema.anyOf) return undefined;
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((x) => x && x !== 'null');
  return types.length === 1 ? types[0] : undefined;
}

// Values of the wrong JSON type, as JSON text, per declared type.
const WRONG_TYPE: Record<string, readonly string[]> = {
  integer: ['true', 'false', '"5"', '"1"', '[1]', '{}', '1.5'],
  number: ['true', '"1.5"', '"0"', '[0]', '{}'],
  string: ['123', 'true', '{}', '["a"]'],
  boolean: ['"true"', '1', '0', '"1"', '[]'],
  array: ['"1,2"', '{}', '1', 'true'],
  object: ['"x"', '[]', '1'],
};
// Integers PostgreSQL's bigint cannot hold, and numbers that parse to ±Infinity.
const HUGE_INTEGER = ['100000000000000000000', '9223372036854775808', '-9223372036854775809', '1e400', '-1e400'];
const HUGE_NUMBER = ['1e400', '-1e400'];

/** A string with `insert` (JSON text of a character escape) at a random place of `sample`. */
function spliced(random: Random, sample: unknown, insert: string): string {
  const text = JSON.stringify(typeof sample === 'string' && sample.length > 0 ? sample : 'ab').slice(1, -1);
  const at = Math.floor(random() * (text.length + 1));
  const safe = text.slice(0, at).endsWith('\\') ? at - 1 : at; // never split an escape
  return `"${text.slice(0, safe)}${insert}${text.slice(safe)}"`;
}

/** JSON text of `body` with `path` replaced by the raw JSON text `raw`. */
function withRaw(body: Record<string, unknown>, path: (string | number)[], raw: string): string {
  const marker = '\u0001raw\u0001';
  const copy = structuredClone(body) as Record<string, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]] = marker;
  return JSON.stringify(copy).replace(JSON.stringify(marker), raw);
}

/** Cases for one value at `path` of the body (and for the fields of objects inside arrays). */
function fieldCases(random: Random, body: Record<string, unknown>, path: (string | number)[], schema: JsonSchema, sample: unknown): HostileCase[] {
  const field = path.join('.');
  const type = typeOf(schema);
  const out: HostileCase[] = [];
  const add = (kind: string, raw: string) => out.push({ kind, field, body: withRaw(body, path, raw) });
  if (type && WRONG_TYPE[type]) add('wrong type', pick(random, WRONG_TYPE[type]));
  if (type === 'integer') add('beyond bigint', pick(random, HUGE_INTEGER));
  if (type === 'number') add('beyond double', pick(random, HUGE_NUMBER));
  if (type === 'string' || (!type && !schema.enum)) {
    out.push({ kind: 'empty text', field, body: withRaw(body, path, pick(random, ['""', '" "'])), mustRefuse: false });
    add('NUL character', spliced(random, sample, '\\u0000'));
    add('lone surrogate', spliced(random, sample, pick(random, ['\\ud800', '\\udfff', '\\udbff'])));
  }
  const item = schema.items;
  if (type === 'array' && typeOf(item) === 'object' && item?.properties) {
    // One element holding a bad value in each of its fields: `parts.0.name`.
    const element = Object.fromEntries(Object.keys(item.properties).map((k) => [k, null]));
    const inArray = { ...body, [path[path.length - 1]]: [element] };
    for (const [key, sub] of Object.entries(item.properties)) {
      out.push(...fieldCases(random, inArray, [...path, 0, key], sub, undefined).filter((c) => c.kind !== 'wrong type' || typeOf(sub) !== undefined));
    }
  }
  return out;
}

function nested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

export function hostileCases(input: {
  route: Route;
  base: { url: string; payload?: unknown };
  body: JsonSchema | undefined;
  params: { name: string; schema: JsonSchema }[];
  random: Random;
}): HostileCase[] {
  const { base, body, params, random } = input;
  const out: HostileCase[] = [];
  const valid = (base.payload && typeof base.payload === 'object' && !Array.isArray(base.payload) ? base.payload : {}) as Record<string, unknown>;
  const properties = body?.properties ?? {};
  if (body && Object.keys(properties).length > 0) {
    for (const [name, schema] of Object.entries(properties)) out.push(...fieldCases(random, valid, [name], schema, valid[name]));
    out.push({ kind: 'unknown field', field: 'zzNotAField', body: JSON.stringify({ ...valid, zzNotAField: pick(random, [1, 'x', true, null]) }) });
    const first = Object.keys(properties)[0];
    out.push({ kind: 'deep nesting', field: 'body', body: withRaw(valid, [first], nested(pick(random, [2_000, 20_000, 200_000]))) });
    out.push({ kind: 'not an object', field: 'body', body: pick(random, ['[]', '"x"', '1', 'true', '[{}]']) });
  } else if (input.route.method !== 'DELETE') {
    // Bodies validated by the handler without a documented shape: the generic hazards still apply.
    out.push({ kind: 'NUL character', field: '*', body: JSON.stringify({ name: 'a\u0000b' }) });
    out.push({ kind: 'deep nesting', field: '*', body: `{"name":${nested(pick(random, [2_000, 20_000, 200_000]))}}` });
  }
  // Path parameters are resolved left to right: the first one's answer is the one to check.
  for (const param of params.slice(0, 1)) {
    const at = (value: string) => base.url.replace(new RegExp(`/[^/?]*(?=(/[^/?]*){${countAfter(input.route.url, param.name)}}(\\?|$))`), `/${value}`);
    out.push({ kind: 'NUL in path', field: param.name, url: at(pick(random, ['%00', 'a%00', '1%00'])) });
    if (/^ids?$|Ids?$/.test(param.name)) out.push({ kind: 'id beyond bigint', field: param.name, url: at(pick(random, ['99999999999999999999', '9223372036854775808', '1e400', '1,99999999999999999999'])) });
  }
  return out;
}

/** How many path segments follow the parameter `name` in a route URL like /a/:id/history. */
function countAfter(url: string, name: string): number {
  const segments = url.split('/');
  const index = segments.findIndex((s) => s === `:${name}` || s.startsWith(`:${name}`));
  return segments.length - 1 - index;
}
