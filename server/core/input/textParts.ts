/**
 * Query strings, path parameters and headers arrive as text. Instead of letting the validator coerce
 * (Ajv reads "1e400" as null, "0x10" as 16 and " 5 " as 5), each value is parsed by the type its schema
 * declares, with exact rules; anything else stays text and the validator refuses it naming the field.
 */
type Schema = Record<string, unknown>;

const INTEGER = /^-?\d{1,16}$/;
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d{1,3})?$/;

function typeOf(schema: Schema | undefined): string | undefined {
  if (!schema) return undefined;
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((t) => typeof t === 'string' && t !== 'null');
  return types.length === 1 ? (types[0] as string) : undefined;
}

function parseScalar(type: string | undefined, text: string): unknown {
  switch (type) {
    case 'integer': {
      if (!INTEGER.test(text)) return text;
      const n = Number(text);
      return Number.isSafeInteger(n) ? n : text;
    }
    case 'number': {
      const n = Number(text);
      return NUMBER.test(text) && Number.isFinite(n) ? n : text;
    }
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : text;
    default:
      return text;
  }
}

function parseValue(schema: Schema | undefined, value: unknown): unknown {
  const type = typeOf(schema);
  if (type === 'array') {
    const items = schema?.items as Schema | undefined;
    const list = Array.isArray(value) ? value : [value];
    return list.map((v) => (typeof v === 'string' ? parseScalar(typeOf(items), v) : v));
  }
  // A repeated parameter (?a=1&a=2) where one value is expected: one value is read, more are refused.
  if (Array.isArray(value)) return value.length === 1 ? parseValue(schema, value[0]) : value;
  return typeof value === 'string' ? parseScalar(type, value) : value;
}

/** A copy of a text part (query, params, headers) with each declared property parsed by its type. */
export function parseTextPart(schema: unknown, data: unknown): unknown {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  const properties = ((schema as Schema | undefined)?.properties ?? {}) as Record<string, Schema>;
  const out: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const [key, value] of Object.entries(out)) {
    if (key in properties) out[key] = parseValue(properties[key], value);
  }
  return out;
}
