/**
 * The demo plant: a 50,000 m³/d municipal plant (A²/O + high-density clarification + disinfection) with
 * an inlet, two process units and the outlet as monitoring points, its equipment and set-points. The
 * numbers are typical of such plants in eastern China; the simulated plant (model.ts) plays around them.
 */
import type { EquipmentKind, PointRole, SetpointCode } from '../../contract';
import { FACTOR } from '../../domain/factors';

export interface FactorTemplate {
  code: string;
  /** Typical daily mean. */
  base: number;
  decimals: number;
  /** Relative day-to-day spread. */
  spread: number;
  /** How strongly the value follows the daily inflow pattern (0 none, 1 like the flow). */
  diurnal: number;
  alarmMin?: number;
  alarmMax?: number;
  warnMin?: number;
  warnMax?: number;
}

export interface PointTemplate {
  role: PointRole;
  code: string;
  name: string;
  type: 'wastewater' | 'other';
  factors: FactorTemplate[];
}

export const DEMO_PLANT = { code: 'QQ-WWTP-01', name: '清泉城北污水处理厂', designCapacity: 50_000, process: 'A²/O + 高效沉淀 + 次氯酸钠消毒' } as const;

/** Seconds between real-time readings of the simulated loggers (HJ 212 RtdInterval, 30–3600). */
export const RTD_INTERVAL_SECONDS = 300;

const INLET: FactorTemplate[] = [
  { code: FACTOR.flow, base: 560, decimals: 2, spread: 0.05, diurnal: 1 },
  { code: FACTOR.cod, base: 310, decimals: 1, spread: 0.12, diurnal: 0.4, warnMax: 400 },
  { code: FACTOR.nh3n, base: 28, decimals: 2, spread: 0.1, diurnal: 0.4, warnMax: 35 },
  { code: FACTOR.tn, base: 38, decimals: 2, spread: 0.1, diurnal: 0.3, warnMax: 45 },
  { code: FACTOR.tp, base: 4.2, decimals: 3, spread: 0.12, diurnal: 0.4, warnMax: 5 },
  { code: FACTOR.ss, base: 190, decimals: 1, spread: 0.15, diurnal: 0.5, warnMax: 250 },
  { code: FACTOR.ph, base: 7.4, decimals: 2, spread: 0.02, diurnal: 0, alarmMin: 6, alarmMax: 9 },
];

const BIOREACTOR: FactorTemplate[] = [
  { code: FACTOR.dissolvedOxygen, base: 2.1, decimals: 2, spread: 0.1, diurnal: -0.3, warnMin: 1, warnMax: 4 },
  { code: FACTOR.ph, base: 7.0, decimals: 2, spread: 0.02, diurnal: 0, alarmMin: 6, alarmMax: 9 },
  { code: FACTOR.temperature, base: 20, decimals: 1, spread: 0.03, diurnal: 0 },
];

const SECONDARY: FactorTemplate[] = [
  { code: FACTOR.cod, base: 32, decimals: 1, spread: 0.12, diurnal: 0.1 },
  { code: FACTOR.nh3n, base: 1.6, decimals: 2, spread: 0.2, diurnal: 0.15 },
  { code: FACTOR.tn, base: 12.8, decimals: 2, spread: 0.1, diurnal: 0.1 },
  { code: FACTOR.tp, base: 0.9, decimals: 3, spread: 0.15, diurnal: 0.1 },
  { code: FACTOR.ss, base: 14, decimals: 1, spread: 0.15, diurnal: 0.1 },
];

/** Outlet limits: GB 18918-2002 grade 1A as alarm, 80 % of it as warning. */
const OUTLET: FactorTemplate[] = [
  { code: FACTOR.flow, base: 552, decimals: 2, spread: 0.05, diurnal: 0.9 },
  { code: FACTOR.cod, base: 21, decimals: 1, spread: 0.12, diurnal: 0.05, alarmMax: 50, warnMax: 40 },
  { code: FACTOR.bod5, base: 4.6, decimals: 1, spread: 0.15, diurnal: 0.05, alarmMax: 10, warnMax: 8 },
  { code: FACTOR.nh3n, base: 0.75, decimals: 2, spread: 0.25, diurnal: 0.1, alarmMax: 5, warnMax: 4 },
  { code: FACTOR.tn, base: 9.4, decimals: 2, spread: 0.1, diurnal: 0.05, alarmMax: 15, warnMax: 12 },
  { code: FACTOR.tp, base: 0.23, decimals: 3, spread: 0.18, diurnal: 0.05, alarmMax: 0.5, warnMax: 0.4 },
  { code: FACTOR.ss, base: 5.2, decimals: 1, spread: 0.18, diurnal: 0.05, alarmMax: 10, warnMax: 8 },
  { code: FACTOR.ph, base: 7.05, decimals: 2, spread: 0.02, diurnal: 0, alarmMin: 6, alarmMax: 9, warnMin: 6.5, warnMax: 8.5 },
  { code: FACTOR.temperature, base: 20, decimals: 1, spread: 0.03, diurnal: 0 },
];

export const DEMO_POINTS: readonly PointTemplate[] = [
  { role: 'inlet', code: 'JS001', name: '进水口', type: 'wastewater', factors: INLET },
  { role: 'unit', code: 'SH001', name: '生化池', type: 'other', factors: BIOREACTOR },
  { role: 'unit', code: 'EC001', name: '二沉池出水', type: 'other', factors: SECONDARY },
  { role: 'outlet', code: 'DW002', name: '总排口(出水)', type: 'wastewater', factors: OUTLET },
];

export interface EquipmentTemplate {
  code: string;
  name: string;
  kind: EquipmentKind;
  area: string;
  running: boolean;
  fault?: boolean;
  frequencyHz: number | null;
  runHours: number;
}

export const DEMO_EQUIPMENT: readonly EquipmentTemplate[] = [
  { code: 'P-101', name: '1#进水提升泵', kind: 'pump', area: '粗格栅及进水泵房', running: true, frequencyHz: 45, runHours: 18_420 },
  { code: 'P-102', name: '2#进水提升泵', kind: 'pump', area: '粗格栅及进水泵房', running: true, frequencyHz: 43, runHours: 17_980 },
  { code: 'P-103', name: '3#进水提升泵(备用)', kind: 'pump', area: '粗格栅及进水泵房', running: false, fault: true, frequencyHz: 40, runHours: 9_655 },
  { code: 'B-201', name: '1#磁悬浮鼓风机', kind: 'blower', area: '鼓风机房', running: true, frequencyHz: 42, runHours: 21_310 },
  { code: 'B-202', name: '2#磁悬浮鼓风机', kind: 'blower', area: '鼓风机房', running: false, frequencyHz: 38, runHours: 20_870 },
  { code: 'P-301', name: '1#内回流泵', kind: 'pump', area: 'A²/O生化池', running: true, frequencyHz: 40, runHours: 19_002 },
  { code: 'M-301', name: '缺氧区潜水搅拌器', kind: 'mixer', area: 'A²/O生化池', running: true, frequencyHz: null, runHours: 22_540 },
  { code: 'D-401', name: 'PAC加药泵', kind: 'dosing', area: '加药间', running: true, frequencyHz: 30, runHours: 12_115 },
  { code: 'D-402', name: '碳源加药泵', kind: 'dosing', area: '加药间', running: true, frequencyHz: 25, runHours: 8_760 },
  { code: 'D-403', name: '次氯酸钠加药泵', kind: 'dosing', area: '消毒接触池', running: true, frequencyHz: 28, runHours: 15_030 },
];

export interface SetpointTemplate {
  code: SetpointCode;
  unit: string;
  value: number;
  min: number;
  max: number;
}

export const DEMO_SETPOINTS: readonly SetpointTemplate[] = [
  { code: 'doSetpoint', unit: 'mg/L', value: 2, min: 0.5, max: 4 },
  { code: 'internalReflux', unit: '%', value: 200, min: 100, max: 400 },
  { code: 'externalReflux', unit: '%', value: 80, min: 50, max: 150 },
  { code: 'pacDose', unit: 'mg/L', value: 22, min: 0, max: 80 },
  { code: 'carbonDose', unit: 'mg/L', value: 15, min: 0, max: 100 },
  { code: 'nacloDose', unit: 'mg/L', value: 40, min: 0, max: 120 },
];
