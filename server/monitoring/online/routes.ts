/** Online monitoring: /api/enterprise-side-app/onlineMonitoring/… (latest values, history, exceedances). */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../core/errors';
import { CLIENT_PREFIX, clientRoute, enterpriseOf, idParams, pageData, pagingProperties, searchText, type Paging } from '../http/common';
import { compileInput, fieldError, parseId, throwIfErrors } from '../http/validate';
import { DATA_LEVELS, type DataLevel } from '../../../schemas/contracts/monitoring/levels';
import { MONITORING_PERMISSIONS as P } from '../../../schemas/contracts/monitoring/permissions';
import { POINT_TYPE_VALUES } from '../../../schemas/contracts/monitoring/pointTypes';
import { pointInScope } from '../points/repository';
import { pageExceedances } from './exceedances';
import { history } from './history';
import { latestOfPoint, pageOnline, type OnlineFilter } from './latest';

const BASE = `${CLIENT_PREFIX}/onlineMonitoring`;
const tags = ['monitoring: online'];
/** Longest range of a history or exceedance query. */
const MAX_RANGE_DAYS = 366;
export const DEFAULT_MAX_POINTS = 1000;

const timeRange = {
  beginTime: { type: 'string', format: 'datetime', description: 'YYYY-MM-DD HH:mm:ss (China time), inclusive' },
  endTime: { type: 'string', format: 'datetime', description: 'YYYY-MM-DD HH:mm:ss (China time), inclusive' },
} as const;

const onlineQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { ...pagingProperties, name: searchText, type: { type: 'string', enum: POINT_TYPE_VALUES }, online: { type: 'integer', enum: [0, 1] } },
};

const historyQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['pointId', 'factorCodes', 'beginTime', 'endTime'],
  properties: {
    pointId: { type: 'integer', minimum: 1 },
    factorCodes: { type: 'string', pattern: '^[A-Za-z0-9_]{1,20}(,[A-Za-z0-9_]{1,20}){0,9}$', description: 'comma-separated factor codes (≤ 10)' },
    level: { type: 'string', enum: DATA_LEVELS, default: 'hour' },
    ...timeRange,
    maxPoints: { type: 'integer', minimum: 10, maximum: 5000, default: DEFAULT_MAX_POINTS },
  },
};

const exceedanceQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['beginTime', 'endTime'],
  properties: {
    ...pagingProperties,
    pointId: { type: 'integer', minimum: 1 },
    factorCode: { type: 'string', pattern: '^[A-Za-z0-9_]{1,20}$' },
    level: { type: 'string', enum: DATA_LEVELS, default: 'hour' },
    ...timeRange,
  },
};

const reading = {
  type: 'object',
  properties: {
    factorCode: { type: 'string' },
    factorName: { type: ['string', 'null'] },
    unit: { type: ['string', 'null'] },
    configured: { type: 'boolean' },
    value: { type: ['number', 'null'] },
    flag: { type: ['string', 'null'] },
    status: { type: 'integer' },
    state: { type: 'string', enum: ['normal', 'warning', 'alarm'] },
    dataTime: { type: ['string', 'null'] },
    level: { type: ['string', 'null'] },
    frequency: { type: ['integer', 'null'] },
    alarmMin: { type: ['number', 'null'] },
    alarmMax: { type: ['number', 'null'] },
    warnMin: { type: ['number', 'null'] },
    warnMax: { type: ['number', 'null'] },
  },
};
const pointReadings = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    code: { type: 'string' },
    type: { type: 'string' },
    online: { type: 'boolean' },
    lastSeenAt: { type: ['string', 'null'] },
    state: { type: 'string' },
    factors: { type: 'array', items: reading },
  },
};

interface RangeInput {
  beginTime: string;
  endTime: string;
}

function checkRange(q: RangeInput, locale: 'zh-CN' | 'en-US'): void {
  const ms = (t: string) => Date.parse(`${t.replace(' ', 'T')}+08:00`);
  const span = ms(q.endTime) - ms(q.beginTime);
  if (span < 0) throwIfErrors([fieldError('endTime', 'endBeforeBegin', locale)], locale);
  if (span > MAX_RANGE_DAYS * 86_400_000) throwIfErrors([fieldError('endTime', 'rangeTooLong', locale)], locale);
}

export async function onlineRoutes(app: FastifyInstance): Promise<void> {
  const pageQuery = compileInput<OnlineFilter & Paging>(onlineQuery, 'querystring');
  const historyInput = compileInput<RangeInput & { pointId: number; factorCodes: string; level: DataLevel; maxPoints: number }>(historyQuery, 'querystring');
  const exceedanceInput = compileInput<RangeInput & Paging & { pointId?: number; factorCode?: string; level: DataLevel }>(exceedanceQuery, 'querystring');

  app.get(`${BASE}/page`, clientRoute(app, P.monitoringView, { tags, summary: 'Points with online state and latest values (coloured)', querystring: onlineQuery, data: pageData(pointReadings) }), async (req) => {
    const q = pageQuery(req.query, req.locale);
    return pageOnline(app.db, enterpriseOf(req), q, q);
  });

  app.get(`${BASE}/latest/:pointId`, clientRoute(app, P.monitoringView, { tags, summary: 'Latest values of one point', params: idParams('pointId'), data: pointReadings }), async (req) => {
    const pointId = parseId((req.params as { pointId: string }).pointId, req.locale, 'pointId');
    const found = await latestOfPoint(app.db, enterpriseOf(req), pointId);
    if (!found) throw ApiError.notFound();
    return found;
  });

  app.get(`${BASE}/history`, clientRoute(app, P.monitoringView, { tags, summary: `History of a point's factors, downsampled to ≤ maxPoints per factor`, querystring: historyQuery, data: { type: 'object' } }), async (req) => {
    const q = historyInput(req.query, req.locale);
    checkRange(q, req.locale);
    if (!(await pointInScope(app.db, enterpriseOf(req), q.pointId))) throw ApiError.notFound();
    const factorCodes = [...new Set(q.factorCodes.split(','))];
    const series = await history(app.db, { ...q, factorCodes });
    return { pointId: q.pointId, level: q.level, beginTime: q.beginTime, endTime: q.endTime, maxPoints: q.maxPoints, series };
  });

  app.get(`${BASE}/exceedance/page`, clientRoute(app, P.monitoringView, { tags, summary: 'Values outside the alarm limits, newest first', querystring: exceedanceQuery, data: { type: 'object' } }), async (req) => {
    const q = exceedanceInput(req.query, req.locale);
    checkRange(q, req.locale);
    const enterpriseId = enterpriseOf(req);
    if (q.pointId && !(await pointInScope(app.db, enterpriseId, q.pointId))) throw ApiError.notFound();
    return pageExceedances(app.db, enterpriseId, q);
  });
}
