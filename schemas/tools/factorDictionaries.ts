/**
 * The pollution-factor dictionaries (water_factor, gas_factor) of schemas/dictionaries.json, derived from
 * the HJ 212-2017 factor table (tables B.1 water, B.2 gas). The label is 中文名 (code) so a user can
 * search by either; the English names are the catalogue's (schemas/contracts/monitoring/factorNamesEn.ts).
 *
 * Regenerate after the CSV changes: `npx tsx schemas/tools/factorDictionaries.ts --write`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FACTOR_NAMES_EN } from '../contracts/monitoring/factorNamesEn';
import type { DictionaryDef, FieldOption } from '../types';

export const FACTOR_CSV = resolve(import.meta.dirname, '../../server/monitoring/data/hj212_2017_factor_codes.csv');
const DICTIONARIES_JSON = resolve(import.meta.dirname, '../dictionaries.json');


/** Splits one CSV line, honouring double quotes ("1,1-二氯乙烷"). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

function option(code: string, name: string): FieldOption {
  const english = FACTOR_NAMES_EN[code];
  return { value: code, label: english ? { 'zh-CN': `${name} (${code})`, 'en-US': `${english} (${code})` } : { 'zh-CN': `${name} (${code})` } };
}

/** water_factor (table B.1) and gas_factor (table B.2), in the table's order. */
export function factorDictionaries(csv: string): DictionaryDef[] {
  const rows = csv.split(/\r?\n/).slice(1).filter((l) => l.trim() !== '').map(csvCells);
  const of = (table: string) => rows.filter((r) => r[0] === table).map((r) => option(r[1], r[2]));
  return [
    { type: 'water_factor', label: { 'zh-CN': '废水污染因子', 'en-US': 'Water pollutant factors' }, children: of('B.1') },
    { type: 'gas_factor', label: { 'zh-CN': '废气污染因子', 'en-US': 'Gas pollutant factors' }, children: of('B.2') },
  ];
}

interface DictionariesDoc {
  $comment?: string;
  dictionaries: DictionaryDef[];
}

/** The file's layout: one line per dictionary head and per entry, so diffs stay readable. */
export function formatDictionaries(doc: DictionariesDoc): string {
  const j = (v: unknown) => JSON.stringify(v).replace(/":/g, '": ').replace(/,"/g, ', "').replace(/^\{/, '{ ').replace(/\}$/, ' }');
  const dicts = doc.dictionaries.map((d) => {
    const head = `    { "type": ${JSON.stringify(d.type)}, "label": ${j(d.label)}, "children": [`;
    const children = d.children.map((c) => `      { "value": ${JSON.stringify(c.value)}, "label": ${j(c.label)} }`);
    return `${head}\n${children.join(',\n')} ] }`;
  });
  const comment = doc.$comment === undefined ? '' : `  "$comment": ${JSON.stringify(doc.$comment)},\n`;
  return `{\n${comment}  "dictionaries": [\n${dicts.join(',\n')}\n  ]\n}\n`;
}

/** Replaces (or appends) the factor dictionaries in schemas/dictionaries.json. */
function write(): void {
  const doc = JSON.parse(readFileSync(DICTIONARIES_JSON, 'utf8')) as DictionariesDoc;
  for (const dict of factorDictionaries(readFileSync(FACTOR_CSV, 'utf8'))) {
    const at = doc.dictionaries.findIndex((d) => d.type === dict.type);
    if (at >= 0) doc.dictionaries[at] = dict;
    else doc.dictionaries.push(dict);
  }
  writeFileSync(DICTIONARIES_JSON, formatDictionaries(doc));
}

if (process.argv.includes('--write')) write();
