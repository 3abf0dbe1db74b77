// The real server as a child process (`npm start`'s entry with SKIP_BUILD=1) on a free loopback port
// with a data dir of its own: used by the e2e workers, API tests that need several processes, and the
// benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';

const root = resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => ok(port));
    });
  });
}

/**
 * Polls `/api/health` until it answers ok. `intervalMs` bounds how late a start is seen: the cold-start
 * bench passes a small one, since at 100 ms its starts of ~0.6–1 s were read in 100 ms steps.
 */
export async function waitHealthy(url: string, child: ChildProcess, timeoutMs = 180_000, intervalMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms`);
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  dataDir: string;
}

export interface StartOptions {
  /**
   * A stopped server's data dir (prepareSeededDataDir) to start from, copied: the server opens an
   * existing database instead of migrating and seeding an empty one (seconds instead of ~20 s of a
   * loaded 2-core machine). Only for settings that do not change what a fresh start stores (the set of
   * plugins does).
   */
  seededFrom?: string;
}

/** Starts `npm start`'s entry with its own data dir (PGlite unless extraEnv sets DATABASE_URL); stop it with stopServer. */
export async function startServer(extraEnv: Record<string, string> = {}, opts: StartOptions = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ec-server-'));
  if (opts.seededFrom) cpSync(opts.seededFrom, dataDir, { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'scripts/start.mjs')], {
    cwd: root,
    // DEV_MODE: the flows read SMS codes from the back office's outbox, as a developer would.
    env: { ...process.env, SKIP_BUILD: '1', HOST: '127.0.0.1', PORT: String(port), HJ212_PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', DEV_MODE: '1', ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(url, child);
  } catch (err) {
    // Never leave a half-started server behind: it would hold the port and the data dir.
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return { url, child, dataDir };
}

/** Asks the server to stop (SIGTERM: it closes its database) and kills it if it has not after 10 s. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

export async function stopServer(s: Pick<ServerProcess, 'child' | 'dataDir'>): Promise<void> {
  await stopProcess(s.child);
  rmSync(s.dataDir, { recursive: true, force: true });
}

/**
 * A data dir holding what a fresh start stores (migrations, demo seeds), from a server started and
 * stopped cleanly, for startServer's `seededFrom`. The caller removes it.
 */
export async function prepareSeededDataDir(extraEnv: Record<string, string> = {}): Promise<string> {
  const server = await startServer(extraEnv);
  await stopProcess(server.child);
  return server.dataDir;
}
