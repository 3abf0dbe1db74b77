/** The audit hash: canonical JSON (stable across jsonb round trips) and the chained sha256. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../server/modules/audit/canonicalJson';
import { auditHash, GENESIS_HASH, type HashedContent } from '../../server/modules/audit/hash';

const entry: HashedContent = {
  prevHash: GENESIS_HASH,
  enterpriseId: 7,
  module: 'deviceInventory',
  recordId: 42,
  action: 'update',
  actor: 3,
  at: '2024-05-01T02:03:04.567Z',
  before: { status: '1', capacity: 12.5, parts: [{ qty: 2, name: '滤袋' }] },
  after: { status: '2', capacity: 12.5, parts: [{ qty: 2, name: '滤袋' }] },
};

describe('canonicalJson', () => {
  it('sorts keys at every level and keeps array order, without whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
  });

  it('spells a value the same after a jsonb round trip (reordered keys, 1.50 read back as 1.5)', () => {
    const written = { remark: '备注 "引号" \\ 换行\n', amount: 1.5, flag: true, none: null };
    const readBack = JSON.parse('{"flag": true, "none": null, "amount": 1.50, "remark": "备注 \\"引号\\" \\\\ 换行\\n"}');
    expect(canonicalJson(readBack)).toBe(canonicalJson(written));
  });

  it('drops undefined properties and refuses numbers JSON cannot spell', () => {
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
    expect(() => canonicalJson({ a: Number.NaN })).toThrow(TypeError);
  });
});

describe('auditHash', () => {
  it('is sha256 hex of the canonical JSON of the documented fields', () => {
    const canonical =
      '{"action":"update","actor":3,"after":{"capacity":12.5,"parts":[{"name":"滤袋","qty":2}],"status":"2"},"at":"2024-05-01T02:03:04.567Z",' +
      '"before":{"capacity":12.5,"parts":[{"name":"滤袋","qty":2}],"status":"1"},"enterprise_id":7,"module":"deviceInventory",' +
      `"prev_hash":"${GENESIS_HASH}","record_id":42}`;
    expect(auditHash(entry)).toBe(createHash('sha256').update(canonical, 'utf8').digest('hex'));
  });

  it('changes when any stated part changes, including the link to the previous entry', () => {
    const base = auditHash(entry);
    const variants: Partial<HashedContent>[] = [
      { prevHash: 'f'.repeat(64) }, { enterpriseId: 8 }, { module: 'material' }, { recordId: 43 }, { action: 'delete' }, { actor: null },
      { at: '2024-05-01T02:03:04.568Z' }, { before: null }, { after: { ...entry.after, status: '3' } },
    ];
    const hashes = variants.map((v) => auditHash({ ...entry, ...v }));
    expect(new Set([base, ...hashes]).size).toBe(variants.length + 1);
    expect(auditHash({ ...entry, before: { ...entry.before! } })).toBe(base);
  });
});
