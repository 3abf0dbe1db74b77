/**
 * Who may send data: the MN → point lookup and the PW check, both cached so that a logger sending every
 * minute costs one scrypt verification per password change, not one per packet.
 *
 * Passwords are stored as scrypt hashes (server/core/passwords). A verified password is remembered as a
 * keyed digest (never the text) together with the hash it matched, so changing the point's password
 * invalidates it. Failed guesses are rate limited per MN, which bounds the scrypt work an attacker can cause.
 *
 * A TCP connection also keeps an AuthSession: the points it has proved the password of, each with a
 * cheap seeded digest of that password and the hash it matched. A packet repeating the same PW on the
 * same connection is then accepted without the keyed digest (a tenth of the receiver's work per packet
 * before). A cheap digest is enough there: an entry exists only on a connection that already sent the
 * right password, so a colliding guess on it gains its sender nothing; every other check (unknown or
 * disabled point, a changed password, a first packet) still takes the full path.
 */
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../core/contracts';
import { verifyPassword } from '../../core/passwords';

export interface LoggerEntry {
  pointId: number;
  enterpriseId: number;
  mn: string;
  pwHash: string;
  enabled: boolean;
}

export type AuthFailure = 'UNKNOWN_MN' | 'BAD_PASSWORD' | 'DISABLED' | 'LOCKED';
export type AuthResult = { ok: true; logger: LoggerEntry } | { ok: false; reason: AuthFailure };

export interface LoggerDirectoryOptions {
  /** How long a looked-up point is trusted before it is read again (edits in other processes show up after it). */
  ttlMs?: number;
  /** How long an unknown MN is remembered as unknown (a flood of junk MNs must not become a flood of queries). */
  negativeTtlMs?: number;
  /** Failed password checks per MN within failureWindowMs before further checks are refused unseen. */
  maxFailures?: number;
  failureWindowMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/** What one connection has proved; never shared between connections. */
export class AuthSession {
  /** pointId → the proof; bounded, a connection normally speaks for one or a few points. */
  readonly proved = new Map<number, { pwHash: string; digest: number; result: AuthResult }>();
}

const MAX_PROVED_PER_SESSION = 64;

/**
 * A 53-bit seeded digest of a short text (two multiply-xorshift lanes): no password text is kept, and
 * the seed differs per process, so the number means nothing elsewhere.
 */
function quickDigest(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

interface Cached {
  entry: LoggerEntry | null;
  expires: number;
}

export class LoggerDirectory {
  private readonly byMn = new Map<string, Cached>();
  private readonly loading = new Map<string, Promise<LoggerEntry | null>>();
  private readonly verified = new Map<string, boolean>();
  private readonly verifying = new Map<string, Promise<boolean>>();
  private readonly failures = new Map<string, { count: number; since: number }>();
  private readonly digestKey = randomBytes(32);
  private readonly sessionSeed = randomInt(2 ** 31);
  private readonly opts: Required<LoggerDirectoryOptions>;

  constructor(
    private readonly db: Pick<Db, 'query'>,
    options: LoggerDirectoryOptions = {},
  ) {
    this.opts = {
      ttlMs: 30_000,
      negativeTtlMs: 5_000,
      maxFailures: 10,
      failureWindowMs: 60_000,
      maxEntries: 50_000,
      now: Date.now,
      ...options,
    };
  }

  /**
   * The answer without waiting, when this connection already proved this PW for the point and the
   * point's entry is fresh; undefined sends the caller to authenticate().
   */
  provenBefore(mn: string, pw: string | undefined, session: AuthSession): AuthResult | undefined {
    if (!pw) return undefined;
    const cached = this.byMn.get(mn);
    const logger = cached?.entry;
    if (!logger || !logger.enabled || cached.expires <= this.opts.now()) return undefined;
    const proof = session.proved.get(logger.pointId);
    if (!proof || proof.pwHash !== logger.pwHash || (proof.result.ok && proof.result.logger !== logger)) return undefined;
    return proof.digest === quickDigest(pw, this.sessionSeed) ? proof.result : undefined;
  }

  async authenticate(mn: string, pw: string | undefined, session?: AuthSession): Promise<AuthResult> {
    const result = await this.check(mn, pw);
    if (session && result.ok && pw) {
      if (session.proved.size >= MAX_PROVED_PER_SESSION) session.proved.clear();
      session.proved.set(result.logger.pointId, { pwHash: result.logger.pwHash, digest: quickDigest(pw, this.sessionSeed), result });
    }
    return result;
  }

  private async check(mn: string, pw: string | undefined): Promise<AuthResult> {
    const logger = await this.lookup(mn);
    if (!logger) return { ok: false, reason: 'UNKNOWN_MN' };
    if (!logger.enabled) return { ok: false, reason: 'DISABLED' };
    if (!pw) return { ok: false, reason: 'BAD_PASSWORD' };
    const key = `${logger.pointId}\u0000${logger.pwHash}\u0000${createHmac('sha256', this.digestKey).update(pw).digest('base64')}`;
    const known = this.verified.get(key);
    if (known !== undefined) return known ? { ok: true, logger } : { ok: false, reason: 'BAD_PASSWORD' };
    if (this.isLocked(mn)) return { ok: false, reason: 'LOCKED' };

    let pending = this.verifying.get(key);
    if (!pending) {
      pending = verifyPassword(pw, logger.pwHash).catch(() => false);
      this.verifying.set(key, pending);
    }
    let ok: boolean;
    try {
      ok = await pending;
    } finally {
      this.verifying.delete(key);
    }
    this.remember(this.verified, key, ok);
    if (!ok) this.countFailure(mn);
    return ok ? { ok: true, logger } : { ok: false, reason: 'BAD_PASSWORD' };
  }

  /** Forget what is known about one MN (after an edit in this process), or everything. */
  invalidate(mn?: string): void {
    if (mn === undefined) {
      this.byMn.clear();
      this.verified.clear();
      return;
    }
    this.byMn.delete(mn);
  }

  private async lookup(mn: string): Promise<LoggerEntry | null> {
    const now = this.opts.now();
    const cached = this.byMn.get(mn);
    if (cached && cached.expires > now) return cached.entry;
    let pending = this.loading.get(mn);
    if (!pending) {
      pending = this.load(mn);
      this.loading.set(mn, pending);
    }
    try {
      const entry = await pending;
      this.remember(this.byMn, mn, { entry, expires: this.opts.now() + (entry ? this.opts.ttlMs : this.opts.negativeTtlMs) });
      return entry;
    } finally {
      this.loading.delete(mn);
    }
  }

  private async load(mn: string): Promise<LoggerEntry | null> {
    const { rows } = await this.db.query<{ id: number; enterprise_id: number; pw_hash: string; enabled: boolean }>(
      'SELECT id, enterprise_id, pw_hash, enabled FROM monitor_point WHERE mn = $1',
      [mn],
    );
    const row = rows[0];
    return row ? { pointId: Number(row.id), enterpriseId: Number(row.enterprise_id), mn, pwHash: row.pw_hash, enabled: row.enabled } : null;
  }

  private isLocked(mn: string): boolean {
    const f = this.failures.get(mn);
    if (!f) return false;
    if (this.opts.now() - f.since > this.opts.failureWindowMs) {
      this.failures.delete(mn);
      return false;
    }
    return f.count >= this.opts.maxFailures;
  }

  private countFailure(mn: string): void {
    const now = this.opts.now();
    const f = this.failures.get(mn);
    if (!f || now - f.since > this.opts.failureWindowMs) this.remember(this.failures, mn, { count: 1, since: now });
    else f.count += 1;
  }

  /** Bounded maps: when full, the oldest half goes (insertion order), which keeps the work O(1) amortised. */
  private remember<K, V>(map: Map<K, V>, key: K, value: V): void {
    map.delete(key);
    if (map.size >= this.opts.maxEntries) {
      let drop = Math.ceil(map.size / 2);
      for (const k of map.keys()) {
        if (drop-- <= 0) break;
        map.delete(k);
      }
    }
    map.set(key, value);
  }
}
