/**
 * Remembers which exact module-schema inputs this build of the server has already found valid, so a
 * restart does not lint 26 unchanged files again (compiling the meta-schema alone was ~0.1 s of a cold
 * start; issue 19). The memo lives in the server bundle's directory: a new build (any change to the
 * linter or the bundled dictionaries) starts with an empty memo, and a changed file changes the digest.
 * Without a bundle directory (tests, the tsx debugging mode) or when the directory is read-only, every
 * start checks everything as before.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface CheckMemo {
  has(digest: string): boolean;
  add(digest: string): void;
}

const FILE = 'checked-schemas.json';
const KEEP = 8;

/** A digest of the inputs of one check: file names and contents, in order, and the dictionaries used. */
export function inputsDigest(files: readonly { name: string; text: string }[], dictionaries: unknown): string {
  const hash = createHash('sha256');
  for (const f of files) hash.update(`${f.name}\0${f.text}\0`);
  hash.update(JSON.stringify(dictionaries ?? null));
  return hash.digest('hex');
}

export function bundleCheckMemo(dir: string | undefined = process.env.SERVER_BUNDLE_DIR): CheckMemo | undefined {
  if (!dir) return undefined;
  const path = join(dir, FILE);
  const read = (): string[] => {
    try {
      const list: unknown = JSON.parse(readFileSync(path, 'utf8'));
      return Array.isArray(list) ? list.filter((d): d is string => typeof d === 'string') : [];
    } catch {
      return [];
    }
  };
  return {
    has: (digest) => read().includes(digest),
    add: (digest) => {
      try {
        writeFileSync(path, JSON.stringify([digest, ...read().filter((d) => d !== digest)].slice(0, KEEP)));
      } catch {
        // A read-only build directory only means the next start checks again.
      }
    },
  };
}
