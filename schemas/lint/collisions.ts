/** Checks across modules: ids, tables, API paths and routes must each belong to one module. */
import type { ModuleSchema } from '../types';
import { pointer, type SchemaIssue } from './issues';

export interface SourcedSchema {
  source: string;
  schema: ModuleSchema;
}

export interface SourcedIssue extends SchemaIssue {
  source: string;
}

const UNIQUE_KEYS = [
  ['id', 'module id'],
  ['table', 'table'],
  ['api', 'api'],
  ['route', 'route'],
] as const;

/**
 * Issues of `candidates` that collide with an earlier candidate or with `existing` modules. Each
 * collision is reported once, on the later module, naming the earlier one's source.
 */
export function collisionIssues(candidates: SourcedSchema[], existing: SourcedSchema[] = []): SourcedIssue[] {
  const issues: SourcedIssue[] = [];
  const owners = new Map<string, string>();
  const apis: SourcedSchema[] = [...existing];
  for (const { source, schema } of existing) {
    for (const [key] of UNIQUE_KEYS) owners.set(`${key}\u0000${schema[key]}`, source);
  }
  for (const item of candidates) {
    const { source, schema } = item;
    for (const [key, described] of UNIQUE_KEYS) {
      const owner = owners.get(`${key}\u0000${schema[key]}`);
      if (owner !== undefined) issues.push({ source, pointer: pointer(key), message: `${described} "${schema[key]}" is already used by ${owner}` });
      else owners.set(`${key}\u0000${schema[key]}`, source);
    }
    // "a" and "a/b" cannot both be module APIs: "a/b/page" would be read as a record of "a".
    for (const other of apis) {
      const [inner, outer] = schema.api.length > other.schema.api.length ? [schema.api, other.schema.api] : [other.schema.api, schema.api];
      if (inner !== outer && inner.startsWith(outer + '/')) {
        issues.push({ source, pointer: pointer('api'), message: `api "${schema.api}" overlaps api "${other.schema.api}" of ${other.source}` });
      }
    }
    apis.push(item);
  }
  return issues;
}
