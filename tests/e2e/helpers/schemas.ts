// The module schemas the browser flows walk (every ledger) or fill (one ledger's form), read from disk.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FieldSchema, ModuleSchema } from '../../../schemas/types';

const MODULES = resolve(import.meta.dirname, '../../../schemas/modules');

/** One schema by its file name, e.g. `audit-rectification`. */
export function moduleSchema(file: string): ModuleSchema {
  return JSON.parse(readFileSync(resolve(MODULES, `${file}.json`), 'utf8'));
}

/** Every ledger schema of schemas/modules, in file order. */
export function ledgerSchemas(): ModuleSchema[] {
  return readdirSync(MODULES)
    .filter((f) => f.endsWith('.json'))
    .map((f) => moduleSchema(f.slice(0, -'.json'.length)));
}

export function schemaField(schema: ModuleSchema, name: string): FieldSchema {
  const field = schema.fields.find((f) => f.name === name);
  if (!field) throw new Error(`${schema.id} has no field ${name}`);
  return field;
}
