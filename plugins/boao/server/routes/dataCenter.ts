/** GET boao/plants, boao/dataCenter/data (latest values and the inlet/outlet comparison), boao/dataCenter/history. */
import type { FastifyInstance } from 'fastify';
import { clientRoute, compileInput, enterpriseOf, history, latestOfPoint, type Db, type PointReadings } from '../../../../server/plugin-api';
import { API, HISTORY_LEVELS, HISTORY_MAX_DAYS, HISTORY_MAX_POINTS, type ComparisonRow, type DataAnswer, type HistoryLevel, type LatestPoint, type Plant } from '../../contract';
import { FACTOR, GB18918_1A, QUALITY_FACTORS, removalRate, round, upperLimit } from '../../domain/factors';
import { KEYS } from '../../manifest';
import { notFound, plantInScope, plantsOf } from '../plants';
import { anyKeyRoute, checkRange, plantIdProperty, plantQuery, tags, url } from './common';

const historyQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['plantId', 'pointId', 'beginTime', 'endTime'],
  properties: {
    plantId: plantIdProperty,
    pointId: { type: 'integer', minimum: 1 },
    level: { type: 'string', enum: HISTORY_LEVELS, default: 'hour' },
    beginTime: { type: 'string', format: 'datetime', description: 'YYYY-MM-DD HH:mm:ss (China), inclusive' },
    endTime: { type: 'string', format: 'datetime', description: 'YYYY-MM-DD HH:mm:ss (China), inclusive' },
    factorCodes: { type: 'string', pattern: '^[A-Za-z0-9_]{1,20}(,[A-Za-z0-9_]{1,20}){0,9}$', description: 'comma-separated (≤ 10); default: every factor of the point' },
  },
};

async function latestPoints(db: Pick<Db, 'query'>, enterpriseId: number, plant: Plant): Promise<{ point: LatestPoint; readings: PointReadings }[]> {
  const out: { point: LatestPoint; readings: PointReadings }[] = [];
  for (const p of plant.points) {
    const readings = await latestOfPoint(db, enterpriseId, p.pointId);
    if (!readings) continue;
    out.push({
      readings,
      point: {
        pointId: p.pointId,
        name: readings.name,
        code: readings.code,
        role: p.role,
        online: readings.online,
        lastDataTime: readings.lastDataTime,
        state: readings.state,
        factors: readings.factors
          .filter((f) => f.configured)
          .map((f) => ({
            factorCode: f.factorCode, factorName: f.factorName, unit: f.unit, value: f.value, dataTime: f.dataTime, level: f.level, state: f.state,
            alarmMin: f.alarmMin, alarmMax: f.alarmMax, warnMin: f.warnMin, warnMax: f.warnMax,
          })),
      },
    });
  }
  return out;
}

const valueOf = (readings: PointReadings | undefined, code: string): number | null => readings?.factors.find((f) => f.factorCode === code)?.value ?? null;

export function comparison(inlet: PointReadings | undefined, outlet: PointReadings | undefined): ComparisonRow[] {
  const temperature = valueOf(outlet, FACTOR.temperature);
  return QUALITY_FACTORS.map((code) => {
    const reading = outlet?.factors.find((f) => f.factorCode === code) ?? inlet?.factors.find((f) => f.factorCode === code);
    const limit = GB18918_1A.find((l) => l.factorCode === code);
    const inValue = valueOf(inlet, code);
    const outValue = valueOf(outlet, code);
    return {
      factorCode: code,
      factorName: reading?.factorName ?? null,
      unit: reading?.unit ?? null,
      inlet: inValue,
      outlet: outValue,
      removalRate: code === FACTOR.ph ? null : removalRate(inValue, outValue),
      limitMax: limit ? (upperLimit(limit, temperature) ?? null) : null,
      limitMin: limit?.min ?? null,
    };
  }).filter((r) => r.inlet !== null || r.outlet !== null);
}

export async function dataCenterRoutes(app: FastifyInstance): Promise<void> {
  const plantInput = compileInput<{ plantId: number }>(plantQuery, 'querystring');
  const historyInput = compileInput<{ plantId: number; pointId: number; level: HistoryLevel; beginTime: string; endTime: string; factorCodes?: string }>(historyQuery, 'querystring');

  // Every page of the data centre starts from the plant list: any of the plugin's keys opens it.
  app.get(url(API.plants), anyKeyRoute(app, Object.values(KEYS), { tags, summary: 'Water plants of the enterprise with their monitoring points', data: { type: 'array' } }), async (req) =>
    plantsOf(app.db, enterpriseOf(req)),
  );

  app.get(url(API.data), clientRoute(app, KEYS.data, { tags, summary: 'Latest values of the plant’s points and the inlet/outlet comparison', querystring: plantQuery, data: { type: 'object' } }), async (req): Promise<DataAnswer> => {
    const { plantId } = plantInput(req.query, req.locale);
    const enterpriseId = enterpriseOf(req);
    const plant = await plantInScope(app.db, enterpriseId, plantId);
    const latest = await latestPoints(app.db, enterpriseId, plant);
    const byRole = (role: 'inlet' | 'outlet') => latest.find((l) => l.point.role === role)?.readings;
    const inletFlow = valueOf(byRole('inlet'), FACTOR.flow);
    const inflowM3h = inletFlow === null ? null : round(inletFlow * 3.6, 1);
    return {
      plantId,
      inflowM3h,
      loadRate: inflowM3h === null ? null : round(((inflowM3h * 24) / plant.designCapacity) * 100, 1),
      points: latest.map((l) => l.point),
      comparison: comparison(byRole('inlet'), byRole('outlet')),
    };
  });

  app.get(url(API.history), clientRoute(app, KEYS.data, { tags, summary: 'History of one of the plant’s points (minute, hour or day data)', querystring: historyQuery, data: { type: 'object' } }), async (req) => {
    const q = historyInput(req.query, req.locale);
    checkRange(q.beginTime, q.endTime, HISTORY_MAX_DAYS[q.level], req.locale);
    const plant = await plantInScope(app.db, enterpriseOf(req), q.plantId);
    const point = plant.points.find((p) => p.pointId === q.pointId);
    if (!point) throw notFound('errors.pointNotInPlant');
    const factorCodes = q.factorCodes ? [...new Set(q.factorCodes.split(','))] : point.factors.map((f) => f.factorCode).slice(0, 10);
    const series = await history(app.db, { pointId: point.pointId, factorCodes, level: q.level, beginTime: q.beginTime, endTime: q.endTime, maxPoints: HISTORY_MAX_POINTS });
    return { pointId: point.pointId, level: q.level, series };
  });
}

