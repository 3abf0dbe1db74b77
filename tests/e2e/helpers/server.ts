// The server of this test file's worker: global-setup.ts starts one per worker, and VITEST_POOL_ID
// (1…workers) says which worker runs this file.
import { inject } from 'vitest';
import { startServer, type ServerProcess } from '../../support/server-process';

/** Index of this file's worker among the e2e workers (0-based). */
export function workerIndex(count: number): number {
  const id = Number(process.env.VITEST_POOL_ID || 1);
  return (Math.max(1, id) - 1) % count;
}

/** Base URL of the server this test file runs against. */
export function serverURL(): string {
  const urls = inject('baseURLs');
  return urls[workerIndex(urls.length)];
}

/**
 * A server of the calling file's own, started from the run's seeded data dir (global-setup.ts): for
 * settings that do not change what a fresh start stores. A file that changes the plugin set starts
 * from scratch with startServer.
 */
export function startSeededServer(extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  return startServer(extraEnv, { seededFrom: inject('seededDataDir') });
}
