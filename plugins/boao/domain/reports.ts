/**
 * The two reports of the data centre, from the daily means of the inlet and the outlet:
 *
 * - technology report (工艺报表): one row per day with the treated volume, inlet and outlet quality and
 *   the removal rate of each pollutant; the month's summary row holds the volume sum and the means;
 * - monthly emission report (月度排放报表): per month the treated and discharged volumes, the outlet's
 *   flow-weighted mean concentrations (HJ 212-2017 appendix D: C = G / D), the loads discharged
 *   (G = D · C · 10⁻³ kg) and removed (inlet load − outlet load), and the compliance rate.
 */
import type { EmissionRow, TechnologyRow } from '../contract';
import { dayCompliance, periodCompliance } from './compliance';
import type { DailyValues } from './compliance';
import { FACTOR, GB18918_1A, LOAD_FACTORS, QUALITY_FACTORS, loadKg, removalRate, round, volumeM3 } from './factors';

const DAY_SECONDS = 86_400;
const num = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** A day's volume through a point in m³, from its daily mean flow (L/s). */
export const dayVolume = (values: DailyValues): number | null => (num(values[FACTOR.flow]) ? volumeM3(values[FACTOR.flow]!, DAY_SECONDS) : null);

const pick = (values: DailyValues, codes: readonly string[]) => Object.fromEntries(codes.map((c) => [c, num(values[c]) ? values[c]! : null]));

export function technologyRow(day: string, inlet: DailyValues, outlet: DailyValues): TechnologyRow {
  const volume = dayVolume(inlet);
  return {
    day,
    inflowM3: volume === null ? null : round(volume, 0),
    inlet: pick(inlet, QUALITY_FACTORS),
    outlet: pick(outlet, QUALITY_FACTORS),
    removal: Object.fromEntries(LOAD_FACTORS.map((c) => [c, removalRate(inlet[c], outlet[c])])),
  };
}

function mean(values: (number | null)[], decimals: number): number | null {
  const known = values.filter(num);
  return known.length ? round(known.reduce((a, b) => a + b, 0) / known.length, decimals) : null;
}

const DECIMALS: Record<string, number> = { [FACTOR.tp]: 3, [FACTOR.nh3n]: 2, [FACTOR.tn]: 2, [FACTOR.ph]: 2 };
const decimalsOf = (code: string) => DECIMALS[code] ?? 1;

/** The month's line under the days: volume summed, concentrations and removal rates averaged. */
export function technologySummary(label: string, rows: readonly TechnologyRow[]): TechnologyRow {
  const volumes = rows.map((r) => r.inflowM3).filter(num);
  const meanOf = (side: 'inlet' | 'outlet' | 'removal', code: string) => mean(rows.map((r) => r[side][code] ?? null), side === 'removal' ? 1 : decimalsOf(code));
  return {
    day: label,
    inflowM3: volumes.length ? round(volumes.reduce((a, b) => a + b, 0), 0) : null,
    inlet: Object.fromEntries(QUALITY_FACTORS.map((c) => [c, meanOf('inlet', c)])),
    outlet: Object.fromEntries(QUALITY_FACTORS.map((c) => [c, meanOf('outlet', c)])),
    removal: Object.fromEntries(LOAD_FACTORS.map((c) => [c, meanOf('removal', c)])),
  };
}

export interface EmissionDay {
  day: string;
  inlet: DailyValues;
  outlet: DailyValues;
}

/** One month (or the year's total) of the emission report. */
export function emissionRow(label: string, days: readonly EmissionDay[]): EmissionRow {
  let treated: number | null = null;
  let discharged: number | null = null;
  const weighted: Record<string, { load: number; volume: number }> = {};
  const emission: Record<string, number | null> = Object.fromEntries(LOAD_FACTORS.map((c) => [c, null]));
  const reduction: Record<string, number | null> = Object.fromEntries(LOAD_FACTORS.map((c) => [c, null]));
  const phValues: number[] = [];
  for (const d of days) {
    const vin = dayVolume(d.inlet);
    const vout = dayVolume(d.outlet);
    if (vin !== null) treated = (treated ?? 0) + vin;
    if (vout !== null) discharged = (discharged ?? 0) + vout;
    if (num(d.outlet[FACTOR.ph])) phValues.push(d.outlet[FACTOR.ph]!);
    for (const c of LOAD_FACTORS) {
      const cout = d.outlet[c];
      if (vout === null || !num(cout)) continue;
      const out = loadKg(vout, cout);
      emission[c] = (emission[c] ?? 0) + out;
      weighted[c] = { load: (weighted[c]?.load ?? 0) + out, volume: (weighted[c]?.volume ?? 0) + vout };
      const cin = d.inlet[c];
      if (vin !== null && num(cin)) reduction[c] = (reduction[c] ?? 0) + loadKg(vin, cin) - out;
    }
  }
  const outletMean: Record<string, number | null> = Object.fromEntries(
    LOAD_FACTORS.map((c) => [c, weighted[c] && weighted[c].volume > 0 ? round((weighted[c].load * 1000) / weighted[c].volume, decimalsOf(c)) : null]),
  );
  outletMean[FACTOR.ph] = mean(phValues, 2);
  const verdicts = days.map((d) => dayCompliance(d.day, d.outlet, GB18918_1A));
  const roundAll = (r: Record<string, number | null>) => Object.fromEntries(Object.entries(r).map(([c, v]) => [c, v === null ? null : round(v, 1)]));
  return {
    month: label,
    days: days.filter((d) => Object.values(d.outlet).some(num)).length,
    treatedM3: treated === null ? null : round(treated, 0),
    dischargedM3: discharged === null ? null : round(discharged, 0),
    outletMean,
    emissionKg: roundAll(emission),
    reductionKg: roundAll(reduction),
    complianceRate: periodCompliance(label, verdicts, GB18918_1A).rate,
  };
}
