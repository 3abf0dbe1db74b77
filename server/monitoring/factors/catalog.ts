import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../core/contracts';
import { createFactorCatalog, type FactorCatalog } from '../../hj212/index';

/** The HJ 212-2017 factor table shipped with the product (a copy of shared/data, so runtime needs no ../shared). */
export const FACTOR_CSV_PATH = join(dirname(fileURLToPath(import.meta.url)), '../data/hj212_2017_factor_codes.csv');

let builtin: FactorCatalog | undefined;

/** The built-in catalog, read once: 2017 codes, names, default units and the 2005 codes they replace. */
export function builtinFactorCatalog(): FactorCatalog {
  builtin ??= createFactorCatalog(readFileSync(FACTOR_CSV_PATH, 'utf8'));
  return builtin;
}

/**
 * Adds the built-in factors missing from pollution_factor, in one statement. Existing rows are left alone,
 * so back-office edits (names, units, enabled) survive restarts; concurrent starts are harmless (ON CONFLICT).
 * Returns how many rows were added.
 */
export async function ensureFactorCatalog(db: Pick<Db, 'query'>): Promise<number> {
  const factors = builtinFactorCatalog().factors;
  const { rowCount } = await db.query(
    `INSERT INTO pollution_factor (code, name, code_2005, medium, unit, unit_amount, data_type, builtin)
     SELECT code, name, code_2005, medium, unit, unit_amount, data_type, true
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
            AS f(code, name, code_2005, medium, unit, unit_amount, data_type)
     ON CONFLICT (code) DO NOTHING`,
    [
      factors.map((f) => f.code),
      factors.map((f) => f.nameCn),
      factors.map((f) => f.code2005 ?? null),
      factors.map((f) => f.medium ?? 'other'),
      factors.map((f) => f.unitConcentration ?? null),
      factors.map((f) => f.unitAmount ?? null),
      factors.map((f) => f.dataType ?? null),
    ],
  );
  return rowCount;
}
