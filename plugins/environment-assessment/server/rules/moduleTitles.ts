/**
 * Titles of the standard ledgers (schemas/modules/*.json), so findings about a ledger name it in words.
 * Read once from the shared schema files; an id that is not a standard ledger keeps its id as the title.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Titles = Map<string, { 'zh-CN': string; 'en-US': string }>;
let titles: Titles | undefined;

function load(): Titles {
  const dir = fileURLToPath(new URL('../../../../schemas/modules/', import.meta.url));
  const out: Titles = new Map();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const schema = JSON.parse(readFileSync(`${dir}${file}`, 'utf8')) as { id: string; title: { 'zh-CN': string; 'en-US': string } };
    out.set(schema.id, schema.title);
  }
  return out;
}

export function moduleTitle(id: string): { 'zh-CN': string; 'en-US': string } {
  titles ??= load();
  return titles.get(id) ?? { 'zh-CN': id, 'en-US': id };
}

/** Ids of the standard ledgers (what a rule parameter may name). */
export function standardLedgerIds(): ReadonlySet<string> {
  titles ??= load();
  return new Set(titles.keys());
}
