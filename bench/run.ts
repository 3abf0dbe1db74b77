// `npm run bench`: prints the figures (never asserted in tests), each beside the floor it is compared
// with, measured in the same run; copy them into docs/benchmarks.md. `npm run bench -- ingest export`
// runs some. Names: browser (alias login), coldstart, ingest, history, ledger-list, ledger-export,
// upload-browser, assessment, workflow, video, notices, forms. BENCH_DATABASE_URL (a PostgreSQL admin URL) adds the
// PostgreSQL runs; the load average is printed before and after each benchmark, since the machines
// are shared.
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { benchAssessment, formatAssessment } from './assessment';
import { benchForms, formatForms } from './forms';
import { browserPages, formatBrowserPages } from './browser-pages';
import { coldStart } from './cold-start';
import { benchHistory, printHistory } from './history';
import { benchIngest, printIngest } from './ingest';
import { formatLedgerExport, ledgerExport } from './ledger-export';
import { formatLedgerList, ledgerList } from './ledger-list';
import { printBrowserUpload, uploadBrowserThroughput } from './upload-browser';
import { loadLine, machineLine, median } from './machine';
import { benchVideo, printVideo } from './video';
import { benchWorkflow, printWorkflow } from './workflow';
import { benchNoticeStream, formatNoticeStream } from './notice-stream';
import { benchRiskDetect, formatRiskDetect } from './risk-detect';

const wanted = process.argv.slice(2);
const want = (...names: string[]) => wanted.length === 0 || names.some((n) => wanted.includes(n));
const pg = process.env.BENCH_DATABASE_URL;

console.log(machineLine());
console.log(`date: ${new Date().toISOString()}`);
buildIfNeeded();

async function section(name: string, run: () => Promise<void>): Promise<void> {
  console.log(`\n[${name}] ${loadLine()} (before)`);
  await run();
  console.log(`[${name}] ${loadLine()} (after)`);
}

if (want('browser', 'login')) await section('browser', async () => console.log(formatBrowserPages(await browserPages())));
if (want('forms')) await section('forms', async () => console.log(formatForms(await benchForms())));
if (want('coldstart')) {
  await section('coldstart', async () => {
    const c = await coldStart();
    const fmt = (xs: number[]) => `median ${(median(xs) / 1000).toFixed(2)} s (runs: ${xs.map((x) => (x / 1000).toFixed(2)).join(', ')} s)`;
    console.log(`## Cold start to first healthy response, PGlite (goal ≤ 2.5 s and ≤ 1.5 × the floor)`);
    console.log(`  existing data dir: ${fmt(c.existingMs)}`);
    console.log(`  floor (bare Fastify + PGlite open of the same dir): ${fmt(c.floorMs)}; ratio ${(median(c.existingMs) / median(c.floorMs)).toFixed(2)} ×`);
    if (c.existingCpuMs.length > 0) {
      const cpu = (xs: number[]) => `median ${median(xs)} ms (runs: ${xs.join(', ')} ms)`;
      console.log(`  CPU until healthy: server ${cpu(c.existingCpuMs)}, floor ${cpu(c.floorCpuMs)}; ratio ${(median(c.existingCpuMs) / median(c.floorCpuMs)).toFixed(2)} ×`);
    }
    console.log(`  empty data dir (initdb + migrate + seed): ${fmt(c.emptyMs)}`);
  });
}
if (want('ingest')) {
  if (pg) await section('ingest, PostgreSQL', async () => printIngest(await benchIngest({ databaseUrl: pg })));
  await section('ingest, PGlite', async () => printIngest(await benchIngest({})));
}
if (want('history')) await section('history', async () => printHistory(await benchHistory({ databaseUrl: pg })));
if (want('ledger-list')) {
  // The 1,000,000-row list benchmark compares against pgbench, so it needs a real PostgreSQL.
  if (pg) await section('ledger-list', async () => console.log(formatLedgerList(await ledgerList({ databaseUrl: pg }))));
  else console.log('\n## Ledger list: skipped (set BENCH_DATABASE_URL to a PostgreSQL admin URL)');
}
if (want('ledger-export', 'export')) await section('ledger-export', async () => console.log(formatLedgerExport(await ledgerExport({ databaseUrl: pg }))));
if (want('upload-browser')) {
  await section('upload-browser', async () => printBrowserUpload(await uploadBrowserThroughput({ sizeMB: Number(process.env.BENCH_UPLOAD_MB || 500) })));
}
if (want('video')) await section('video', async () => printVideo(await benchVideo()));
if (want('risk-detect')) {
  // 5.76 M rows of real-time data: PostgreSQL only.
  if (pg) await section('risk-detect', async () => console.log(formatRiskDetect(await benchRiskDetect({ databaseUrl: pg }))));
  else console.log('\n## Risk detection: skipped (set BENCH_DATABASE_URL to a PostgreSQL admin URL)');
}
if (want('notices')) {
  if (pg) await section('notices, PostgreSQL', async () => console.log(formatNoticeStream(await benchNoticeStream({ databaseUrl: pg }), 'PostgreSQL')));
  await section('notices, PGlite', async () => console.log(formatNoticeStream(await benchNoticeStream({}), 'PGlite')));
}
if (want('assessment')) {
  // 11.5 M rows of hourly data: PostgreSQL only.
  if (pg) await section('assessment', async () => console.log(formatAssessment(await benchAssessment(pg))));
  else console.log('\n## Assessment scoring: skipped (set BENCH_DATABASE_URL to a PostgreSQL admin URL)');
}
if (want('workflow')) {
  await section('workflow', async () =>
    printWorkflow(await benchWorkflow({ databaseUrl: pg, instances: Number(process.env.BENCH_WORKFLOW_INSTANCES || 10_000) })),
  );
}
