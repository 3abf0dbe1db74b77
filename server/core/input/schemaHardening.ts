/**
 * Tightens a route's JSON Schema before it is compiled for request validation (the documented schema is
 * left as written):
 * - integers get the bounds of a JavaScript safe integer, so 1e20 never reaches a bigint column;
 * - with `closeObjects` (request bodies) an object that lists its properties refuses any other one, so
 *   every route answers an unknown field the same way (2010102 naming it) instead of some dropping it.
 */
type Schema = Record<string, unknown>;

const isSchema = (v: unknown): v is Schema => v !== null && typeof v === 'object' && !Array.isArray(v);

function declares(schema: Schema, type: string): boolean {
  return schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));
}

export function hardenSchema(schema: unknown, opts: { closeObjects: boolean }): unknown {
  if (!isSchema(schema)) return schema;
  const out: Schema = { ...schema };
  if (declares(out, 'integer')) {
    out.maximum ??= Number.MAX_SAFE_INTEGER;
    out.minimum ??= -Number.MAX_SAFE_INTEGER;
  }
  if (opts.closeObjects && isSchema(out.properties) && out.additionalProperties === undefined && out.patternProperties === undefined) {
    out.additionalProperties = false;
  }
  for (const key of ['properties', 'patternProperties', '$defs', 'definitions'] as const) {
    if (isSchema(out[key])) out[key] = Object.fromEntries(Object.entries(out[key] as Schema).map(([k, v]) => [k, hardenSchema(v, opts)]));
  }
  for (const key of ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'] as const) {
    if (isSchema(out[key])) out[key] = hardenSchema(out[key], opts);
  }
  if (Array.isArray(out.items)) out.items = out.items.map((s) => hardenSchema(s, opts));
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(out[key])) out[key] = (out[key] as unknown[]).map((s) => hardenSchema(s, opts));
  }
  // allOf parts describe one object together: closing each part would refuse the others' fields.
  if (Array.isArray(out.allOf)) out.allOf = out.allOf.map((s) => hardenSchema(s, { closeObjects: false }));
  return out;
}
