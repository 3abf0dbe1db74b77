/** Daily means of a plant's points from the platform's time series (the loggers' HJ 212 CN 2031 uploads). */
import { history, type Db } from '../../../server/plugin-api';
import type { DailyValues } from '../domain/compliance';
import type { PlantPoint } from '../contract';

type Queryable = Pick<Db, 'query'>;

/** More than the longest range a report asks for, so daily rows always come back raw (not bucketed). */
const MAX_DAYS = 800;

/** day → factor code → daily mean, for the factors the point measures, days first..last included. */
export async function dailyValues(db: Queryable, point: PlantPoint | undefined, firstDay: string, lastDay: string): Promise<Map<string, DailyValues>> {
  const out = new Map<string, Record<string, number | null>>();
  if (!point || point.factors.length === 0) return out;
  const series = await history(db, {
    pointId: point.pointId,
    factorCodes: point.factors.map((f) => f.factorCode),
    level: 'day',
    beginTime: `${firstDay} 00:00:00`,
    endTime: `${lastDay} 23:59:59`,
    maxPoints: MAX_DAYS,
  });
  for (const s of series) {
    for (const p of s.points) {
      const day = p.time.slice(0, 10);
      const values = out.get(day) ?? {};
      values[s.factorCode] = p.value;
      out.set(day, values);
    }
  }
  return out;
}
