/**
 * Demo monitoring points: what seedMonitoring creates and what the simulator plays. MNs and PWs derive
 * from the template (not random), so `npm run simulate` reaches the seeded points without reading
 * secrets from anywhere: the hash of each PW is all the database keeps.
 */
import { createHash } from 'node:crypto';
import type { PointType } from '../../schemas/contracts/monitoring/pointTypes';
import type { FactorProfile } from './simulator/values';

export interface DemoPointTemplate {
  name: string;
  code: string;
  type: PointType;
  /** HJ 212 system code the logger sends: 32 wastewater, 31 flue gas. */
  st: '31' | '32';
  factors: FactorProfile[];
}

export interface DemoLogger {
  /** Position of the enterprise in seedMonitoring's enterpriseIds. */
  enterpriseIndex: number;
  point: DemoPointTemplate;
  mn: string;
  pw: string;
}

const WASTEWATER: FactorProfile[] = [
  { code: 'w01018', base: 28, spread: 8, decimals: 1, alarmMax: 50, warnMax: 40 }, // COD mg/L
  { code: 'w21003', base: 2.1, spread: 0.8, decimals: 2, alarmMax: 5, warnMax: 4 }, // 氨氮
  { code: 'w21011', base: 0.24, spread: 0.08, decimals: 3, alarmMax: 0.5, warnMax: 0.4 }, // 总磷
  { code: 'w21001', base: 8.5, spread: 2.5, decimals: 2, alarmMax: 15, warnMax: 12 }, // 总氮
  { code: 'w01001', base: 7.3, spread: 0.3, decimals: 2, alarmMin: 6, alarmMax: 9, warnMin: 6.5, warnMax: 8.5 }, // pH
  { code: 'w00000', base: 12, spread: 3, decimals: 2 }, // 流量 L/s
];

const RAINWATER: FactorProfile[] = [
  { code: 'w01018', base: 14, spread: 5, decimals: 1, alarmMax: 40, warnMax: 32 },
  { code: 'w01001', base: 7.1, spread: 0.3, decimals: 2, alarmMin: 6, alarmMax: 9, warnMin: 6.5, warnMax: 8.5 },
];

const BOILER: FactorProfile[] = [
  { code: 'a21026', base: 17, spread: 6, decimals: 1, alarmMax: 35, warnMax: 28 }, // SO2 mg/m³
  { code: 'a21002', base: 31, spread: 8, decimals: 1, alarmMax: 50, warnMax: 40 }, // NOx
  { code: 'a34013', base: 4.2, spread: 1.5, decimals: 2, alarmMax: 10, warnMax: 8 }, // 烟尘
  { code: 'a19001', base: 9.2, spread: 0.8, decimals: 2 }, // O2 %
  { code: 'a01012', base: 86, spread: 5, decimals: 1 }, // 烟气温度 ℃
  { code: 'a00000', base: 36, spread: 5, decimals: 2 }, // 废气流量 m³/s
];

const PROCESS_GAS: FactorProfile[] = [
  { code: 'a24088', base: 21, spread: 8, decimals: 2, alarmMax: 60, warnMax: 48 }, // 非甲烷总烃
  { code: 'a00000', base: 8, spread: 1.5, decimals: 2 },
  { code: 'a01012', base: 35, spread: 3, decimals: 1 },
];

const DW001: DemoPointTemplate = { name: '废水总排口', code: 'DW001', type: 'wastewater', st: '32', factors: WASTEWATER };
const DA001: DemoPointTemplate = { name: '1#锅炉烟囱', code: 'DA001', type: 'gas', st: '31', factors: BOILER };
const DA002: DemoPointTemplate = { name: '2#工艺废气排口', code: 'DA002', type: 'vocs', st: '31', factors: PROCESS_GAS };
const YS001: DemoPointTemplate = { name: '雨水排口', code: 'YS001', type: 'rainwater', st: '32', factors: RAINWATER };

/** Points per demo enterprise (1–3); enterprises beyond the list repeat the last pattern. */
const POINTS_BY_ENTERPRISE: DemoPointTemplate[][] = [[DW001, DA001, DA002], [DW001, YS001], [DA001], [DW001, DA001]];

export function demoPointsOf(enterpriseIndex: number): DemoPointTemplate[] {
  return POINTS_BY_ENTERPRISE[Math.min(enterpriseIndex, POINTS_BY_ENTERPRISE.length - 1)];
}

/** 24 hex digits (an HJ 212-2017 MN) and a 6-digit PW, stable per enterprise position and outlet code. */
export function demoCredentials(enterpriseIndex: number, code: string): { mn: string; pw: string } {
  const digest = createHash('sha256').update(`envcompliance-demo-logger:${enterpriseIndex}:${code}`).digest('hex');
  return { mn: digest.slice(0, 24).toUpperCase(), pw: String(parseInt(digest.slice(24, 32), 16) % 1_000_000).padStart(6, '0') };
}

/** The loggers of the first `enterpriseCount` demo enterprises (what seedMonitoring registers). */
export function demoLoggers(enterpriseCount: number): DemoLogger[] {
  const out: DemoLogger[] = [];
  for (let i = 0; i < enterpriseCount; i++) {
    for (const point of demoPointsOf(i)) out.push({ enterpriseIndex: i, point, ...demoCredentials(i, point.code) });
  }
  return out;
}
