/**
 * Back-office video management: cameras of every enterprise (or of one), the streams the media server
 * holds with their viewers, and a preview of any camera. Guarded by the admin session and video:admin.
 */
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { ApiError, adminRoute, compileInput, idParams, nullSchema, pageData, parseId, type RouteDocs } from '../../../../server/plugin-api';
import { VIDEO_API, type LiveStreamState } from '../../contract';
import { VIDEO_KEYS } from '../../manifest';
import { pointIdOf, streamIdOf, type VideoContext } from '../context';
import { findPoint, type PointFilter } from '../repository';
import { startPlay } from './play';
import { pointPageAnswer } from './points';
import { ADMIN_POINT_PAGE_QUERY, PLAY_ANSWER, POINT_RECORD, STREAM_RECORD } from './schemas';

const tags = ['video: back office'];

function guarded(app: FastifyInstance, docs: RouteDocs): RouteShorthandOptions {
  return { ...adminRoute(app, docs), preHandler: [app.requireAdmin, app.requirePermission(VIDEO_KEYS.admin)] };
}

/** The media server's streams with the cameras they belong to. */
export async function streamStates(ctx: VideoContext): Promise<LiveStreamState[]> {
  const streams = await ctx.media.streams();
  if (streams.length === 0) return [];
  const { rows } = await ctx.app.db.query<{ id: number; name: string; enterpriseName: string }>(
    `SELECT p.id, p.name, e.name AS "enterpriseName" FROM video_point p JOIN enterprise e ON e.id = p.enterprise_id WHERE p.id = ANY($1::bigint[])`,
    [streams.map((s) => pointIdOf(s.streamId))],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return streams.map((s) => {
    const point = byId.get(pointIdOf(s.streamId));
    return { ...s, pointId: point?.id ?? null, pointName: point?.name ?? null, enterpriseName: point?.enterpriseName ?? null };
  });
}

export function adminRoutes(ctx: VideoContext): void {
  const { app } = ctx;
  const pageQuery = compileInput<PointFilter & { enterpriseId?: number }>(ADMIN_POINT_PAGE_QUERY, 'querystring');

  app.get(
    `/api${VIDEO_API.adminPointPage}`,
    guarded(app, { tags, summary: 'Cameras of every enterprise (or of enterpriseId)', querystring: ADMIN_POINT_PAGE_QUERY, data: pageData(POINT_RECORD) }),
    async (req) => {
      const { enterpriseId, ...filter } = pageQuery(req.query, req.locale);
      return pointPageAnswer(ctx, { ...filter, enterpriseIds: enterpriseId ? [enterpriseId] : null });
    },
  );

  app.get(
    `/api${VIDEO_API.adminEnterprises}`,
    guarded(app, {
      tags,
      summary: 'Enterprises that have cameras, with their camera count (the filter of the list)',
      data: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, cameras: { type: 'integer' } } } },
    }),
    async () =>
      (
        await app.db.query<{ id: number; name: string; cameras: number }>(
          `SELECT e.id, e.name, count(*)::int AS cameras FROM video_point p JOIN enterprise e ON e.id = p.enterprise_id GROUP BY e.id, e.name ORDER BY e.name`,
        )
      ).rows,
  );

  app.get(
    `/api${VIDEO_API.adminStreams}`,
    guarded(app, { tags, summary: 'Streams on the media server: publishing, viewers, recording', data: { type: 'array', items: STREAM_RECORD } }),
    async () => streamStates(ctx),
  );

  app.get(
    `/api/operation-manage/video/play/start/:id`,
    guarded(app, { tags, summary: 'Preview a camera of any enterprise', params: idParams('id'), data: PLAY_ANSWER }),
    async (req, reply) => {
      const point = await findPoint(app.db, null, parseId((req.params as { id: string }).id, req.locale));
      if (!point) throw ApiError.notFound();
      return startPlay(ctx, req, reply, point);
    },
  );

  app.get(
    `/api/operation-manage/video/play/stop/:id`,
    guarded(app, { tags, summary: 'Done previewing', params: idParams('id'), data: nullSchema }),
    async (req) => {
      ctx.live.release(streamIdOf(parseId((req.params as { id: string }).id, req.locale)));
      return null;
    },
  );
}
