import { buildApp } from './app';
import { loadReceiverConfig, startHj212Receiver, startSimulator, type Simulator } from './monitoring/index';
import { loadConfig } from './core/config';
import { openDb } from './db';
import { prepareDatabase } from './db/prepare';
import { bundleCheckMemo } from './modules/checkMemo';
import { bundleCodeVersion } from './core/bundleVersion';
import { loadModuleSchemas, SchemaLoadError } from './modules/load';
import { DEMO_LOGINS } from './seed';
import { discoverPlugins } from './plugin-host/discover';

/**
 * Production entry: validate schemas (before writing to the database), open and migrate the database,
 * seed on first start, listen, and shut down gracefully on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // Opening the database (PGlite: compiling its WebAssembly, reading the data dir) overlaps with reading
  // the schemas and loading the plugins (issue 19: cold start). Nothing is written before both are known
  // to be valid: an existing data dir is only opened, and a new one is only initialised.
  const opening = openDb(config);
  opening.catch(() => undefined); // awaited below; reported there

  let schemas;
  try {
    schemas = await loadModuleSchemas(config.schemasDir, { memo: bundleCheckMemo() });
  } catch (err) {
    if (err instanceof SchemaLoadError) {
      process.stderr.write(`Module schemas in ${config.schemasDir} are invalid:\n${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  const plugins = await discoverPlugins({ disabled: config.pluginsDisabled });
  if (plugins.unknownDisabled.length > 0) {
    process.stderr.write(`PLUGINS_DISABLED names no plugin folder: ${plugins.unknownDisabled.join(', ')}\n`);
  }
  const db = await opening;
  await prepareDatabase(db, {
    schemas,
    seed: config.seed,
    plugins,
    log: (line) => process.stdout.write(`${line}\n`),
    codeVersion: bundleCodeVersion(),
  });
  const app = await buildApp({ config, db, schemas, plugins, logger: true });

  let simulator: Simulator | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      process.stderr.write(`${signal} again: exiting without waiting for open requests\n`);
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing open requests');
    try {
      await simulator?.stop(0);
      await app.close(); // stops accepting, closes the HJ 212 receiver, commits queued data, waits for requests
      await db.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const address = await app.listen({ host: config.host, port: config.port });
  const lines = [
    '',
    `Environmental compliance platform listening on ${address}`,
    `  database: ${db.dialect}${db.dialect === 'pglite' ? ` (${config.dataDir})` : ''}`,
    `  API docs: ${address}/api/openapi.json`,
    `  plugins: ${plugins.enabled.map((p) => p.name).join(', ')}${plugins.disabled.length ? ` (switched off: ${plugins.disabled.join(', ')})` : ''}`,
  ];
  const hj212 = loadReceiverConfig();
  if (hj212.enabled) {
    const receiver = await startHj212Receiver(app.monitoring.ingest, hj212, app.log.child({ module: 'hj212' }));
    lines.push(`  HJ 212 receiver: tcp://${receiver.host}:${receiver.port}`);
    app.monitoring.receiver = { host: receiver.host, port: receiver.port };
    if (process.env.SIMULATE === '1') {
      simulator = startSimulator({
        host: receiver.host,
        port: receiver.port,
        loggers: Number(process.env.SIMULATE_LOGGERS || 6),
        intervalSeconds: Number(process.env.SIMULATE_INTERVAL || 30),
        log: (l) => app.log.info(l),
      });
      lines.push('  simulated data loggers: on (SIMULATE=1)');
    }
  }
  if (config.seed) {
    lines.push('  demo logins:');
    for (const l of DEMO_LOGINS) lines.push(`    [${l.area}] ${l.login} / ${l.password}  ${l.name} — ${l.description}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((err) => {
  process.stderr.write(`Server failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
