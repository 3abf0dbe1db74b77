// Cold start of one server process on embedded PGlite: from spawning `node scripts/start.mjs` to the
// first healthy /api/health answer. Two cases: an existing (migrated + seeded) data dir, which is every
// start after the first, and an empty one (initdb + migrations + demo seed). The floor is a bare Fastify
// opening the same existing data dir (floors/cold-start-floor.mjs), timed the same way in the same run.
// Goal (issue 19): ≤ 2.5 s and ≤ 1.5 × the floor on an existing data dir.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, waitHealthy } from '../tests/support/server-process';
import { median } from './machine';
import { ensureServerBundle } from '../scripts/server-bundle.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

const root = resolve(import.meta.dirname, '..');

const SERVER = join(root, 'scripts/start.mjs');
const FLOOR = join(root, 'bench/floors/cold-start-floor.mjs');
const POLL_MS = 10;

/**
 * CPU time (user + system, all threads) a process has used so far, in ms; undefined off Linux. Less
 * sensitive to other people's load than wall time, so both are reported.
 */
function cpuMsOf(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime in clock ticks of 10 ms
  } catch {
    return undefined;
  }
}

interface StartTime {
  ms: number;
  cpuMs?: number;
}

async function timeStart(dataDir: string, script = SERVER): Promise<StartTime> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, script], {
    cwd: root,
    env: { ...process.env, SKIP_BUILD: '1', HOST: '127.0.0.1', PORT: String(port), HJ212_PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  try {
    // Polled every 10 ms: every 100 ms (the tests' pace) read the starts in 100 ms steps, ±15 % of the floor.
    await waitHealthy(`http://127.0.0.1:${port}`, child, 120_000, POLL_MS);
    return { ms: performance.now() - t0, cpuMs: cpuMsOf(child.pid) };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

/**
 * `emptyRuns` starts on an empty data dir, then `pairs` pairs of starts (server and floor) on a copy of
 * the seeded dir, the order within a pair alternating so neither always finds the other's page cache.
 * Three pairs were too few on the shared VM: one slow start moved the median ratio from 1.4 to 1.9.
 */
export async function coldStart(
  emptyRuns = 3,
  pairs = 7,
): Promise<{ existingMs: number[]; emptyMs: number[]; floorMs: number[]; existingCpuMs: number[]; floorCpuMs: number[] }> {
  // The bundle is built by `npm start` once after a change, not at every start: build it before timing.
  await ensureServerBundle();
  const emptyMs: number[] = [];
  const existingMs: number[] = [];
  const floorMs: number[] = [];
  const existingCpuMs: number[] = [];
  const floorCpuMs: number[] = [];
  const seeded = mkdtempSync(join(tmpdir(), 'ec-bench-seeded-'));
  try {
    for (let i = 0; i < emptyRuns; i++) {
      const dir = mkdtempSync(join(tmpdir(), 'ec-bench-empty-'));
      emptyMs.push((await timeStart(dir)).ms);
      if (i === 0) cpSync(dir, seeded, { recursive: true });
      rmSync(dir, { recursive: true, force: true });
    }
    for (let i = 0; i < pairs; i++) {
      const dir = mkdtempSync(join(tmpdir(), 'ec-bench-existing-'));
      cpSync(seeded, dir, { recursive: true });
      const serverFirst = i % 2 === 0;
      const first = await timeStart(dir, serverFirst ? SERVER : FLOOR);
      const second = await timeStart(dir, serverFirst ? FLOOR : SERVER);
      const [server, floor] = serverFirst ? [first, second] : [second, first];
      existingMs.push(server.ms);
      floorMs.push(floor.ms);
      if (server.cpuMs !== undefined && floor.cpuMs !== undefined) {
        existingCpuMs.push(server.cpuMs);
        floorCpuMs.push(floor.cpuMs);
      }
      rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    rmSync(seeded, { recursive: true, force: true });
  }
  return { existingMs, emptyMs, floorMs, existingCpuMs, floorCpuMs };
}

export { median };
