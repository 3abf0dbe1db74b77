// `npm run bench`: prints the figures (never asserted in tests). Copy the latest into docs/benchmarks.md.
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { benchAssessment, formatAssessment } from './assessment';
import { coldStart } from './cold-start';
import { benchHistory, printHistory } from './history';
import { benchIngest, printIngest } from './ingest';
import { formatLedgerExport, ledgerExport } from './ledger-export';
import { formatLedgerList, ledgerList } from './ledger-list';
import { printBrowserUpload, uploadBrowserThroughput } from './upload-browser';
import { loginBundle } from './login-bundle';
import { machineLine, median } from './machine';
import { benchWorkflow, printWorkflow } from './workflow';

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const wanted = process.argv.slice(2);
const want = (name: string) => wanted.length === 0 || wanted.includes(name);

console.log(machineLine());
console.log(`date: ${new Date().toISOString()}`);
buildIfNeeded();

if (want('login')) {
  const b = await loginBundle();
  console.log(`\n## JS loaded by /#/login (goal ≤ 250 kB gzip)`);
  for (const f of b.files) console.log(`  ${f.url.padEnd(48)} raw ${kb(f.raw).padStart(10)}  gzip ${kb(f.gzip).padStart(9)}`);
  console.log(`  total: ${b.files.length} files, raw ${kb(b.raw)}, gzip ${kb(b.gzip)}`);
}
if (want('coldstart')) {
  const c = await coldStart(3);
  const fmt = (xs: number[]) => `median ${(median(xs) / 1000).toFixed(2)} s (runs: ${xs.map((x) => (x / 1000).toFixed(2)).join(', ')} s)`;
  console.log(`\n## Cold start to first healthy response, PGlite (goal ≤ 5 s)`);
  console.log(`  existing data dir: ${fmt(c.existingMs)}`);
  console.log(`  empty data dir (initdb + migrate + seed): ${fmt(c.emptyMs)}`);
}
if (want('ingest')) printIngest(await benchIngest({ databaseUrl: process.env.BENCH_DATABASE_URL }));
if (want('history')) printHistory(await benchHistory({ databaseUrl: process.env.BENCH_DATABASE_URL }));
if (want('ledger-list')) {
  // The 1,000,000-row list benchmark compares against pgbench, so it needs a real PostgreSQL.
  if (process.env.BENCH_DATABASE_URL) console.log(formatLedgerList(await ledgerList({ databaseUrl: process.env.BENCH_DATABASE_URL })));
  else console.log('\n## Ledger list: skipped (set BENCH_DATABASE_URL to a PostgreSQL admin URL)');
}
if (want('ledger-export')) console.log(formatLedgerExport(await ledgerExport({ databaseUrl: process.env.BENCH_DATABASE_URL })));
if (want('upload-browser')) printBrowserUpload(await uploadBrowserThroughput({ sizeMB: Number(process.env.BENCH_UPLOAD_MB || 500) }));
if (want('assessment')) {
  // 11.5 M rows of hourly data: PostgreSQL only.
  if (process.env.BENCH_DATABASE_URL) console.log(formatAssessment(await benchAssessment(process.env.BENCH_DATABASE_URL)));
  else console.log('\n## Assessment scoring: skipped (set BENCH_DATABASE_URL to a PostgreSQL admin URL)');
}
if (want('workflow')) {
  printWorkflow(await benchWorkflow({ databaseUrl: process.env.BENCH_DATABASE_URL, instances: Number(process.env.BENCH_WORKFLOW_INSTANCES || 10_000) }));
}
