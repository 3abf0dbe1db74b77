import type { FastifyInstance, FastifyReply } from 'fastify';
import { noticesArePushed, subscribeNotices, type NoticeEvent, type NoticeOwner } from '../../../server/plugin-api';

const APP = '/api/enterprise-side-app';
/** Below the idle timeouts of common proxies (60 s), so an open stream is never cut for silence. */
export const PING_MS = 25_000;
/**
 * A stream ends after this long and the browser opens a new one: the new request is authenticated
 * again, so a signed-out or expired session stops hearing notices within this bound.
 */
export const MAX_STREAM_MS = 15 * 60_000;

/** What the browser receives for a new notice: the owner is the stream's, not repeated. */
function publicNotice(event: NoticeEvent) {
  return { id: event.id, type: event.type, title: event.title, bizId: event.bizId, link: event.link };
}

function send(reply: FastifyReply, event: string, data: unknown, id?: number): void {
  reply.raw.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * user/notice/stream: the caller's new notices in the header's enterprise, pushed as Server-Sent Events
 * (`ready` {live}, `notice` per new notice, `resync` when the channel was interrupted and the inbox must
 * be read again). When the database cannot push (`live` false) the stream ends after `ready` and the
 * browser keeps polling user/notice/page (spec §9).
 */
export async function noticeStreamRoute(app: FastifyInstance) {
  const open = new Set<() => void>();
  // Open streams would hold a graceful shutdown until they end by themselves.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    `${APP}/user/notice/stream`,
    {
      preHandler: app.requireEnterprise,
      schema: {
        tags: ['notices'],
        summary: 'My new notices pushed as Server-Sent Events (text/event-stream): ready, notice, resync',
        security: [{ token: [], enterpriseId: [] }],
      },
    },
    async (request, reply) => {
      const owner: NoticeOwner = { userId: request.auth!.userId, enterpriseId: request.auth!.enterpriseId! };
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Reverse proxies (nginx) must pass events through at once rather than buffer them.
        'x-accel-buffering': 'no',
      });
      const live = noticesArePushed(app);
      send(reply, 'ready', { live });
      if (!live) {
        reply.raw.end();
        return;
      }
      const unsubscribe = subscribeNotices(app, owner, {
        notice: (event) => send(reply, 'notice', publicNotice(event), event.id),
        resync: () => send(reply, 'resync', {}),
      });
      const ping = setInterval(() => reply.raw.write(': ping\n\n'), PING_MS);
      const end = () => {
        if (!open.delete(end)) return;
        clearInterval(ping);
        clearTimeout(expiry);
        unsubscribe();
        if (!reply.raw.writableEnded) reply.raw.end();
      };
      const expiry = setTimeout(end, MAX_STREAM_MS);
      open.add(end);
      request.raw.on('close', end);
      reply.raw.on('error', end);
      // A client gone before the handler ran never emits 'close' again.
      if (request.raw.destroyed || reply.raw.destroyed) end();
    },
  );
}
