// The staleness walk behind `npm start`'s rebuilds (scripts/source-mtime.mjs): which files count, which
// folders are skipped, and what an editor leaves in a source folder must not break a start.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newestMtime } from '../../scripts/source-mtime.mjs';

const options = { counts: (file: string) => file.endsWith('.ts'), skipDir: (name: string) => name === 'node_modules' };
let root: string;

/** A file whose modification time is `seconds` after the epoch. */
function file(path: string, seconds: number): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, '');
  utimesSync(path, seconds, seconds);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'source-mtime-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('newestMtime', () => {
  it('gives the newest counted file at any depth, skipping named folders and uncounted files', () => {
    file(join(root, 'a.ts'), 1_000);
    file(join(root, 'deep/er/b.ts'), 2_000);
    file(join(root, 'deep/notes.md'), 9_000);
    file(join(root, 'node_modules/pkg/c.ts'), 8_000);
    expect(newestMtime(root, options)).toBe(2_000_000);
  });

  it('follows a linked folder, and takes a dangling link (an editor lock such as .#a.ts) as absent', () => {
    file(join(root, 'a.ts'), 1_000);
    file(join(`${root}-linked`, 'd.ts'), 3_000);
    symlinkSync(`${root}-linked`, join(root, 'linked'));
    symlinkSync(join(root, 'gone.ts'), join(root, '.#a.ts'));
    try {
      expect(newestMtime(root, options)).toBe(3_000_000);
    } finally {
      rmSync(`${root}-linked`, { recursive: true, force: true });
    }
  });

  it('is 0 for a path that does not exist', () => {
    expect(newestMtime(join(root, 'missing'), options)).toBe(0);
  });
});
