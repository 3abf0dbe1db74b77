/**
 * Seasonal shutdown periods (停运期) of a point's risk settings: while the current China-time month-day lies
 * in one, the point is known not to run, so silence and readings taken during maintenance say nothing about
 * a running plant and the detector raises no risk for it (docs/decisions.md, seasonal shutdown periods).
 */
import { riskSettingsOfPoints, type Db } from '../../../../server/plugin-api';
import { chinaMonthDay, monthDayInPeriod } from '../../../../schemas/contracts/monthDay';

/** Ids of those points that are inside one of their shutdown periods at `now`. */
export async function pointsInShutdown(db: Pick<Db, 'query'>, pointIds: readonly number[], now: Date): Promise<Set<number>> {
  const ids = [...new Set(pointIds)];
  const settings = await riskSettingsOfPoints(db, ids);
  const today = chinaMonthDay(now);
  return new Set(ids.filter((id) => (settings.get(id)?.shutdownPeriods ?? []).some((period) => monthDayInPeriod(today, period))));
}
