import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { NoticeOwner } from './repository';
import { parseNoticeEvent } from './repository';
import { NOTICE_CHANNEL, type NoticeEvent } from './event';

/** Someone waiting for one user's notices in one enterprise (an open SSE stream). */
export interface NoticeSubscriber {
  notice(event: NoticeEvent): void;
  /** The channel was interrupted: notices may have been missed, re-read the inbox. */
  resync(): void;
}

export interface NoticeChannel {
  /** True when new notices are pushed (the database can LISTEN); false: clients rely on polling. */
  readonly live: boolean;
  subscribe(owner: NoticeOwner, subscriber: NoticeSubscriber): () => void;
  /** Open subscriptions in this process (health, benchmarks). */
  size(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Push side of the notices store: createNotice announces, subscribers of the owner hear it. */
    noticeChannel: NoticeChannel;
  }
}

type Listening = { listen?: (channel: string, onPayload: (p: string) => void, onResync?: () => void) => Promise<() => Promise<void>> };

const keyOf = (userId: number, enterpriseId: number) => `${userId}:${enterpriseId}`;

/**
 * One LISTEN per process fans notices out to the subscribers of their owner (a map lookup per notice,
 * so 1,000 open streams cost nothing until their user is notified). On PostgreSQL every process hears
 * every commit (several servers share one database); on PGlite the engine's own LISTEN works inside
 * the process, which is the only one that can open the data directory.
 */
export const noticeChannelPlugin = fp(
  async (app: FastifyInstance) => {
    const subscribers = new Map<string, Set<NoticeSubscriber>>();
    const db = app.db as typeof app.db & Listening;
    let unlisten: (() => Promise<void>) | null = null;

    const deliver = (payload: string) => {
      const event = parseNoticeEvent(payload);
      if (!event) return;
      for (const s of subscribers.get(keyOf(event.userId, event.enterpriseId)) ?? []) {
        try {
          s.notice(event);
        } catch (err) {
          app.log.warn({ err }, 'notice subscriber failed');
        }
      }
    };
    const resyncAll = () => {
      for (const set of subscribers.values()) for (const s of set) s.resync();
    };

    if (typeof db.listen === 'function') unlisten = await db.listen(NOTICE_CHANNEL, deliver, resyncAll);

    const channel: NoticeChannel = {
      live: unlisten !== null,
      subscribe(owner, subscriber) {
        const key = keyOf(owner.userId, owner.enterpriseId);
        const set = subscribers.get(key) ?? new Set();
        set.add(subscriber);
        subscribers.set(key, set);
        return () => {
          set.delete(subscriber);
          if (set.size === 0 && subscribers.get(key) === set) subscribers.delete(key);
        };
      },
      size: () => [...subscribers.values()].reduce((n, set) => n + set.size, 0),
    };
    app.decorate('noticeChannel', channel);
    // Before the database closes (registered after the db's own onClose, so it runs first).
    app.addHook('onClose', async () => {
      await unlisten?.().catch(() => undefined);
    });
  },
  { name: 'notice-channel', decorators: { fastify: ['db'] } },
);
