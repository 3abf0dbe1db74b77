/**
 * The digest of the server bundle this process runs from (written by scripts/server-bundle.mjs at build
 * time). It stands for "this exact server code" in the database's start fingerprint. Without a bundle
 * (tests, the tsx debugging mode) there is none, and every start prepares the database in full.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Kept in step with CODE_VERSION_FILE in scripts/server-bundle.mjs. */
const FILE = 'code-version';

export function bundleCodeVersion(dir: string | undefined = process.env.SERVER_BUNDLE_DIR): string | undefined {
  if (!dir) return undefined;
  try {
    const digest = readFileSync(join(dir, FILE), 'utf8').trim();
    return /^[0-9a-f]{64}$/.test(digest) ? digest : undefined;
  } catch {
    return undefined; // a bundle built before the digest existed: prepare in full
  }
}
