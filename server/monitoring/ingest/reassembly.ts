/**
 * Holds the parts of split uploads (HJ 212 §6.4: PNUM parts numbered PNO 1..PNUM) until every part has
 * arrived. Bounded three ways: parts per upload, uploads per logger and uploads overall; an upload that
 * does not complete within the timeout is dropped. Dropping calls `onDrop` with the held items, so the
 * caller can fail whoever waits on them (no ack is ever sent for data that was not stored).
 */

export type DropReason = 'timeout' | 'evicted' | 'closed';

export interface ReassemblerOptions<T> {
  timeoutMs?: number;
  maxParts?: number;
  maxGroups?: number;
  maxGroupsPerSender?: number;
  onDrop: (items: T[], reason: DropReason) => void;
}

interface Group<T> {
  sender: string;
  total: number;
  parts: Map<number, T>;
  timer: ReturnType<typeof setTimeout>;
}

export type AddResult<T> =
  | { kind: 'complete'; items: T[] }
  | { kind: 'incomplete' }
  | { kind: 'rejected'; reason: 'BAD_NUMBERING' | 'TOO_MANY_PARTS' };

export class SplitReassembler<T> {
  private readonly groups = new Map<string, Group<T>>();
  private readonly timeoutMs: number;
  private readonly maxParts: number;
  private readonly maxGroups: number;
  private readonly maxGroupsPerSender: number;
  private readonly onDrop: (items: T[], reason: DropReason) => void;

  constructor(opts: ReassemblerOptions<T>) {
    this.timeoutMs = opts.timeoutMs ?? 60_000;
    this.maxParts = opts.maxParts ?? 64;
    this.maxGroups = opts.maxGroups ?? 1_000;
    this.maxGroupsPerSender = opts.maxGroupsPerSender ?? 4;
    this.onDrop = opts.onDrop;
  }

  /** Uploads waiting for parts. */
  get pending(): number {
    return this.groups.size;
  }

  /**
   * Adds part `pno` of `pnum` of the upload `key` (sent by `sender`). A repeated part replaces the earlier
   * copy (a retransmission). Returns every part, in PNO order, once the last one is in.
   */
  add(key: string, sender: string, pno: number, pnum: number, item: T): AddResult<T> {
    if (!Number.isInteger(pnum) || !Number.isInteger(pno) || pnum < 1 || pno < 1 || pno > pnum) return { kind: 'rejected', reason: 'BAD_NUMBERING' };
    if (pnum > this.maxParts) return { kind: 'rejected', reason: 'TOO_MANY_PARTS' };
    let group = this.groups.get(key);
    if (group && group.total !== pnum) {
      this.drop(key, 'evicted'); // the sender restarted the upload with other numbering
      group = undefined;
    }
    if (!group) {
      this.makeRoom(sender);
      group = { sender, total: pnum, parts: new Map(), timer: setTimeout(() => this.drop(key, 'timeout'), this.timeoutMs) };
      group.timer.unref?.();
      this.groups.set(key, group);
    }
    const replaced = group.parts.get(pno);
    group.parts.set(pno, item);
    if (replaced !== undefined) this.onDrop([replaced], 'evicted');
    if (group.parts.size < group.total) return { kind: 'incomplete' };
    clearTimeout(group.timer);
    this.groups.delete(key);
    const items = [...group.parts.entries()].sort((a, b) => a[0] - b[0]).map(([, v]) => v);
    return { kind: 'complete', items };
  }

  /** Drops every pending upload (shutdown). */
  close(): void {
    for (const key of [...this.groups.keys()]) this.drop(key, 'closed');
  }

  private makeRoom(sender: string): void {
    let ofSender = 0;
    let oldestOfSender: string | undefined;
    for (const [key, g] of this.groups) {
      if (g.sender !== sender) continue;
      ofSender += 1;
      oldestOfSender ??= key;
    }
    if (oldestOfSender !== undefined && ofSender >= this.maxGroupsPerSender) this.drop(oldestOfSender, 'evicted');
    if (this.groups.size >= this.maxGroups) this.drop(this.groups.keys().next().value as string, 'evicted');
  }

  private drop(key: string, reason: DropReason): void {
    const group = this.groups.get(key);
    if (!group) return;
    clearTimeout(group.timer);
    this.groups.delete(key);
    this.onDrop([...group.parts.values()], reason);
  }
}
