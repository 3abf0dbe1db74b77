import { afterEach, describe, expect, it, vi } from 'vitest';
import { SplitReassembler, type DropReason } from '../../server/monitoring/ingest/reassembly';

function make(opts: { timeoutMs?: number; maxParts?: number; maxGroups?: number; maxGroupsPerSender?: number } = {}) {
  const dropped: { items: string[]; reason: DropReason }[] = [];
  const r = new SplitReassembler<string>({ ...opts, onDrop: (items, reason) => dropped.push({ items, reason }) });
  return { r, dropped };
}

afterEach(() => vi.useRealTimers());

describe('SplitReassembler', () => {
  it('returns the parts in PNO order once all have arrived, in any arrival order', () => {
    const { r } = make();
    expect(r.add('k', 's', 3, 3, 'c')).toEqual({ kind: 'incomplete' });
    expect(r.add('k', 's', 1, 3, 'a')).toEqual({ kind: 'incomplete' });
    expect(r.pending).toBe(1);
    expect(r.add('k', 's', 2, 3, 'b')).toEqual({ kind: 'complete', items: ['a', 'b', 'c'] });
    expect(r.pending).toBe(0);
  });

  it('a single-part upload completes at once', () => {
    const { r } = make();
    expect(r.add('k', 's', 1, 1, 'a')).toEqual({ kind: 'complete', items: ['a'] });
  });

  it('a retransmitted part replaces the earlier copy, which is dropped', () => {
    const { r, dropped } = make();
    r.add('k', 's', 1, 2, 'a1');
    r.add('k', 's', 1, 2, 'a2');
    expect(dropped).toEqual([{ items: ['a1'], reason: 'evicted' }]);
    expect(r.add('k', 's', 2, 2, 'b')).toEqual({ kind: 'complete', items: ['a2', 'b'] });
  });

  it('rejects impossible numbering and too many parts', () => {
    const { r } = make({ maxParts: 4 });
    expect(r.add('k', 's', 0, 2, 'x')).toEqual({ kind: 'rejected', reason: 'BAD_NUMBERING' });
    expect(r.add('k', 's', 3, 2, 'x')).toEqual({ kind: 'rejected', reason: 'BAD_NUMBERING' });
    expect(r.add('k', 's', 1, 5, 'x')).toEqual({ kind: 'rejected', reason: 'TOO_MANY_PARTS' });
    expect(r.pending).toBe(0);
  });

  it('drops an upload that does not complete within the timeout', () => {
    vi.useFakeTimers();
    const { r, dropped } = make({ timeoutMs: 1000 });
    r.add('k', 's', 1, 2, 'a');
    vi.advanceTimersByTime(999);
    expect(dropped).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(dropped).toEqual([{ items: ['a'], reason: 'timeout' }]);
    expect(r.pending).toBe(0);
    // The late part starts a new upload instead of completing the dropped one.
    expect(r.add('k', 's', 2, 2, 'b')).toEqual({ kind: 'incomplete' });
  });

  it('bounds uploads per sender and overall by dropping the oldest', () => {
    const { r, dropped } = make({ maxGroups: 3, maxGroupsPerSender: 2 });
    r.add('a1', 'A', 1, 2, 'a1');
    r.add('a2', 'A', 1, 2, 'a2');
    r.add('a3', 'A', 1, 2, 'a3');
    expect(dropped).toEqual([{ items: ['a1'], reason: 'evicted' }]);
    r.add('b1', 'B', 1, 2, 'b1');
    r.add('c1', 'C', 1, 2, 'c1');
    expect(r.pending).toBe(3);
    expect(dropped.map((d) => d.items[0])).toEqual(['a1', 'a2']);
  });

  it('a new PNUM for the same key restarts the upload', () => {
    const { r, dropped } = make();
    r.add('k', 's', 1, 3, 'old');
    expect(r.add('k', 's', 1, 2, 'a')).toEqual({ kind: 'incomplete' });
    expect(dropped).toEqual([{ items: ['old'], reason: 'evicted' }]);
    expect(r.add('k', 's', 2, 2, 'b')).toEqual({ kind: 'complete', items: ['a', 'b'] });
  });

  it('close() drops everything pending', () => {
    const { r, dropped } = make();
    r.add('k1', 's', 1, 2, 'a');
    r.add('k2', 't', 2, 2, 'b');
    r.close();
    expect(dropped.map((d) => d.reason)).toEqual(['closed', 'closed']);
    expect(r.pending).toBe(0);
  });
});
