/**
 * Test entry for the crash test (tests/api/monitoring-crash.test.ts): opens the database of DATA_DIR (or
 * DATABASE_URL), migrates it, registers the loggers of INGEST_TEST_LOGGERS (JSON [{mn, pw}], once), and
 * runs the HJ 212 receiver on HJ212_PORT. Prints `READY <port>` when listening. SIGTERM stops it cleanly;
 * the test also kills it with SIGKILL to prove acknowledged data survives (and the derived tables are
 * right again after the restart).
 */
import { loadConfig } from '../../server/core/config';
import { openDb } from '../../server/db';
import { migrate } from '../../server/db/migrate';
import { ensureFactorCatalog, IngestService, loadReceiverConfig, registerSimulatedLoggers, startHj212Receiver } from '../../server/monitoring/index';

const config = loadConfig();
const db = await openDb(config);
await migrate(db);
await ensureFactorCatalog(db);

const loggers = JSON.parse(process.env.INGEST_TEST_LOGGERS ?? '[]') as { mn: string; pw: string }[];
if (loggers.length > 0) {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM monitor_point WHERE mn = ANY($1::text[])', [loggers.map((l) => l.mn)]);
  if (rows[0].n === 0) {
    const enterprise = await db.query<{ id: number }>(`INSERT INTO enterprise (name) VALUES ('接收测试企业') RETURNING id`);
    await registerSimulatedLoggers(db, Number(enterprise.rows[0].id), loggers.map((l) => ({ ...l, st: '32', factors: [] })));
  }
}

// INGEST_TEST_DERIVED_DELAY_MS holds the derived journal's apply back (PostgreSQL), so a SIGKILL lands
// between the value commits and the apply of their latest values and logger state.
const derivedDelayMs = Number(process.env.INGEST_TEST_DERIVED_DELAY_MS) || undefined;
const ingest = new IngestService({ db, lenientCrc: loadReceiverConfig().lenientCrc, writer: derivedDelayMs ? { derivedDelayMs } : undefined });
await ingest.writer.prepare();
const receiver = await startHj212Receiver(ingest, loadReceiverConfig());
process.stdout.write(`READY ${receiver.port}\n`);

process.on('SIGTERM', () => {
  void (async () => {
    await ingest.close();
    await db.close();
    process.exit(0);
  })();
});
