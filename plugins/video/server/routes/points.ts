/**
 * Cameras of the caller's enterprise (spec §3 Video point): page with search, detail, add, edit,
 * delete, and the recordings of one camera. The online state in the answers is the stored one
 * (refreshed by the job, by every play and right after a save that changes the source) raised to online
 * for cameras live on the media server now.
 */
import {
  ApiError,
  clientRoute,
  compileInput,
  ErrorCode,
  enterpriseOf,
  idParams,
  isUniqueViolation,
  pageData,
  parseId,
  parseIds,
  throwIfErrors,
  userOf,
  type FieldError,
  type Locale,
  type Paging,
} from '../../../../server/plugin-api';
import { VIDEO_API, type VideoPoint, type VideoPointInput } from '../../contract';
import manifest, { POINT_CHILD_TYPE_DICT, VIDEO_KEYS } from '../../manifest';
import type { VideoContext } from '../context';
import { streamIdOf } from '../context';
import { divisionName } from '../divisions';
import { maskSourceUrl, mergeMaskedSourceUrl, sourceProblem } from '../media/sources';
import { videoError, videoText } from '../messages';
import { liveStreamIds } from '../onlineCheck';
import { deletePoints, findPoint, insertPoint, pointPage, recordingPage, updatePoint, type PointFilter, type PointRow } from '../repository';
import { PAGING_QUERY, POINT_BODY, POINT_PAGE_QUERY, POINT_RECORD, POINT_UPDATE_BODY, RECORDING_RECORD } from './schemas';

const BASE = `/api${VIDEO_API.points}`;
const tags = ['video: cameras'];

const CHILD_TYPES = new Set<string>(manifest.dictionaries?.find((d) => d.type === POINT_CHILD_TYPE_DICT)?.children.map((c) => c.value) ?? []);

/** The answer shape: password masked, division name resolved. */
export function toWire(row: PointRow, live: ReadonlySet<string> = new Set()): VideoPoint {
  return {
    ...row,
    onlineStatus: live.has(streamIdOf(row.id)) ? 1 : row.onlineStatus,
    sourceUrl: maskSourceUrl(row.sourceUrl),
    administrativeDivisionName: divisionName(row.administrativeDivisionId),
  };
}

export async function pointPageAnswer(ctx: VideoContext, filter: PointFilter) {
  const [page, live] = await Promise.all([pointPage(ctx.app.db, filter), liveStreamIds(ctx.media)]);
  return { records: page.records.map((r) => toWire(r, live)), total: page.total };
}

/** Rules JSON Schema cannot say: the source URL's form, dictionary values, a known division. */
function normalise(input: VideoPointInput, locale: Locale): VideoPointInput {
  const errors: FieldError[] = [];
  const sourceUrl = input.sourceUrl?.trim() || null;
  if (sourceUrl && sourceProblem(sourceUrl)) errors.push({ field: 'sourceUrl', message: videoText('sourceFormat', locale) });
  const childTypes = (input.pointChildType ?? '').split(',').filter(Boolean);
  if (childTypes.some((v) => !CHILD_TYPES.has(v))) errors.push({ field: 'pointChildType', message: videoText('unknownValue', locale) });
  const division = input.administrativeDivisionId || null;
  if (division && divisionName(division) === null) errors.push({ field: 'administrativeDivisionId', message: videoText('unknownDivision', locale) });
  throwIfErrors(errors, locale);
  return {
    name: input.name.trim(),
    administrativeDivisionId: division,
    pointChildType: [...new Set(childTypes)].join(','),
    deviceSerial: input.deviceSerial,
    channelCode: input.channelCode,
    sourceUrl,
    remark: input.remark?.trim() || null,
  };
}

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'video_point_device_uq')) throw videoError(ErrorCode.Duplicate, 'duplicateDevice');
    throw err;
  }
}

export function pointRoutes(ctx: VideoContext): void {
  const { app } = ctx;
  const pageQuery = compileInput<PointFilter>(POINT_PAGE_QUERY, 'querystring');
  const pagingQuery = compileInput<Paging>(PAGING_QUERY, 'querystring');
  const createBody = compileInput<VideoPointInput>(POINT_BODY, 'body');
  const updateBody = compileInput<VideoPointInput & { id: number }>(POINT_UPDATE_BODY, 'body');

  app.get(
    `${BASE}/page`,
    clientRoute(app, VIDEO_KEYS.view, { tags, summary: 'Cameras of the enterprise, with search', querystring: POINT_PAGE_QUERY, data: pageData(POINT_RECORD) }),
    async (req) => pointPageAnswer(ctx, { ...pageQuery(req.query, req.locale), enterpriseIds: [enterpriseOf(req)] }),
  );

  app.get(
    `${BASE}/:id`,
    clientRoute(app, VIDEO_KEYS.view, { tags, summary: 'One camera', params: idParams('id'), data: POINT_RECORD }),
    async (req) => {
      const id = parseId((req.params as { id: string }).id, req.locale);
      const row = await findPoint(app.db, [enterpriseOf(req)], id);
      if (!row) throw ApiError.notFound();
      return toWire(row, await liveStreamIds(ctx.media));
    },
  );

  app.post(BASE, clientRoute(app, VIDEO_KEYS.edit, { tags, summary: 'Add a camera', body: POINT_BODY, data: POINT_RECORD }), async (req) => {
    const input = normalise(createBody(req.body, req.locale), req.locale);
    const enterpriseId = enterpriseOf(req);
    const id = await saving(() => insertPoint(app.db, enterpriseId, userOf(req), input));
    // Stored offline until known: checked now, in the background, so the lists show its real state soon.
    ctx.checks.soon({ id, sourceUrl: input.sourceUrl ?? null });
    return toWire((await findPoint(app.db, [enterpriseId], id))!);
  });

  app.put(BASE, clientRoute(app, VIDEO_KEYS.edit, { tags, summary: 'Edit a camera', body: POINT_UPDATE_BODY, data: POINT_RECORD }), async (req) => {
    const body = updateBody(req.body, req.locale);
    const enterpriseId = enterpriseOf(req);
    const stored = await findPoint(app.db, [enterpriseId], body.id);
    if (!stored) throw ApiError.notFound();
    const input = normalise({ ...body, sourceUrl: mergeMaskedSourceUrl(body.sourceUrl?.trim() || null, stored.sourceUrl) }, req.locale);
    await saving(() => updatePoint(app.db, enterpriseId, body.id, input));
    // A new source or device takes effect on the next start: the running pull of the old one ends.
    if (input.sourceUrl !== stored.sourceUrl) {
      await ctx.media.stopStream(streamIdOf(body.id));
      ctx.checks.soon({ id: body.id, sourceUrl: input.sourceUrl ?? null });
    }
    return toWire((await findPoint(app.db, [enterpriseId], body.id))!);
  });

  app.delete(
    `${BASE}/:ids`,
    clientRoute(app, VIDEO_KEYS.edit, { tags, summary: 'Delete cameras (comma-separated ids)', params: idParams('ids'), data: { type: 'object', properties: { deleted: { type: 'integer' } } } }),
    async (req) => {
      const ids = parseIds((req.params as { ids: string }).ids, req.locale);
      const deleted = await deletePoints(app.db, enterpriseOf(req), ids);
      if (deleted === 0) throw ApiError.notFound();
      for (const id of ids) await ctx.media.stopStream(streamIdOf(id));
      return { deleted };
    },
  );

  app.get(
    `${BASE}/:id/recordings`,
    clientRoute(app, VIDEO_KEYS.view, { tags, summary: 'Recordings of a camera, newest first', params: idParams('id'), querystring: PAGING_QUERY, data: pageData(RECORDING_RECORD) }),
    async (req) => {
      const id = parseId((req.params as { id: string }).id, req.locale);
      const enterpriseId = enterpriseOf(req);
      if (!(await findPoint(app.db, [enterpriseId], id))) throw ApiError.notFound();
      return recordingPage(app.db, enterpriseId, id, pagingQuery(req.query, req.locale));
    },
  );
}
