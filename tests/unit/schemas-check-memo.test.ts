import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleCheckMemo, type CheckMemo } from '../../server/modules/checkMemo';
import { loadModuleSchemas, SchemaLoadError } from '../../server/modules/load';

const MODULES = resolve(import.meta.dirname, '../../schemas/modules');
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'ec-memo-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A memo that records what it was asked, over a real bundle directory. */
function recording(dir: string) {
  const memo = bundleCheckMemo(dir) as CheckMemo;
  const added: string[] = [];
  return { memo: { has: memo.has, add: (d: string) => (added.push(d), memo.add(d)) }, added };
}

describe('module schemas checked once per build', () => {
  it('remembers valid inputs in the bundle directory, and a later start gets the same schemas', async () => {
    const bundle = tempDir();
    const first = recording(bundle);
    const checked = await loadModuleSchemas(MODULES, { memo: first.memo });
    expect(first.added).toHaveLength(1);
    const again = recording(bundle);
    const remembered = await loadModuleSchemas(MODULES, { memo: again.memo });
    expect(again.added).toHaveLength(0); // found in the memo: nothing checked, nothing added
    expect(remembered).toEqual(checked);
    expect(remembered.length).toBe(readdirSync(MODULES).filter((n) => n.endsWith('.json')).length);
  });

  it('checks a changed file again and refuses it, whatever the memo holds', async () => {
    const bundle = tempDir();
    const schemas = tempDir();
    cpSync(MODULES, schemas, { recursive: true });
    await loadModuleSchemas(schemas, { memo: bundleCheckMemo(bundle) });
    const file = join(schemas, readdirSync(schemas).find((n) => n.endsWith('.json'))!);
    writeFileSync(file, JSON.stringify({ id: 'broken', fields: 'not a list' }));
    const memo = recording(bundle);
    await expect(loadModuleSchemas(schemas, { memo: memo.memo })).rejects.toBeInstanceOf(SchemaLoadError);
    expect(memo.added).toHaveLength(0);
  });

  it('has no memo without a bundle directory, and a read-only one only means checking again', () => {
    expect(bundleCheckMemo(undefined)).toBeUndefined();
    const memo = bundleCheckMemo('/proc/no-such-dir') as CheckMemo;
    expect(() => memo.add('abc')).not.toThrow();
    expect(memo.has('abc')).toBe(false);
  });
});
