// The simulated plant's feed: each level's periods reported once, whether the job runs often or after a
// long pause, and the same values whenever they are computed (the seed and the job tell one story).
import { describe, expect, it } from 'vitest';
import { FACTOR } from '../domain/factors';
import { plantFeed } from '../server/simulation/feed';
import { modelValue } from '../server/simulation/model';
import { DEMO_POINTS } from '../server/simulation/template';

const points = DEMO_POINTS.map((template, i) => ({ pointId: i + 1, template }));
const keys = (feed: ReturnType<typeof plantFeed>) =>
  feed.batches.flatMap((b) => b.readings.map((r) => `${b.pointId}|${r.factorCode}|${r.level}|${r.dataTime}|${r.value}`)).sort();
const T0 = Date.parse('2026-03-10T01:02:03Z');
const HOUR = 3600_000;

describe('plant feed', () => {
  it('reports an hour the same in one run or in many short ones (real-time readings: only the last half hour after a pause)', () => {
    const once = keys(plantFeed(points, T0, T0 + HOUR));
    const runs: string[] = [];
    for (let t = T0; t < T0 + HOUR; t += 10_000) runs.push(...keys(plantFeed(points, t, Math.min(t + 10_000, T0 + HOUR))));
    const level = (list: string[], l: string) => list.filter((k) => k.split('|')[2] === l);
    for (const l of ['minute', 'hour', 'day']) expect(level(runs.sort(), l)).toEqual(level(once, l));
    // Every real-time reading of the short runs; the single run after an hour's pause sends the last 30 minutes.
    expect(level(once, 'realtime').every((k) => runs.includes(k))).toBe(true);
    const count = (list: string[], l: string) => level(list, l).filter((k) => k.startsWith('4|w01018|')).length;
    // 09:02:03 → 10:02:03 China time: real-time every 5 min, six closed ten-minute slots, one closed hour.
    expect([count(runs, 'realtime'), count(runs, 'minute'), count(runs, 'hour'), count(runs, 'day')]).toEqual([12, 6, 1, 0]);
    expect(count(once, 'realtime')).toBe(6);
  });

  it('fills every level only as far back as a logger keeps it, and logs each closed day', () => {
    const feed = plantFeed(points, T0 - 120 * 24 * HOUR, T0);
    const outletCod = feed.batches.find((b) => b.pointId === 4)!.readings.filter((r) => r.factorCode === FACTOR.cod);
    const per = (level: string) => outletCod.filter((r) => r.level === level).length;
    expect([per('day'), per('hour'), per('minute'), per('realtime')]).toEqual([90, 7 * 24, 144, 6]);
    expect(feed.consumption).toHaveLength(90);
    expect(feed.consumption.every((c) => c.electricityKwh > 0 && c.pacKg > 0)).toBe(true);
    // Flows carry their volume: a day's m³ is the mean L/s times 86.4.
    const day = feed.batches[0].readings.find((r) => r.factorCode === FACTOR.flow && r.level === 'day')!;
    expect(day.cou).toBeCloseTo(day.value! * 86.4, 0);
  });

  it('computes a reading from the point, factor, level and time alone', () => {
    const outlet = DEMO_POINTS.find((p) => p.role === 'outlet')!;
    const tn = outlet.factors.find((f) => f.code === FACTOR.tn)!;
    expect(modelValue(outlet, tn, 'hour', T0)).toEqual(modelValue(outlet, tn, 'hour', T0));
    expect(modelValue(outlet, tn, 'day', T0).value).toBeGreaterThan(0);
  });
});
