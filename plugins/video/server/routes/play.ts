/**
 * Spec §7 play calls: `GET {token}{serial}/{code}` starts the camera's stream on the media server and
 * answers signed addresses (ws_flv, wss_flv, streamId); the stop call lets it go when nobody else
 * watches. The camera is looked up by serial and channel inside the caller's enterprise only, so a
 * serial of another enterprise is simply not found.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, clientRoute, compileInput, enterpriseOf, nullSchema } from '../../../../server/plugin-api';
import { LIVE_PATH_PREFIX, VIDEO_API, type PlayAnswer } from '../../contract';
import { VIDEO_KEYS } from '../../manifest';
import { streamIdOf, type VideoContext } from '../context';
import { StreamStartError, type PlayBase } from '../media/adapter';
import { parseSource } from '../media/sources';
import { playFailed } from '../messages';
import { findPointByDevice, setOnline, type PointRow } from '../repository';
import { DEVICE_PARAMS, PLAY_ANSWER } from './schemas';

const tags = ['video: play'];
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** Where players reach the stream: the app's own proxy on the request's host, or VIDEO_PUBLIC_URL. */
export function playBase(ctx: VideoContext, req: FastifyRequest): PlayBase {
  if (ctx.config.publicUrl) {
    const url = new URL(ctx.config.publicUrl);
    return { http: `${url.origin}/live`, ws: `ws://${url.host}/live`, wss: `wss://${url.host}/live` };
  }
  const host = HOST.test(req.host) ? req.host : '127.0.0.1';
  const path = LIVE_PATH_PREFIX.replace(/\/$/, '');
  return { http: `${req.protocol}://${host}${path}`, ws: `ws://${host}${path}`, wss: `wss://${host}${path}` };
}

/** Aborted when the caller goes away before the answer (a panel closed while its start was pending). */
function abandonSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('client went away'));
  });
  return controller.signal;
}

/**
 * Starts a camera's stream and answers its addresses; the point's online state follows the outcome.
 * Shared by the client route and the back office's preview.
 */
export async function startPlay(ctx: VideoContext, req: FastifyRequest, reply: FastifyReply, point: PointRow): Promise<PlayAnswer> {
  const streamId = streamIdOf(point.id);
  try {
    await ctx.live.open(streamId, parseSource(point.sourceUrl), abandonSignal(reply));
  } catch (err) {
    if (!(err instanceof StreamStartError)) throw err;
    req.log.info({ streamId, reason: err.reason, detail: err.message }, 'camera stream did not start');
    if (err.reason === 'cameraFailed' || err.reason === 'timeout') await setOnline(ctx.app.db, point.id, false);
    throw playFailed(err.reason === 'noSource' ? 'playNoSource' : err.reason === 'unavailable' ? 'playUnavailable' : 'playNoResponse');
  }
  if (point.onlineStatus !== 1) await setOnline(ctx.app.db, point.id, true);
  const a = ctx.media.playAddresses(streamId, playBase(ctx, req), ctx.config.urlTtlSeconds);
  return { ws_flv: a.ws_flv, wss_flv: a.wss_flv, flv: a.flv, streamId, expiresAt: new Date(a.expiresAt * 1000).toISOString() };
}

export function playRoutes(ctx: VideoContext): void {
  const { app } = ctx;
  const params = compileInput<{ serial: string; code: string }>(DEVICE_PARAMS, 'params');

  const cameraOf = async (req: FastifyRequest): Promise<PointRow> => {
    const { serial, code } = params(req.params, req.locale);
    const point = await findPointByDevice(app.db, enterpriseOf(req), serial, code);
    if (!point) throw ApiError.notFound();
    return point;
  };

  app.get(
    `/api${VIDEO_API.playStart}:serial/:code`,
    clientRoute(app, VIDEO_KEYS.view, { tags, summary: 'Start a camera (device serial, channel code) and get its signed play addresses', params: DEVICE_PARAMS, data: PLAY_ANSWER }),
    async (req, reply) => startPlay(ctx, req, reply, await cameraOf(req)),
  );

  app.get(
    `/api${VIDEO_API.playStop}:serial/:code`,
    clientRoute(app, VIDEO_KEYS.view, { tags, summary: 'Done watching: the stream stops once nobody watches or records it', params: DEVICE_PARAMS, data: nullSchema }),
    async (req) => {
      ctx.live.release(streamIdOf((await cameraOf(req)).id));
      return null;
    },
  );
}
