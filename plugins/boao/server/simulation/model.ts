/**
 * The simulated plant's readings: a deterministic function of the point, the factor, the data level and
 * the period, so the seed's history and what the job feeds later tell one story, whenever they run.
 *
 * A day's mean follows the template's base with day-to-day spread, rainy days (more, thinner inflow), the
 * season (water temperature) and now and then a bad day at the outlet (a factor above its limit, as when
 * nitrification suffers). Hours follow the day with the inflow's daily pattern; ten-minute values and
 * real-time readings scatter a little around their hour.
 */
import { FACTOR, round } from '../../domain/factors';
import { DAY_MS, HOUR_MS, addDays, chinaDay, chinaMs, periodStart } from '../../domain/time';
import type { FactorTemplate, PointTemplate } from './template';

/** A stable number in [0, 1) for a text (FNV-1a, then one mulberry32 step). */
export function unit01(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  let t = (h + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const signed = (key: string) => unit01(key) * 2 - 1;

/** Inflow through a day relative to its mean: low before dawn, peaks mid-morning and evening. */
const DIURNAL = [0.78, 0.72, 0.68, 0.66, 0.67, 0.72, 0.85, 0.98, 1.1, 1.18, 1.22, 1.2, 1.14, 1.08, 1.04, 1.02, 1.03, 1.06, 1.12, 1.18, 1.2, 1.12, 1.0, 0.88];
const DIURNAL_MEAN = DIURNAL.reduce((a, b) => a + b, 0) / DIURNAL.length;

export const isRainyDay = (day: string): boolean => unit01(`rain:${day}`) < 0.15;

/** Water temperature of the season (°C): about 28 in early August, 12 in early February. */
export function seasonalTemperature(day: string): number {
  const start = chinaMs(`${day.slice(0, 4)}-01-01`);
  const dayOfYear = (chinaMs(day) - start) / DAY_MS;
  return 20 + 8 * Math.cos((2 * Math.PI * (dayOfYear - 215)) / 365);
}

/** On about one day in sixteen one outlet factor goes over its limit: which one, or none. */
export function badFactorOf(day: string): string | null {
  if (unit01(`bad:${day}`) >= 0.06) return null;
  const candidates = [FACTOR.nh3n, FACTOR.tn, FACTOR.tp, FACTOR.ss];
  return candidates[Math.floor(unit01(`bad-factor:${day}`) * candidates.length)];
}

function dailyMean(point: PointTemplate, f: FactorTemplate, day: string): number {
  const noise = signed(`${point.code}:${f.code}:${day}`);
  if (f.code === FACTOR.temperature) return seasonalTemperature(day) + (point.role === 'outlet' ? -0.4 : 0) + noise * 0.6;
  let value = f.base * (1 + f.spread * noise);
  const rainy = isRainyDay(day);
  if (f.code === FACTOR.flow) {
    const weekday = new Date(chinaMs(day) + 8 * HOUR_MS).getUTCDay();
    value *= (weekday === 0 || weekday === 6 ? 0.95 : 1) * (rainy ? 1.22 : 1);
  } else if (point.role === 'inlet' && f.code !== FACTOR.ph) {
    value *= rainy ? 0.8 : 1; // rain dilutes the sewage
  }
  const bad = point.role === 'outlet' ? badFactorOf(day) : null;
  if (bad === f.code && f.alarmMax !== undefined) value = f.alarmMax * (1.08 + 0.3 * unit01(`bad-size:${day}`));
  return value;
}

/**
 * An hour's mean: the daily means drift from one day's noon to the next (so days join without steps),
 * shaped by the inflow's daily pattern, with a little noise.
 */
function hourlyMean(point: PointTemplate, f: FactorTemplate, hourStartMs: number): number {
  const day = chinaDay(hourStartMs);
  const hour = Number(new Date(hourStartMs + 8 * HOUR_MS).getUTCHours());
  const [from, to, w] = hour < 12 ? [addDays(day, -1), day, (hour + 12.5) / 24] : [day, addDays(day, 1), (hour - 11.5) / 24];
  const drift = dailyMean(point, f, from) * (1 - w) + dailyMean(point, f, to) * w;
  const shape = 1 + f.diurnal * (DIURNAL[hour] / DIURNAL_MEAN - 1);
  return drift * shape * (1 + 0.04 * signed(`${point.code}:${f.code}:h:${hourStartMs}`));
}

export interface ModelValue {
  value: number;
  min: number;
  max: number;
}

const rounded = (f: FactorTemplate, v: ModelValue): ModelValue => ({
  value: round(Math.max(0, v.value), f.decimals),
  min: round(Math.max(0, v.min), f.decimals),
  max: round(Math.max(0, v.max), f.decimals),
});

/** Day, hour and ten-minute means (with a plausible min/max), and real-time readings. */
export function modelValue(point: PointTemplate, f: FactorTemplate, level: 'day' | 'hour' | 'minute' | 'realtime', atMs: number): ModelValue {
  if (level === 'day') {
    const v = dailyMean(point, f, chinaDay(atMs));
    const swing = f.diurnal === 0 ? 0.03 : Math.abs(f.diurnal) * 0.3;
    return rounded(f, { value: v, min: v * (1 - swing), max: v * (1 + swing) });
  }
  const hour = hourlyMean(point, f, periodStart(atMs, HOUR_MS));
  if (level === 'hour') return rounded(f, { value: hour, min: hour * 0.93, max: hour * 1.07 });
  const tenMinutes = hour * (1 + 0.025 * signed(`${point.code}:${f.code}:m:${periodStart(atMs, 600_000)}`));
  if (level === 'minute') return rounded(f, { value: tenMinutes, min: tenMinutes * 0.97, max: tenMinutes * 1.03 });
  const reading = tenMinutes * (1 + 0.015 * signed(`${point.code}:${f.code}:r:${atMs}`));
  return rounded(f, { value: reading, min: reading, max: reading });
}

/** The day's consumption log of the simulated plant, from its treated volume (typical intensities). */
export function modelConsumption(day: string, treatedM3: number) {
  const n = (what: string) => signed(`consumption:${what}:${day}`);
  const kg = (gPerM3: number) => round((treatedM3 * Math.max(0, gPerM3)) / 1000, 1);
  return {
    electricityKwh: round(treatedM3 * (0.3 + 0.025 * n('power')), 1),
    pacKg: kg(21 + 3 * n('pac')),
    pamKg: kg(0.4 + 0.05 * n('pam')),
    nacloKg: kg(40 + 4 * n('naclo')),
    carbonKg: kg(13 + 6 * n('carbon')),
  };
}
