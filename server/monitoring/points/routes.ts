/** Point management: /api/enterprise-side-app/pointManagement/… (points with their factor limits). */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../core/errors';
import { CLIENT_PREFIX, clientRoute, enterpriseOf, idParams, isUniqueViolation, pageData, userOf, type Paging } from '../http/common';
import { compileInput, parseId, parseIds, throwIfErrors } from '../http/validate';
import { monitoringTexts } from '../messages';
import { MONITORING_PERMISSIONS as P } from '../../../schemas/contracts/monitoring/permissions';
import { factorListErrors } from './limits';
import { createPoint, deletePoints, getPoint, pagePoints, selectableFactorCodes, updatePoint, type PointFilter } from './repository';
import { createPointBody, pointPageQuery, pointRecord, updatePointBody, type PointInput } from './schemas';

const BASE = `${CLIENT_PREFIX}/pointManagement`;
const tags = ['monitoring: points'];

export interface PointRoutesOptions {
  /** Told about every MN whose point changed, so cached logger credentials are dropped. */
  onLoggerChanged: (mn: string) => void;
}

function duplicateError(err: unknown): ApiError | null {
  if (isUniqueViolation(err, 'monitor_point_mn_uq')) return ApiError.localized(2010108, monitoringTexts('mnTaken'), { field: 'mn' });
  if (isUniqueViolation(err, 'monitor_point_code_uq')) return ApiError.localized(2010108, monitoringTexts('pointCodeTaken'), { field: 'code' });
  return null;
}

export async function pointRoutes(app: FastifyInstance, opts: PointRoutesOptions): Promise<void> {
  const pageQuery = compileInput<PointFilter & Paging>(pointPageQuery, 'querystring');
  const createBody = compileInput<PointInput>(createPointBody, 'body');
  const updateBody = compileInput<Partial<PointInput> & { id: number }>(updatePointBody, 'body');

  async function checkFactors(input: Partial<PointInput>, locale: 'zh-CN' | 'en-US', pointId?: number): Promise<void> {
    if (!input.factors?.length) return;
    const known = await selectableFactorCodes(app.db, input.factors.map((f) => f.factorCode), pointId);
    throwIfErrors(factorListErrors(input.factors, known, locale), locale);
  }

  app.get(`${BASE}/page`, clientRoute(app, P.pointView, { tags, summary: 'Points of the enterprise', querystring: pointPageQuery, data: pageData(pointRecord) }), async (req) => {
    const q = pageQuery(req.query, req.locale);
    return pagePoints(app.db, enterpriseOf(req), q, q);
  });

  app.get(`${BASE}/:id`, clientRoute(app, P.pointView, { tags, summary: 'One point with its factors and limits', params: idParams('id'), data: pointRecord }), async (req) => {
    const id = parseId((req.params as { id: string }).id, req.locale);
    const point = await getPoint(app.db, enterpriseOf(req), id);
    if (!point) throw ApiError.notFound();
    return point;
  });

  app.post(BASE, clientRoute(app, P.pointEdit, { tags, summary: 'Create a point (logger MN and PW, factors with limits)', body: createPointBody, data: pointRecord }), async (req) => {
    const input = createBody(req.body, req.locale);
    await checkFactors(input, req.locale);
    const enterpriseId = enterpriseOf(req);
    let id: number;
    try {
      id = await createPoint(app.db, enterpriseId, userOf(req), input);
    } catch (err) {
      throw duplicateError(err) ?? err;
    }
    opts.onLoggerChanged(input.mn);
    return getPoint(app.db, enterpriseId, id);
  });

  app.put(BASE, clientRoute(app, P.pointEdit, { tags, summary: 'Update a point; PW only when given; factors replaced when given', body: updatePointBody, data: pointRecord }), async (req) => {
    const { id, ...input } = updateBody(req.body, req.locale);
    const enterpriseId = enterpriseOf(req);
    await checkFactors(input, req.locale, id);
    let previousMn: string | null;
    try {
      previousMn = await updatePoint(app.db, enterpriseId, userOf(req), id, input);
    } catch (err) {
      throw duplicateError(err) ?? err;
    }
    if (previousMn === null) throw ApiError.notFound();
    opts.onLoggerChanged(previousMn);
    if (input.mn) opts.onLoggerChanged(input.mn);
    return getPoint(app.db, enterpriseId, id);
  });

  app.delete(`${BASE}/:ids`, clientRoute(app, P.pointEdit, { tags, summary: 'Delete points with their devices and stored data', params: idParams('ids'), data: { type: 'object', properties: { deleted: { type: 'integer' } } } }), async (req) => {
    const ids = parseIds((req.params as { ids: string }).ids, req.locale);
    const removed = await deletePoints(app.db, enterpriseOf(req), ids);
    if (!removed) throw ApiError.notFound();
    removed.forEach(opts.onLoggerChanged);
    return { deleted: removed.length };
  });
}
