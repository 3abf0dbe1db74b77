/**
 * `npm run audit:verify -- --enterprise <id> [--all]`: recomputes the audit hash chain of an enterprise
 * (or of every enterprise with entries) on the configured database (DATABASE_URL, else the PGlite data
 * in DATA_DIR) and prints OK or the first broken entry and why. Exit 1 when a chain is broken, 2 on
 * wrong usage.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../server/core/config';
import { openDb } from '../server/db';
import type { Db } from '../server/core/contracts';
import { verifyAuditChain, type ChainReport } from '../server/modules/audit/verify';

export function formatReport(report: ChainReport): string {
  if (report.ok) return `enterprise ${report.enterpriseId}: OK (${report.entries} entries)`;
  return `enterprise ${report.enterpriseId}: BROKEN at entry ${report.brokenId}: ${report.reason}`;
}

/** Verifies the given enterprises (all with audit entries when `all`); returns the reports. */
export async function verifyEnterprises(db: Db, enterpriseIds: number[], all = false): Promise<ChainReport[]> {
  const ids = all
    ? (await db.query<{ id: number }>(`SELECT DISTINCT "enterprise_id"::float8 AS "id" FROM "ledger_audit_head" ORDER BY 1`)).rows.map((r) => r.id)
    : enterpriseIds;
  const reports: ChainReport[] = [];
  for (const id of ids) reports.push(await verifyAuditChain(db, id));
  return reports;
}

function usage(): number {
  console.error('usage: npm run audit:verify -- --enterprise <id> [--enterprise <id> ...] | --all');
  return 2;
}

async function main(args: string[]): Promise<number> {
  const ids: number[] = [];
  let all = false;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--all') all = true;
    else if (args[i] === '--enterprise' && /^[1-9]\d{0,15}$/.test(args[i + 1] ?? '')) ids.push(Number(args[++i]));
    else return usage();
  }
  if (!all && ids.length === 0) return usage();
  const db = await openDb(loadConfig());
  try {
    const reports = await verifyEnterprises(db, ids, all);
    for (const report of reports) console.log(formatReport(report));
    return reports.every((r) => r.ok) ? 0 : 1;
  } catch (error) {
    if ((error as { code?: string }).code !== '42P01') throw error;
    console.error('this database has no audit trail yet (start the server once to migrate it)');
    return 2;
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) process.exitCode = await main(process.argv.slice(2));
