/** GET boao/intelligentTechnology: dosing recommendations from the latest inflow and quality (domain/dosing.ts). */
import type { FastifyInstance } from 'fastify';
import { clientRoute, compileInput, enterpriseOf, latestOfPoint, type Db } from '../../../../server/plugin-api';
import { API, SETPOINT_OF_CHEMICAL, type IntelligentAnswer, type Plant, type PointRole } from '../../contract';
import { DEFAULT_DOSING_PARAMS, DOSING_PARAM_BOUNDS, inletLoads, recommendDosing, type DosingBasis, type DosingParams } from '../../domain/dosing';
import { FACTOR, round } from '../../domain/factors';
import { KEYS } from '../../manifest';
import { setpointsOf } from '../control';
import { plantInScope, pointMeasuring } from '../plants';
import { plantIdProperty, tags, url } from './common';

const query = {
  type: 'object',
  additionalProperties: false,
  required: ['plantId'],
  properties: {
    plantId: plantIdProperty,
    ...Object.fromEntries(
      Object.entries(DOSING_PARAM_BOUNDS).map(([name, [minimum, maximum]]) => [
        name,
        { type: 'number', minimum, maximum, default: DEFAULT_DOSING_PARAMS[name as keyof DosingParams] },
      ]),
    ),
  },
};

interface Latest {
  value: number | null;
  dataTime: string | null;
}

/** The latest value of a factor at the first point of the role that measures it. */
async function latest(db: Pick<Db, 'query'>, enterpriseId: number, plant: Plant, role: PointRole, code: string): Promise<Latest> {
  const point = pointMeasuring(plant, role, code);
  if (!point) return { value: null, dataTime: null };
  const readings = await latestOfPoint(db, enterpriseId, point.pointId);
  const f = readings?.factors.find((x) => x.factorCode === code);
  return { value: f?.value ?? null, dataTime: f?.dataTime ?? null };
}

export async function intelligentRoutes(app: FastifyInstance): Promise<void> {
  const input = compileInput<DosingParams & { plantId: number }>(query, 'querystring');

  app.get(url(API.intelligent), clientRoute(app, KEYS.intelligent, { tags, summary: 'Dosing recommendations (PAC, carbon source, hypochlorite) from inflow and load', querystring: query, data: { type: 'object' } }), async (req): Promise<IntelligentAnswer> => {
    const { plantId, ...params } = input(req.query, req.locale);
    const enterpriseId = enterpriseOf(req);
    const plant = await plantInScope(app.db, enterpriseId, plantId);
    const [flow, inletCod, inletTn, inletTp, secondaryTn, secondaryTp] = await Promise.all([
      latest(app.db, enterpriseId, plant, 'inlet', FACTOR.flow),
      latest(app.db, enterpriseId, plant, 'inlet', FACTOR.cod),
      latest(app.db, enterpriseId, plant, 'inlet', FACTOR.tn),
      latest(app.db, enterpriseId, plant, 'inlet', FACTOR.tp),
      latest(app.db, enterpriseId, plant, 'unit', FACTOR.tn),
      latest(app.db, enterpriseId, plant, 'unit', FACTOR.tp),
    ]);
    const basis: DosingBasis = {
      inflowM3h: flow.value === null ? null : round(flow.value * 3.6, 1),
      inletCod: inletCod.value,
      inletTn: inletTn.value,
      inletTp: inletTp.value,
      secondaryTn: secondaryTn.value,
      secondaryTp: secondaryTp.value,
    };
    const times = [flow, inletCod, inletTn, inletTp, secondaryTn, secondaryTp].map((l) => l.dataTime).filter((t): t is string => t !== null);
    const setpoints = await setpointsOf(app.db, plant.id);
    return {
      plantId: plant.id,
      basis: { ...basis, dataTime: times.length ? times.sort()[times.length - 1] : null },
      loads: inletLoads(basis),
      params,
      recommendations: recommendDosing(basis, params).map((r) => {
        const setpoint = setpoints.find((s) => s.code === SETPOINT_OF_CHEMICAL[r.chemical]);
        return { ...r, setpointId: setpoint?.id ?? null, currentDose: setpoint?.value ?? null };
      }),
    };
  });
}
