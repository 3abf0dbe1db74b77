/** GET/PUT boao/dataCenter/statistics/consume (energy and chemicals per m³) and GET …/statistics/reach (compliance rate). */
import type { FastifyInstance } from 'fastify';
import { clientRoute, compileInput, enterpriseOf, userOf, type Db } from '../../../../server/plugin-api';
import { API, GRANULARITIES, STATISTICS_MAX_DAYS, type ConsumeAnswer, type ConsumeBody, type Granularity, type ReachAnswer, type ReachDayRow } from '../../contract';
import { dayCompliance, periodCompliance, type DailyValues } from '../../domain/compliance';
import { CONSUMABLES, consumptionRow, type ConsumptionDay } from '../../domain/consumption';
import { FACTOR, GB18918_1A, upperLimit } from '../../domain/factors';
import { dayVolume } from '../../domain/reports';
import { chinaDay, daysBetween } from '../../domain/time';
import { KEYS } from '../../manifest';
import { plantInScope, pointsWithRole } from '../plants';
import { dailyValues } from '../series';
import { checkRange, dayProperty, fieldFailure, plantIdProperty, tags, url } from './common';

const rangeQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['plantId', 'beginDay', 'endDay'],
  properties: { plantId: plantIdProperty, granularity: { type: 'string', enum: GRANULARITIES, default: 'day' }, beginDay: dayProperty, endDay: dayProperty },
};

const amount = { type: 'number', minimum: 0, maximum: 100_000_000 } as const;
const consumeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['plantId', 'day', ...CONSUMABLES],
  properties: { plantId: plantIdProperty, day: dayProperty, ...Object.fromEntries(CONSUMABLES.map((c) => [c, amount])) },
};

interface RangeInput {
  plantId: number;
  granularity: Granularity;
  beginDay: string;
  endDay: string;
}

/** Groups days by period (the day itself, or its month), in order. */
function groupDays(days: readonly string[], granularity: Granularity): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const day of days) {
    const key = granularity === 'day' ? day : day.slice(0, 7);
    groups.set(key, [...(groups.get(key) ?? []), day]);
  }
  return [...groups.entries()];
}

async function consumptionLogs(db: Pick<Db, 'query'>, plantId: number, beginDay: string, endDay: string): Promise<Map<string, ConsumptionDay>> {
  const { rows } = await db.query<{ day: string; electricity_kwh: number; pac_kg: number; pam_kg: number; naclo_kg: number; carbon_kg: number }>(
    `SELECT day, electricity_kwh, pac_kg, pam_kg, naclo_kg, carbon_kg FROM boao_consumption
      WHERE plant_id = $1 AND day BETWEEN $2::date AND $3::date ORDER BY day`,
    [plantId, beginDay, endDay],
  );
  return new Map(
    rows.map((r) => [r.day, { day: r.day, electricityKwh: r.electricity_kwh, pacKg: r.pac_kg, pamKg: r.pam_kg, nacloKg: r.naclo_kg, carbonKg: r.carbon_kg }]),
  );
}

export async function statisticsRoutes(app: FastifyInstance): Promise<void> {
  const rangeInput = compileInput<RangeInput>(rangeQuery, 'querystring');
  const bodyInput = compileInput<ConsumeBody>(consumeBody, 'body');

  const range = (req: { query: unknown; locale: 'zh-CN' | 'en-US' }): RangeInput => {
    const q = rangeInput(req.query, req.locale);
    checkRange(q.beginDay, q.endDay, STATISTICS_MAX_DAYS[q.granularity], req.locale, 'endDay');
    return q;
  };

  app.get(url(API.consume), clientRoute(app, KEYS.statistics, { tags, summary: 'Electricity and chemicals per m³ treated, per day or month', querystring: rangeQuery, data: { type: 'object' } }), async (req): Promise<ConsumeAnswer> => {
    const q = range(req);
    const plant = await plantInScope(app.db, enterpriseOf(req), q.plantId);
    const [logs, inlet] = await Promise.all([
      consumptionLogs(app.db, plant.id, q.beginDay, q.endDay),
      dailyValues(app.db, pointsWithRole(plant, 'inlet')[0], q.beginDay, q.endDay),
    ]);
    const volumeOf = (day: string) => {
      const values = inlet.get(day);
      return values ? dayVolume(values) : null;
    };
    const days = daysBetween(q.beginDay, q.endDay).filter((d) => logs.has(d) || volumeOf(d) !== null);
    return {
      granularity: q.granularity,
      rows: groupDays(days, q.granularity).map(([period, periodDays]) => consumptionRow(period, periodDays, logs, volumeOf)),
      total: consumptionRow('total', days, logs, volumeOf),
    };
  });

  app.put(url(API.consume), clientRoute(app, KEYS.consumeEdit, { tags, summary: 'Enter or correct one day’s consumption log', body: consumeBody, data: { type: 'object' } }), async (req) => {
    const body = bodyInput(req.body, req.locale);
    if (body.day >= chinaDay(Date.now())) fieldFailure('day', 'errors.futureDay', req.locale);
    const plant = await plantInScope(app.db, enterpriseOf(req), body.plantId);
    await app.db.query(
      `INSERT INTO boao_consumption (plant_id, day, electricity_kwh, pac_kg, pam_kg, naclo_kg, carbon_kg, updated_by)
       VALUES ($1, $2::date, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (plant_id, day) DO UPDATE SET electricity_kwh = EXCLUDED.electricity_kwh, pac_kg = EXCLUDED.pac_kg,
         pam_kg = EXCLUDED.pam_kg, naclo_kg = EXCLUDED.naclo_kg, carbon_kg = EXCLUDED.carbon_kg,
         updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [plant.id, body.day, body.electricityKwh, body.pacKg, body.pamKg, body.nacloKg, body.carbonKg, userOf(req)],
    );
    const logs = await consumptionLogs(app.db, plant.id, body.day, body.day);
    return logs.get(body.day);
  });

  app.get(url(API.reach), clientRoute(app, KEYS.statistics, { tags, summary: 'Outlet compliance with GB 18918-2002 grade 1A, per day or month', querystring: rangeQuery, data: { type: 'object' } }), async (req): Promise<ReachAnswer> => {
    const q = range(req);
    const plant = await plantInScope(app.db, enterpriseOf(req), q.plantId);
    const outlet = await dailyValues(app.db, pointsWithRole(plant, 'outlet')[0], q.beginDay, q.endDay);
    const days = daysBetween(q.beginDay, q.endDay).filter((d) => outlet.has(d));
    const verdicts = days.map((d) => dayCompliance(d, outlet.get(d)!, GB18918_1A));
    const nh3n = GB18918_1A.find((l) => l.factorCode === FACTOR.nh3n)!;
    const dayRows: ReachDayRow[] =
      q.granularity === 'day'
        ? verdicts.map((v) => {
            const values: DailyValues = outlet.get(v.day)!;
            return {
              period: v.day,
              compliant: v.compliant,
              exceeded: v.exceeded,
              values: Object.fromEntries(GB18918_1A.map((l) => [l.factorCode, values[l.factorCode] ?? null])),
              nh3nLimit: upperLimit(nh3n, values[FACTOR.temperature]) ?? null,
            };
          })
        : [];
    return {
      granularity: q.granularity,
      limits: GB18918_1A,
      days: dayRows,
      periods: groupDays(days, 'month').map(([month, monthDays]) =>
        periodCompliance(month, verdicts.filter((v) => monthDays.includes(v.day)), GB18918_1A),
      ),
      summary: periodCompliance('total', verdicts, GB18918_1A),
    };
  });
}
