// Node entry point to the radosgw test server (start.sh / stop.sh), for vitest globalSetup or e2e setup.
// Needs root (or the Ceph packages pre-installed) and Linux; see docs/s3-test-server.md.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const scripts = import.meta.dirname;

export interface S3TestServer {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
  /** Cluster directory; pass it to stopS3TestServer. */
  dir: string;
}

const FIELDS: Record<string, keyof S3TestServer> = {
  S3_ENDPOINT: 'endpoint',
  S3_ACCESS_KEY: 'accessKey',
  S3_SECRET_KEY: 'secretKey',
  S3_BUCKET: 'bucket',
  S3_REGION: 'region',
  S3_DIR: 'dir',
};

/** Parses DIR/env as written by start.sh (`export NAME='value'` lines). */
export function parseS3Env(text: string): S3TestServer {
  const values: Partial<S3TestServer> = {};
  for (const line of text.split('\n')) {
    const match = /^export (S3_[A-Z_]+)='([^']*)'$/.exec(line.trim());
    const field = match ? FIELDS[match[1]] : undefined;
    if (match && field) values[field] = match[2];
  }
  const missing = Object.entries(FIELDS).filter(([, field]) => !values[field]).map(([name]) => name);
  if (missing.length > 0) throw new Error(`S3 env file lacks ${missing.join(', ')}`);
  return values as S3TestServer;
}

/** The same settings as process environment variables (S3_ENDPOINT, ...), e.g. for a spawned server. */
export function s3EnvVars(server: S3TestServer): Record<string, string> {
  return Object.fromEntries(Object.entries(FIELDS).map(([name, field]) => [name, server[field]]));
}

/** Starts a fresh cluster (≈3–5 s once the packages are installed) and resolves when the bucket is usable. */
export async function startS3TestServer(dir?: string): Promise<S3TestServer> {
  const { stdout } = await run(join(scripts, 'start.sh'), dir ? [dir] : [], { timeout: 300_000 });
  const server = parseS3Env(stdout);
  // The file is the source of truth; stdout only mirrors it.
  return parseS3Env(await readFile(join(server.dir, 'env'), 'utf8'));
}

export async function stopS3TestServer(server: Pick<S3TestServer, 'dir'>): Promise<void> {
  await run(join(scripts, 'stop.sh'), [server.dir], { timeout: 60_000 });
}
