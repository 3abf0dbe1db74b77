/**
 * What the simulated plant reports between two instants: the real-time readings, ten-minute, hourly and
 * daily values of the periods that closed in between (each level only as far back as a logger keeps
 * it), and the consumption log of each day that closed. The seed feeds the first 90 days this way, the
 * job every few seconds after.
 */
import type { PointReadingsBatch, Reading } from '../../../../server/plugin-api';
import { FACTOR, volumeM3 } from '../../domain/factors';
import { DAY_MS, HOUR_MS, MINUTE_MS, chinaDay, chinaText, periodStart } from '../../domain/time';
import { modelConsumption, modelValue } from './model';
import { RTD_INTERVAL_SECONDS, type PointTemplate } from './template';

type Level = 'realtime' | 'minute' | 'hour' | 'day';

interface LevelPlan {
  level: Level;
  periodMs: number;
  /** How far back this level is filled. */
  windowMs: number;
}

export const HISTORY_DAYS = 90;

const PLAN: readonly LevelPlan[] = [
  { level: 'day', periodMs: DAY_MS, windowMs: HISTORY_DAYS * DAY_MS },
  { level: 'hour', periodMs: HOUR_MS, windowMs: 7 * DAY_MS },
  { level: 'minute', periodMs: 10 * MINUTE_MS, windowMs: DAY_MS },
  { level: 'realtime', periodMs: RTD_INTERVAL_SECONDS * 1000, windowMs: 30 * MINUTE_MS },
];

/**
 * Start times of the periods that closed in (from, to] within the level's window: the last `windowMs`
 * of whole periods (90 whole days, 168 whole hours…). A real-time reading is an instant, so it counts as
 * closed at its own time.
 */
export function closedPeriods(plan: LevelPlan, fromMs: number, toMs: number): number[] {
  const instant = plan.level === 'realtime';
  const earliest = instant ? toMs - plan.windowMs : periodStart(toMs - plan.windowMs, plan.periodMs);
  const out: number[] = [];
  for (let start = periodStart(Math.max(fromMs - plan.periodMs, earliest), plan.periodMs); start <= toMs; start += plan.periodMs) {
    const closes = instant ? start : start + plan.periodMs;
    if (closes > fromMs && closes <= toMs && start >= earliest) out.push(start);
  }
  return out;
}

const SECONDS: Record<Exclude<Level, 'realtime'>, number> = { day: 86_400, hour: 3_600, minute: 600 };

export interface PlantPointRef {
  pointId: number;
  template: PointTemplate;
}

export interface PlantFeed {
  batches: PointReadingsBatch[];
  consumption: { day: string; electricityKwh: number; pacKg: number; pamKg: number; nacloKg: number; carbonKg: number }[];
}

/**
 * `live`: the plant is reporting now, so its loggers count as heard at `toMs` (online); the seed's
 * history is an import and leaves the loggers' state alone.
 */
export function plantFeed(points: readonly PlantPointRef[], fromMs: number, toMs: number, live = true): PlantFeed {
  const batches = points.map(({ pointId, template }) => {
    const readings: Reading[] = [];
    for (const plan of PLAN) {
      for (const start of closedPeriods(plan, fromMs, toMs)) {
        for (const f of template.factors) {
          const v = modelValue(template, f, plan.level, start);
          const cou = f.code === FACTOR.flow && plan.level !== 'realtime' ? Math.round(volumeM3(v.value, SECONDS[plan.level]) * 10) / 10 : null;
          readings.push({ factorCode: f.code, level: plan.level, dataTime: chinaText(start), value: v.value, min: v.min, max: v.max, cou });
        }
      }
    }
    return { pointId, readings, seenAt: live ? toMs : undefined };
  });

  const inlet = points.find((p) => p.template.role === 'inlet');
  const flow = inlet?.template.factors.find((f) => f.code === FACTOR.flow);
  const consumption =
    inlet && flow
      ? closedPeriods(PLAN[0], fromMs, toMs).map((start) => ({
          day: chinaDay(start),
          ...modelConsumption(chinaDay(start), volumeM3(modelValue(inlet.template, flow, 'day', start).value, 86_400)),
        }))
      : [];
  return { batches: batches.filter((b) => b.readings.length > 0), consumption };
}
