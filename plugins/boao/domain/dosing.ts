/**
 * Dosing recommendations from the current inflow and load (formulas and defaults in README.md):
 *
 * - PAC (chemical phosphorus removal after the biology): the phosphorus still to remove is the
 *   secondary-clarifier TP above the target, ΔP = max(0, TPsec − TPtarget). Aluminium dose
 *   Al = β · ΔP · M(Al)/M(P) (β = Al:P molar ratio); product dose = Al / (w · 2M(Al)/M(Al₂O₃)) for a
 *   PAC with Al₂O₃ mass fraction w.
 * - Carbon source (denitrification): the nitrogen the biology did not remove with the influent carbon,
 *   ΔN = max(0, TNsec − TNtarget), needs K · ΔN mg/L of COD (K ≈ 5 mg COD per mg NO₃-N); product dose =
 *   that COD / the product's COD equivalent e.
 * - Sodium hypochlorite (disinfection): a fixed available-chlorine dose over the product's strength.
 *
 * Each dose in mg/L (g/m³) of product becomes kg/h by the inflow: kg/h = dose · Q / 1000.
 */
import { round } from './factors';

const M_AL = 26.98;
const M_P = 30.97;
const M_AL2O3 = 101.96;

export interface DosingBasis {
  /** Current inflow, m³/h. */
  inflowM3h: number | null;
  inletCod: number | null;
  inletTn: number | null;
  inletTp: number | null;
  /** Secondary-clarifier effluent (what the chemicals still have to treat). */
  secondaryTn: number | null;
  secondaryTp: number | null;
}

export interface DosingParams {
  /** TP the chemical removal aims at, mg/L (below the 0.5 limit to leave a margin). */
  tpTarget: number;
  /** Al:P molar ratio β. */
  molarRatio: number;
  /** Al₂O₃ mass fraction of the PAC product (liquid PAC ≈ 0.10). */
  pacAl2o3: number;
  /** TN the denitrification aims at, mg/L (below the 15 limit). */
  tnTarget: number;
  /** COD needed per nitrate-nitrogen denitrified, mg/mg. */
  codPerNitrogen: number;
  /** COD equivalent of the carbon-source product, kg COD per kg (25 % sodium acetate ≈ 0.195). */
  carbonCodEquivalent: number;
  /** Available-chlorine dose for disinfection, mg/L. */
  chlorineDose: number;
  /** Available-chlorine mass fraction of the hypochlorite product (≈ 0.10). */
  nacloStrength: number;
}

export const DEFAULT_DOSING_PARAMS: Readonly<DosingParams> = {
  tpTarget: 0.3,
  molarRatio: 2,
  pacAl2o3: 0.1,
  tnTarget: 12,
  codPerNitrogen: 5,
  carbonCodEquivalent: 0.195,
  chlorineDose: 4,
  nacloStrength: 0.1,
};

/** Bounds the API accepts for each parameter (outside them the formula stops meaning anything). */
export const DOSING_PARAM_BOUNDS: Readonly<Record<keyof DosingParams, [number, number]>> = {
  tpTarget: [0.05, 0.5],
  molarRatio: [1, 5],
  pacAl2o3: [0.05, 0.32],
  tnTarget: [3, 15],
  codPerNitrogen: [3, 10],
  carbonCodEquivalent: [0.05, 1.1],
  chlorineDose: [0.5, 15],
  nacloStrength: [0.05, 0.15],
};

export type Chemical = 'pac' | 'carbon' | 'naclo';
export const CHEMICALS: readonly Chemical[] = ['pac', 'carbon', 'naclo'];

export interface DosingRecommendation {
  chemical: Chemical;
  /** What the dose answers: ΔP or ΔN in mg/L, the chlorine dose for hypochlorite. */
  driver: number | null;
  /** Product dose, mg/L. */
  doseMgL: number | null;
  kgPerHour: number | null;
  kgPerDay: number | null;
  /** Factors the formula needed but had no value for. */
  missing: string[];
}

export interface Loads {
  /** kg/h entering the plant. */
  cod: number | null;
  tn: number | null;
  tp: number | null;
}

const known = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** Inlet loads in kg/h: Q (m³/h) · C (mg/L) / 1000. */
export function inletLoads(b: DosingBasis): Loads {
  const load = (c: number | null) => (known(b.inflowM3h) && known(c) ? round((b.inflowM3h * c) / 1000, 2) : null);
  return { cod: load(b.inletCod), tn: load(b.inletTn), tp: load(b.inletTp) };
}

function withFlow(chemical: Chemical, driver: number | null, dose: number | null, inflowM3h: number | null, missing: string[]): DosingRecommendation {
  const kgPerHour = known(dose) && known(inflowM3h) ? (dose * inflowM3h) / 1000 : null;
  return {
    chemical,
    driver: known(driver) ? round(driver, 3) : null,
    doseMgL: known(dose) ? round(dose, 2) : null,
    kgPerHour: known(kgPerHour) ? round(kgPerHour, 2) : null,
    kgPerDay: known(kgPerHour) ? round(kgPerHour * 24, 1) : null,
    missing,
  };
}

/** Product dose of PAC, mg/L, for ΔP mg/L of phosphorus. */
export function pacDose(deltaP: number, p: Pick<DosingParams, 'molarRatio' | 'pacAl2o3'>): number {
  const aluminium = p.molarRatio * deltaP * (M_AL / M_P);
  return aluminium / (p.pacAl2o3 * ((2 * M_AL) / M_AL2O3));
}

/** Product dose of the carbon source, mg/L, for ΔN mg/L of nitrogen. */
export function carbonDose(deltaN: number, p: Pick<DosingParams, 'codPerNitrogen' | 'carbonCodEquivalent'>): number {
  return (p.codPerNitrogen * deltaN) / p.carbonCodEquivalent;
}

export function recommendDosing(b: DosingBasis, p: DosingParams): DosingRecommendation[] {
  const missingFlow = known(b.inflowM3h) ? [] : ['inflow'];
  const deltaP = known(b.secondaryTp) ? Math.max(0, b.secondaryTp - p.tpTarget) : null;
  const deltaN = known(b.secondaryTn) ? Math.max(0, b.secondaryTn - p.tnTarget) : null;
  return [
    withFlow('pac', deltaP, known(deltaP) ? pacDose(deltaP, p) : null, b.inflowM3h, [...missingFlow, ...(known(deltaP) ? [] : ['secondaryTp'])]),
    withFlow('carbon', deltaN, known(deltaN) ? carbonDose(deltaN, p) : null, b.inflowM3h, [...missingFlow, ...(known(deltaN) ? [] : ['secondaryTn'])]),
    withFlow('naclo', p.chlorineDose, p.chlorineDose / p.nacloStrength, b.inflowM3h, missingFlow),
  ];
}
