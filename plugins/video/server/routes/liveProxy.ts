/**
 * The players' way to the media server through the app: `GET /api/video/live/<streamId>.flv?sign=…`
 * (HTTP-FLV) and the same path as a WebSocket (WS-FLV). The media server can then listen on loopback
 * only, the page needs no second origin, and TLS (wss) is whatever terminates the app's https. The
 * signed address is the credential (players cannot send the session header): checked here before
 * connecting, and again by the media server.
 */
import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError, ErrorCode } from '../../../../server/plugin-api';
import { LIVE_PATH_PREFIX, STREAM_ID_PATTERN } from '../../contract';
import type { VideoContext } from '../context';

const tags = ['video: play'];
const STREAM_ID = new RegExp(STREAM_ID_PATTERN);

/** The stream id and signature of a live path, or null when the path is not one. */
export function parseLivePath(url: string): { streamId: string; sign: string | undefined; query: string } | null {
  const parsed = new URL(url, 'http://x');
  if (!parsed.pathname.startsWith(LIVE_PATH_PREFIX)) return null;
  const file = parsed.pathname.slice(LIVE_PATH_PREFIX.length);
  if (!file.endsWith('.flv')) return null;
  const streamId = file.slice(0, -4);
  if (!STREAM_ID.test(streamId)) return null;
  return { streamId, sign: parsed.searchParams.get('sign') ?? undefined, query: parsed.search };
}

/** Refusals never use 401/402/403: the browser treats those as session states (as the file store does). */
const refused = () => new ApiError(ErrorCode.NoPermission, undefined, null, 400);

export function liveProxyRoutes(ctx: VideoContext): void {
  const { app, media } = ctx;
  const sockets = new Set<Duplex>();

  app.get(
    `${LIVE_PATH_PREFIX}:file`,
    {
      schema: {
        tags,
        summary: 'HTTP-FLV of a live stream (the signed address from play start); the same path also upgrades to WS-FLV',
        params: { type: 'object', properties: { file: { type: 'string', description: '<streamId>.flv' } } },
        querystring: { type: 'object', properties: { sign: { type: 'string' } } },
      },
    },
    async (req, reply) => {
      const live = parseLivePath(req.url);
      if (!live) throw ApiError.notFound();
      if (!media.verifyPlay(live.streamId, live.sign)) throw refused();
      const upstream = media.upstream();
      if (!upstream) throw ApiError.notFound();
      reply.hijack();
      const out = reply.raw;
      const up = httpRequest({ host: upstream.host, port: upstream.port, path: `${media.upstreamPath(live.streamId)}${live.query}`, method: 'GET' }, (res) => {
        out.writeHead(res.statusCode ?? 502, { 'content-type': 'video/x-flv', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
        res.pipe(out);
      });
      up.on('error', () => out.destroy());
      out.on('close', () => up.destroy());
      up.end();
    },
  );

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const live = parseLivePath(req.url ?? '');
    if (!live) {
      // Not ours: another listener may take it; when we are the only one, do what Node does without one.
      if (app.server.listenerCount('upgrade') === 1) socket.destroy();
      return;
    }
    // Node hands over an upgraded socket with no error listener: a player resetting it would end the process.
    socket.on('error', () => socket.destroy());
    const upstream = media.upstream();
    if (!media.verifyPlay(live.streamId, live.sign) || !upstream) {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const up: Socket = connect(upstream.port, upstream.host, () => {
      // The same upgrade request, for the media server's own path; then bytes both ways.
      const lines = [`GET ${media.upstreamPath(live.streamId)}${live.query} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      up.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) up.write(head);
      socket.pipe(up).pipe(socket);
    });
    sockets.add(socket);
    const end = () => {
      sockets.delete(socket);
      socket.destroy();
      up.destroy();
    };
    up.on('error', end);
    up.on('close', end);
    socket.on('error', end);
    socket.on('close', end);
  };
  app.server.on('upgrade', onUpgrade);
  app.addHook('onClose', async () => {
    app.server.off('upgrade', onUpgrade);
    for (const s of sockets) s.destroy();
  });
}
