// `npm run simulate -- --loggers N --interval S [--host H] [--port P] [--duration S] [--samples FILE] [--enterprises N]`
// Plays HJ 212 data loggers against a running receiver (default 127.0.0.1:9212, from HJ212_HOST/HJ212_PORT).
// The first loggers are the seeded demo ones (their MN/PW derive from the demo templates); beyond those,
// generated loggers are played, which the receiver refuses unless they were registered as points.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadReceiverConfig, simulatedLoggers, startSimulator, type SimulatorStats } from '../server/monitoring/index';

const DEFAULT_SAMPLES = resolve(import.meta.dirname, '../../shared/data/hj212_samples.txt');

const { values } = parseArgs({
  options: {
    loggers: { type: 'string', default: '6' },
    interval: { type: 'string', default: '60' },
    host: { type: 'string' },
    port: { type: 'string' },
    duration: { type: 'string' },
    samples: { type: 'string' },
    enterprises: { type: 'string', default: '3' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  process.stdout.write(readFileSync(import.meta.filename, 'utf8').split('\n').filter((l) => l.startsWith('//')).map((l) => l.slice(3)).join('\n') + '\n');
  process.exit(0);
}

function positive(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) {
    process.stderr.write(`--${name} must be a positive number, got ${raw}\n`);
    process.exit(2);
  }
  return n;
}

const receiver = loadReceiverConfig();
const samplesFile = values.samples ?? (existsSync(DEFAULT_SAMPLES) ? DEFAULT_SAMPLES : undefined);
const samples = samplesFile ? readFileSync(samplesFile, 'utf8').split(/\r?\n/).filter(Boolean) : [];
const loggers = positive('loggers', values.loggers)!;
const interval = positive('interval', values.interval)!;
const duration = positive('duration', values.duration);
const host = values.host ?? receiver.host;
const port = positive('port', values.port) ?? receiver.port;

const line = (s: SimulatorStats) =>
  `loggers ${s.loggers} connected ${s.connected} sent ${s.sent} acked ${s.acked} awaiting ${s.awaitingAck} refused ${s.refused} reconnects ${s.reconnects} mean ack ${s.meanAckMs} ms`;

const simulator = startSimulator({
  host,
  port,
  loggers: simulatedLoggers(loggers, positive('enterprises', values.enterprises)),
  intervalSeconds: interval,
  durationSeconds: duration,
  samples,
  log: (l) => process.stdout.write(`${l}\n`),
});
process.stdout.write(`simulating ${loggers} loggers every ${interval} s against ${host}:${port}${samples.length ? ` (replaying ${samples.length} sample packets now and then)` : ''}\n`);
const progress = setInterval(() => process.stdout.write(`${line(simulator.stats())}\n`), 10_000);
const finish = async () => {
  clearInterval(progress);
  process.stdout.write(`final: ${line(await simulator.stop())}\n`);
  process.exit(0);
};
process.on('SIGINT', () => void finish());
process.on('SIGTERM', () => void finish());
await simulator.done;
await finish();
