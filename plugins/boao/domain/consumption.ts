/**
 * Energy and chemical consumption per cubic metre treated. A plant logs per day its electricity (kWh,
 * from the meters) and its chemicals (kg of product: PAC, PAM, sodium hypochlorite, carbon source); the
 * treated volume comes from the inlet flow series. Intensities: kWh/m³, and g/m³ (= mg/L of product,
 * the unit operators dose in) for chemicals. A month sums its days; its intensities are sums over
 * sums, taken only over the days that have both a log and a volume, so a missing meter day never
 * inflates or deflates the month.
 */
import { round } from './factors';

export const CONSUMABLES = ['electricityKwh', 'pacKg', 'pamKg', 'nacloKg', 'carbonKg'] as const;
export type Consumable = (typeof CONSUMABLES)[number];

export type ConsumptionAmounts = Record<Consumable, number>;

export interface ConsumptionDay extends ConsumptionAmounts {
  day: string;
}

export interface Intensities {
  electricityKwhPerM3: number | null;
  pacGPerM3: number | null;
  pamGPerM3: number | null;
  nacloGPerM3: number | null;
  carbonGPerM3: number | null;
}

export interface ConsumptionRow {
  /** `YYYY-MM-DD`, `YYYY-MM`, or 'total'. */
  period: string;
  /** Days with a consumption log. */
  days: number;
  treatedM3: number | null;
  amounts: Record<Consumable, number | null>;
  intensity: Intensities;
}

const EMPTY_INTENSITY: Intensities = { electricityKwhPerM3: null, pacGPerM3: null, pamGPerM3: null, nacloGPerM3: null, carbonGPerM3: null };

export function intensities(amounts: ConsumptionAmounts, treatedM3: number): Intensities {
  if (!(treatedM3 > 0)) return EMPTY_INTENSITY;
  const perM3 = (kg: number) => round((kg * 1000) / treatedM3, 2);
  return {
    electricityKwhPerM3: round(amounts.electricityKwh / treatedM3, 3),
    pacGPerM3: perM3(amounts.pacKg),
    pamGPerM3: perM3(amounts.pamKg),
    nacloGPerM3: perM3(amounts.nacloKg),
    carbonGPerM3: perM3(amounts.carbonKg),
  };
}

const zero = (): ConsumptionAmounts => ({ electricityKwh: 0, pacKg: 0, pamKg: 0, nacloKg: 0, carbonKg: 0 });

/**
 * One row for the days of a period: the treated volume over every day with a flow, amounts summed over
 * the logged days, intensities over the days that have both.
 */
export function consumptionRow(
  period: string,
  periodDays: readonly string[],
  logs: ReadonlyMap<string, ConsumptionDay>,
  volumeOf: (day: string) => number | null,
): ConsumptionRow {
  const total = zero();
  const paired = zero();
  let pairedVolume = 0;
  let treated: number | null = null;
  let logged = 0;
  for (const day of periodDays) {
    const volume = volumeOf(day);
    const hasVolume = volume !== null && volume > 0;
    if (hasVolume) treated = (treated ?? 0) + volume;
    const log = logs.get(day);
    if (!log) continue;
    logged += 1;
    for (const c of CONSUMABLES) {
      total[c] += log[c];
      if (hasVolume) paired[c] += log[c];
    }
    if (hasVolume) pairedVolume += volume;
  }
  const amounts = Object.fromEntries(CONSUMABLES.map((c) => [c, logged ? round(total[c], 1) : null])) as Record<Consumable, number | null>;
  return { period, days: logged, treatedM3: treated === null ? null : round(treated, 0), amounts, intensity: intensities(paired, pairedVolume) };
}
