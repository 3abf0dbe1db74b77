/**
 * Structural check of a module schema against schemas/meta/module.schema.json, with ajv's errors
 * rewritten into short, pointer-precise messages (an unknown property points at the property itself).
 */
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import meta from '../meta/module.schema.json';
import type { ModuleSchema } from '../types';
import { pointer, type SchemaIssue } from './issues';

type JsonObject = Record<string, unknown>;

let compiled: ReturnType<Ajv2020['compile']> | undefined;
function metaValidator() {
  // verbose: errors carry the offending value and the failing schema (for "did you mean" hints).
  compiled ??= new Ajv2020({ allErrors: true, verbose: true, strict: true }).compile(meta);
  return compiled;
}

/** Resolves a local "#/$defs/x" reference inside the meta-schema. */
function resolveLocal(ref: string): JsonObject | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = meta;
  for (const part of ref.slice(2).split('/')) node = (node as JsonObject | undefined)?.[part];
  return node as JsonObject | undefined;
}

/** Property names a schema object (and the schema it $refs) declares. */
function declaredProperties(schema: JsonObject | undefined): string[] {
  if (!schema) return [];
  const own = Object.keys((schema.properties as JsonObject | undefined) ?? {});
  const base = typeof schema.$ref === 'string' ? declaredProperties(resolveLocal(schema.$ref)) : [];
  return [...new Set([...base, ...own])];
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

function suggestion(unknown: string, known: string[]): string {
  const best = known
    .map((k) => ({ k, d: editDistance(unknown.toLowerCase(), k.toLowerCase()) }))
    .sort((x, y) => x.d - y.d)[0];
  return best && best.d <= 2 ? ` (did you mean "${best.k}"?)` : '';
}

function issueOf(error: ErrorObject): SchemaIssue {
  const at = error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { pointer: at, message: `missing required property "${String(params.missingProperty)}"` };
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = String(params.additionalProperty ?? params.unevaluatedProperty);
      const known = declaredProperties(error.parentSchema as JsonObject | undefined);
      return { pointer: at + pointer(name), message: `unknown property "${name}"${suggestion(name, known)}` };
    }
    case 'enum':
      return {
        pointer: at,
        message: `${JSON.stringify(error.data)} is not one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    case 'type':
      return { pointer: at, message: `must be ${String(params.type)}, got ${Array.isArray(error.data) ? 'array' : error.data === null ? 'null' : typeof error.data}` };
    case 'pattern':
      return { pointer: at, message: `${JSON.stringify(error.data)} does not match ${String(params.pattern)}` };
    default:
      return { pointer: at, message: error.message ?? error.keyword };
  }
}

/** Structural issues of a parsed document, or none when it conforms to the meta-schema. */
export function structuralIssues(doc: unknown): SchemaIssue[] {
  const validate = metaValidator();
  if (validate(doc)) return [];
  const seen = new Set<string>();
  const issues: SchemaIssue[] = [];
  for (const error of validate.errors ?? []) {
    // A failing $ref target also reports at the referring site; only the innermost errors are useful.
    if (error.keyword === '$ref') continue;
    const issue = issueOf(error);
    const key = `${issue.pointer}\u0000${issue.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      issues.push(issue);
    }
  }
  return issues;
}

export function isModuleSchemaShape(doc: unknown): doc is ModuleSchema {
  return structuralIssues(doc).length === 0;
}
