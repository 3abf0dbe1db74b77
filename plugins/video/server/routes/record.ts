/**
 * Spec §7 recording calls, at the paths the spec spells (`/vedio/playback/...`): start answers
 * `{result: true}`; stop answers `{url, file_name}` of the stored MP4 (url null: 录制失败). The stream
 * id is the one the play start answered; it must name a camera of the caller's enterprise.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError, clientRoute, compileInput, enterpriseOf, userOf } from '../../../../server/plugin-api';
import { VIDEO_API } from '../../contract';
import { VIDEO_KEYS } from '../../manifest';
import { pointIdOf, type VideoContext } from '../context';
import { findPoint, type PointRow } from '../repository';
import { RECORD_STOP_ANSWER, STREAM_QUERY } from './schemas';

const tags = ['video: recording'];

export function recordRoutes(ctx: VideoContext): void {
  const { app } = ctx;
  const query = compileInput<{ streamId: string }>(STREAM_QUERY, 'querystring');

  const cameraOf = async (req: FastifyRequest): Promise<PointRow> => {
    const { streamId } = query(req.query, req.locale);
    const point = await findPoint(app.db, [enterpriseOf(req)], pointIdOf(streamId));
    if (!point) throw ApiError.notFound();
    return point;
  };

  app.get(
    `/api${VIDEO_API.recordStart}`,
    clientRoute(app, VIDEO_KEYS.record, {
      tags,
      summary: 'Start recording a live camera (at most 10 minutes)',
      querystring: STREAM_QUERY,
      data: { type: 'object', properties: { result: { type: 'boolean' } } },
    }),
    async (req) => {
      await ctx.recorder.start(await cameraOf(req), userOf(req));
      return { result: true };
    },
  );

  app.get(
    `/api${VIDEO_API.recordStop}`,
    clientRoute(app, VIDEO_KEYS.record, { tags, summary: 'Stop recording: the MP4 is stored as a file of the enterprise', querystring: STREAM_QUERY, data: RECORD_STOP_ANSWER }),
    async (req) => ctx.recorder.stop(await cameraOf(req), userOf(req)),
  );
}
