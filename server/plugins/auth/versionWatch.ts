/**
 * The auth_version as this process last heard it, so a cached session check can be trusted without a
 * database read on every request. Migration 0825 makes every bump NOTIFY `auth_version` with the new
 * number at commit; this process LISTENs and keeps the highest number it heard.
 *
 * The watch is *live* only while that is sound: from a version read that started after LISTEN was in
 * place until the listening connection is lost. Even then the heard number is used only while this
 * process has run no statement that may have changed data since its last version read (writeMarks.ts):
 * a change made here — a sign-out, a removed member, a test's direct SQL — is followed by a read before
 * the next cached check, so this process sees it at once without waiting for its own notification.
 * Whenever the heard number cannot be used, `current()` says so and the cache reads the version for the
 * request (VersionReads), as it did before the watch. Other processes see a change as soon as
 * PostgreSQL delivers the notification (milliseconds), and never later than the cache's lifetime.
 */
import type { ServerDb } from '../../db';
import { writesOf } from '../../db/writeMarks';
import type { VersionReads } from './sessionCache';

export const AUTH_VERSION_CHANNEL = 'auth_version';

export class VersionWatch {
  private heard = 0;
  private live = false;
  /** Bumped whenever the connection is lost: a read begun before a loss must not make the watch live. */
  private generation = 0;
  /** The write count of this process when the last learned read was asked for. */
  private settledWrites: number | undefined;

  constructor(
    private readonly reads: VersionReads,
    private readonly db: object,
  ) {}

  /** The highest version heard while live and nothing was written since; undefined: read it yourself (`read`). */
  current(): number | undefined {
    if (!this.live) return undefined;
    const writes = writesOf(this.db);
    return writes !== undefined && writes === this.settledWrites ? this.heard : undefined;
  }

  /** The version as read by a query that starts after this call; learned, with the writes it covers. */
  async read(): Promise<number> {
    const writes = writesOf(this.db);
    const version = await this.reads.fresh();
    this.learn(version);
    if (writes !== undefined && (this.settledWrites === undefined || writes > this.settledWrites)) this.settledWrites = writes;
    return version;
  }

  /** A version read elsewhere (a lookup, a fresh read): never moves the watch backwards. */
  learn(version: number): void {
    if (version > this.heard) this.heard = version;
  }

  /**
   * Listens on the channel; resolves to the unlisten function, or undefined when the database cannot
   * listen (the cache then stays on per-request reads).
   */
  async start(): Promise<(() => Promise<void>) | undefined> {
    const db = this.db;
    const { listen } = db as Partial<Pick<ServerDb, 'listen'>>;
    if (typeof listen !== 'function') return undefined;
    const unlisten = await listen.call(db,
      AUTH_VERSION_CHANNEL,
      (payload) => {
        const version = Number(payload);
        if (Number.isSafeInteger(version)) this.learn(version);
        // An unreadable payload still means "something changed": read the number before trusting entries.
        else void this.goLive();
      },
      () => void this.goLive(),
      () => {
        this.generation++;
        this.live = false;
      },
    );
    await this.goLive();
    return async () => {
      this.generation++;
      this.live = false;
      await unlisten();
    };
  }

  /** A read that starts after LISTEN is in place closes the gap; only then are notifications enough. */
  private async goLive(): Promise<void> {
    const generation = ++this.generation;
    this.live = false;
    try {
      await this.read();
      if (generation === this.generation) this.live = true;
    } catch {
      // Stay on per-request reads; the next resync tries again.
    }
  }
}
