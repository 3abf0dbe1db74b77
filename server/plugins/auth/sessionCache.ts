/**
 * Session + grant checks cached per token for a few seconds (AUTH_CACHE_SECONDS, default 5; 0 turns
 * the cache off), so an enterprise-scoped request costs its own statements and not also the session
 * and grant lookup.
 *
 * Correctness across processes rests on `auth_version` (migration 0530): triggers bump it in the same
 * transaction as any sign-out, revocation, user status change or grant/role/edition/enterprise change.
 * A lookup reads the version in the same statement (one snapshot) as the session and grant, and an
 * entry is used only after a version read that *started after the request arrived* returned the same
 * number. A change committed before a request arrives therefore always makes that request look the
 * session up again, in whichever process it lands. Version reads of concurrent requests are shared: a
 * request waits for the next read to start, never for one already on its way.
 *
 * With a live VersionWatch (LISTEN auth_version, ./versionWatch.ts) the per-request read is replaced by
 * the number the process last heard: no database work at all for a cached check. Changes made through
 * this process are still seen by its next request at once (any statement that may write makes the next
 * check read the version); other processes see them when the notification arrives, and at the latest
 * when the entry's lifetime ends.
 */
import type { Db } from '../../core/contracts';
import type { VersionWatch } from './versionWatch';

export interface CachedGrant {
  target: number;
  perms: string[];
}

/** What one lookup learned about a token; `grants` fills as the token is used for more enterprises. */
export interface CachedSession<S> {
  session: S;
  version: number;
  /** Epoch ms of the lookup: the entry is dropped after the cache lifetime whatever the version. */
  fetchedAt: number;
  /** Enterprise id → the grant there, or null (no grant: 2010103). */
  grants: Map<number, CachedGrant | null>;
  /** Back-office permission keys, once looked up. */
  adminPerms?: string[];
}

export const AUTH_VERSION_SQL = 'SELECT version FROM auth_version WHERE id = 1';

/** Reads of the version, shared by the requests that arrived before a read began. */
export class VersionReads {
  private running: Promise<number> | undefined;
  private queued: Promise<number> | undefined;

  constructor(private readonly db: Pick<Db, 'query'>) {}

  /** The version as read by a query that starts after this call. */
  fresh(): Promise<number> {
    if (!this.running) return this.start();
    // The running read may have started before this request arrived: wait for the next one.
    this.queued ??= this.running.then(
      () => this.startQueued(),
      () => this.startQueued(),
    );
    return this.queued;
  }

  private startQueued(): Promise<number> {
    this.queued = undefined;
    return this.start();
  }

  private start(): Promise<number> {
    const read = this.db.query<{ version: string | number }>(AUTH_VERSION_SQL, [], { prepare: true }).then((r) => Number(r.rows[0]?.version ?? 0));
    this.running = read;
    const clear = () => {
      if (this.running === read) this.running = undefined;
    };
    read.then(clear, clear);
    return read;
  }
}

export interface SessionCacheOptions {
  ttlMs: number;
  /** Entries kept at most (oldest dropped first). */
  maxEntries?: number;
  now?: () => number;
}

/** What the cache needs of a VersionWatch (the number heard while live, and learning read numbers). */
export type HeardVersion = Pick<VersionWatch, 'current' | 'learn' | 'read'>;

export class SessionCache<S> {
  private readonly entries = new Map<string, CachedSession<S>>();
  readonly versions: VersionReads;
  private readonly now: () => number;
  private readonly maxEntries: number;
  private watch: HeardVersion | undefined;

  constructor(
    db: Pick<Db, 'query'>,
    private readonly options: SessionCacheOptions,
  ) {
    this.versions = new VersionReads(db);
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  /** From now on, entries are checked against the watch's number whenever it is live. */
  useWatch(watch: HeardVersion): void {
    this.watch = watch;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  /**
   * The entry of a session id when it is young enough and the version has not moved since it was
   * made; undefined otherwise (the caller looks the session up and stores the result).
   */
  async get(sessionId: string): Promise<CachedSession<S> | undefined> {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (this.now() - entry.fetchedAt >= this.options.ttlMs) {
      this.entries.delete(sessionId);
      return undefined;
    }
    const heard = this.watch?.current();
    if (heard !== undefined) {
      // Live watch: valid unless a change was heard after the entry's own snapshot.
      if (heard > entry.version) {
        this.entries.delete(sessionId);
        return undefined;
      }
      return entry;
    }
    const version = this.watch ? await this.watch.read() : await this.versions.fresh();
    if (version !== entry.version) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry;
  }

  /** Stores what a lookup read (with the version read in the same statement). */
  put(sessionId: string, session: S, version: number): CachedSession<S> {
    this.watch?.learn(version);
    const entry: CachedSession<S> = { session, version, fetchedAt: this.now(), grants: new Map() };
    if (!this.enabled) return entry;
    this.entries.delete(sessionId);
    if (this.entries.size >= this.maxEntries) {
      // Insertion order is age order: drop the oldest half, O(1) amortised.
      let drop = Math.ceil(this.entries.size / 2);
      for (const key of this.entries.keys()) {
        if (drop-- <= 0) break;
        this.entries.delete(key);
      }
    }
    this.entries.set(sessionId, entry);
    return entry;
  }

  /** Forgets a session at once (this process signed it out); other processes learn it from the version. */
  drop(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  get size(): number {
    return this.entries.size;
  }
}
