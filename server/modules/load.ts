/**
 * Loads module schemas from JSON files and refuses to start on any problem, reporting all of them at
 * once as `<file>: <JSON pointer>: <message>` lines.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { collisionIssues, displayPointer, moduleIssues, semanticContext, type SourcedSchema } from '../../schemas/lint';
import type { DictionaryDef, ModuleSchema } from '../../schemas/types';
import { inputsDigest, type CheckMemo } from './checkMemo';

export interface SchemaProblem {
  file: string;
  pointer: string;
  message: string;
}

export class SchemaLoadError extends Error {
  constructor(readonly problems: SchemaProblem[]) {
    super(problems.map((p) => `${p.file}: ${displayPointer(p.pointer)}: ${p.message}`).join('\n'));
    this.name = 'SchemaLoadError';
  }
}

export interface SchemaCheckOptions {
  /** Dictionaries enum fields may name (default: schemas/dictionaries.json). */
  dictionaries?: readonly DictionaryDef[];
  /** Inputs already found valid by this build (server start): skips linting them again. */
  memo?: CheckMemo;
}

function parse(text: string, file: string, problems: SchemaProblem[]): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    problems.push({ file, pointer: '', message: `invalid JSON: ${(e as Error).message}` });
    return undefined;
  }
}

/**
 * Checks the given files (each on its own, then against each other) and returns the schemas in the
 * order given; throws SchemaLoadError listing every problem.
 */
export async function checkSchemaFiles(files: string[], options: SchemaCheckOptions = {}): Promise<ModuleSchema[]> {
  const problems: SchemaProblem[] = [];
  const read: { name: string; text: string }[] = [];
  for (const file of files) {
    try {
      read.push({ name: file, text: await readFile(file, 'utf8') });
    } catch (e) {
      problems.push({ file, pointer: '', message: `cannot read: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}` });
    }
  }
  const digest = problems.length === 0 && options.memo ? inputsDigest(read, options.dictionaries) : undefined;
  if (digest && options.memo?.has(digest)) return read.map((f) => JSON.parse(f.text) as ModuleSchema);

  const ctx = semanticContext(options.dictionaries);
  const valid: SourcedSchema[] = [];
  for (const { name: file, text } of read) {
    const doc = parse(text, file, problems);
    if (doc === undefined) continue;
    const issues = moduleIssues(doc, ctx);
    for (const issue of issues) problems.push({ file, ...issue });
    if (issues.length === 0) valid.push({ source: file, schema: doc as ModuleSchema });
  }
  for (const issue of collisionIssues(valid)) problems.push({ file: issue.source, pointer: issue.pointer, message: issue.message });
  if (problems.length > 0) throw new SchemaLoadError(problems);
  if (digest) options.memo?.add(digest);
  return valid.map((v) => v.schema);
}

/** The `*.json` files of a directory, sorted by name so the load order is stable. */
export async function schemaFilesIn(dir: string): Promise<string[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  return names.map((n) => join(dir, n));
}

/** Every module schema of `dir`; throws SchemaLoadError with the full report when any is wrong. */
export async function loadModuleSchemas(dir: string, options: SchemaCheckOptions = {}): Promise<ModuleSchema[]> {
  return checkSchemaFiles(await schemaFilesIn(dir), options);
}

/**
 * Checks a schema that did not come from the schemas directory (e.g. a custom ledger defined at run
 * time), including collisions with the modules already loaded.
 */
export function validateModuleSchema(
  json: unknown,
  source: string,
  options: SchemaCheckOptions & { existing?: readonly ModuleSchema[]; allowedApiRoots?: readonly string[] } = {},
): ModuleSchema {
  const issues = moduleIssues(json, semanticContext(options.dictionaries, options.allowedApiRoots));
  const problems: SchemaProblem[] = issues.map((i) => ({ file: source, ...i }));
  if (problems.length === 0) {
    const existing = (options.existing ?? []).map((schema) => ({ source: `module "${schema.id}"`, schema }));
    for (const issue of collisionIssues([{ source, schema: json as ModuleSchema }], existing)) {
      problems.push({ file: source, pointer: issue.pointer, message: issue.message });
    }
  }
  if (problems.length > 0) throw new SchemaLoadError(problems);
  return json as ModuleSchema;
}
