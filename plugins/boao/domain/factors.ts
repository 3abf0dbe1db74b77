/**
 * The water quality a municipal wastewater plant watches, by HJ 212-2017 factor code (table B.1), and
 * the discharge limits of GB 18918-2002 grade 1A (table 1, basic control items).
 */

export const FACTOR = {
  flow: 'w00000',
  ph: 'w01001',
  dissolvedOxygen: 'w01009',
  temperature: 'w01010',
  ss: 'w01012',
  bod5: 'w01017',
  cod: 'w01018',
  tn: 'w21001',
  nh3n: 'w21003',
  tp: 'w21011',
} as const;
export type FactorCode = (typeof FACTOR)[keyof typeof FACTOR];

/** Quality factors in the order the reports list them. */
export const QUALITY_FACTORS: readonly string[] = [FACTOR.cod, FACTOR.bod5, FACTOR.nh3n, FACTOR.tn, FACTOR.tp, FACTOR.ss, FACTOR.ph];

/** Factors whose removal rate (inlet → outlet) and loads mean something (not pH). */
export const LOAD_FACTORS: readonly string[] = [FACTOR.cod, FACTOR.nh3n, FACTOR.tn, FACTOR.tp, FACTOR.ss];

export interface DischargeLimit {
  factorCode: string;
  /** Upper limit, mg/L (pH: dimensionless). */
  max?: number;
  min?: number;
  /** Upper limit while the water temperature is at or below COLD_WATER_MAX_C (the bracketed value). */
  coldMax?: number;
}

/** GB 18918-2002 table 1, grade 1A (mg/L; pH 6–9). NH3-N: 5, or 8 when the water is at most 12 °C. */
export const GB18918_1A: readonly DischargeLimit[] = [
  { factorCode: FACTOR.cod, max: 50 },
  { factorCode: FACTOR.bod5, max: 10 },
  { factorCode: FACTOR.ss, max: 10 },
  { factorCode: FACTOR.tn, max: 15 },
  { factorCode: FACTOR.nh3n, max: 5, coldMax: 8 },
  { factorCode: FACTOR.tp, max: 0.5 },
  { factorCode: FACTOR.ph, min: 6, max: 9 },
];

/** GB 18918-2002 note to table 1: the bracketed NH3-N limit applies at water temperatures ≤ 12 °C. */
export const COLD_WATER_MAX_C = 12;

/** The upper limit that applies at this water temperature (unknown temperature: the stricter one). */
export function upperLimit(limit: DischargeLimit, temperature: number | null | undefined): number | undefined {
  if (limit.coldMax !== undefined && typeof temperature === 'number' && temperature <= COLD_WATER_MAX_C) return limit.coldMax;
  return limit.max;
}

/** Cubic metres from a mean flow in L/s over `seconds` (HJ 212-2017 appendix D: Q = D / t). */
export const volumeM3 = (flowLps: number, seconds: number): number => (flowLps * seconds) / 1000;

/** A load in kg from a volume in m³ and a concentration in mg/L (g/m³). */
export const loadKg = (volumeCubicMetres: number, mgPerL: number): number => (volumeCubicMetres * mgPerL) / 1000;

/** Removal rate in percent, one decimal; null when the inlet value is missing or not positive. */
export function removalRate(inlet: number | null | undefined, outlet: number | null | undefined): number | null {
  if (typeof inlet !== 'number' || typeof outlet !== 'number' || !(inlet > 0)) return null;
  return round((1 - outlet / inlet) * 100, 1);
}

export function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}
