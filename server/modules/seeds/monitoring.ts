/**
 * Demo rows of the monitoring ledgers: online and manual wastewater/gas data, discharge volumes, soil
 * and boundary noise, with concentrations in the ranges a chemical plant's permit outlets really show
 * (COD tens of mg/L against a 100 mg/L limit, ultra-low-emission boiler SO₂/NOx/PM, and so on).
 */
import type { FieldValues } from '../validation';
import { addDays, at, between, dayIn, pad, recorded, round } from './common';
import type { Random } from './random';

interface Factor {
  code: string;
  range: [number, number];
  limit: number | null;
  digits?: number;
}

const WATER_OUTLETS = [['DW001', '废水总排口'], ['DW002', '生产废水预处理排口']] as const;
const WATER_ONLINE: Factor[] = [
  { code: 'w01018', range: [18, 96], limit: 100 },
  { code: 'w21003', range: [0.3, 7.5], limit: 8, digits: 3 },
  { code: 'w21011', range: [0.05, 0.6], limit: 0.5, digits: 3 },
  { code: 'w21001', range: [4, 16], limit: 20, digits: 3 },
  { code: 'w01001', range: [6.6, 8.4], limit: null },
];
const GAS_OUTLETS = [['DA001', '1号燃气锅炉排气筒'], ['DA002', 'RTO焚烧炉排气筒']] as const;
const GAS_ONLINE: Factor[] = [
  { code: 'a21026', range: [2, 30], limit: 35 },
  { code: 'a21002', range: [12, 48], limit: 50 },
  { code: 'a34013', range: [0.8, 9], limit: 10 },
];

/** Daily and hourly online values for the last days of the demo period. */
function onlineRows(random: Random, outlets: readonly (readonly [string, string])[], factors: Factor[], extra: (f: Factor, avg: number) => FieldValues): FieldValues[] {
  const rows: FieldValues[] = [];
  for (let d = 0; d < 6; d++) {
    const day = addDays('2025-09-20', d);
    for (const factor of factors) {
      const [outletCode, outletName] = outlets[d % outlets.length];
      const avg = between(random, factor.range[0], factor.range[1], factor.digits ?? 3);
      const spread = (factor.range[1] - factor.range[0]) / 6;
      rows.push({
        outletCode, outletName, dataType: '2031', monitorTime: `${day} 00:00:00`, factorCode: factor.code,
        avgValue: avg, minValue: round(Math.max(0, avg - spread), 3), maxValue: round(avg + spread, 3),
        dischargeAmount: factor.limit === null ? null : round(avg * between(random, 0.8, 2.4), 3),
        flag: random.chance(0.9) ? 'N' : random.pick(['M', 'C']),
        limitValue: factor.limit, overLimit: factor.limit === null ? null : avg > factor.limit,
        validHours: random.int(20, 24),
        ...extra(factor, avg),
        ...recorded(random, at(random, addDays(day, 1), 8, 10)),
      });
    }
  }
  return rows;
}

export function onlineWastewaterRows(random: Random): FieldValues[] {
  return onlineRows(random, WATER_OUTLETS, WATER_ONLINE, () => ({}));
}

export function onlineGasRows(random: Random): FieldValues[] {
  return onlineRows(random, GAS_OUTLETS, GAS_ONLINE, (_f, avg) => {
    const o2 = between(random, 5.5, 9.5, 2);
    return { zsAvgValue: round((avg * (21 - 3.5)) / (21 - o2), 3), o2Content: o2, flueGasFlow: between(random, 18000, 42000, 2), flueGasTemp: between(random, 62, 135, 1) };
  });
}

const WATER_MANUAL = [
  { code: 'w01012', range: [6, 28], limit: 70, method: 'GB/T 11901-1989 水质 悬浮物的测定 重量法', instrument: '电子天平 FA2004B' },
  { code: 'w01017', range: [4, 18], limit: 20, method: 'HJ 505-2009 稀释与接种法', instrument: '生化培养箱 SPX-250B' },
  { code: 'w22001', range: [0.05, 0.9], limit: 5, method: 'HJ 637-2018 红外分光光度法', instrument: '红外测油仪 OIL460' },
  { code: 'w20122', range: [0.01, 0.2], limit: 0.5, method: 'HJ 700-2014 电感耦合等离子体质谱法', instrument: 'ICP-MS iCAP RQ' },
  { code: 'w21016', range: [0.002, 0.08], limit: 0.5, method: 'HJ 484-2009 容量法和分光光度法', instrument: '紫外可见分光光度计 UV-1800' },
] as const;
const AGENCIES = ['江苏国测检测技术有限公司', '苏州市环境科学研究所检测中心', '浙江华标检测技术有限公司', '安徽省生态环境监测中心'] as const;

export function manualWastewaterRows(random: Random): FieldValues[] {
  return Array.from({ length: 16 }, (_, i) => {
    const f = WATER_MANUAL[i % WATER_MANUAL.length];
    const day = addDays('2024-03-15', i * 38);
    const value = between(random, f.range[0], f.range[1], 3);
    const [outletCode, outletName] = WATER_OUTLETS[0];
    return {
      outletCode, outletName, sampleTime: at(random, day, 9, 11), factorCode: f.code, resultValue: value, method: f.method, instrument: f.instrument,
      sampleCount: 3, frequency: '1次/季度', limitValue: f.limit, overLimit: value > f.limit, dataSource: '2', agency: random.pick(AGENCIES),
      reportNo: `JC${day.slice(0, 4)}-W-${pad(random.int(1, 999), 4)}`, workCondition: `生产负荷${random.int(72, 98)}%`,
      ...recorded(random, at(random, addDays(day, 7))),
    };
  });
}

const GAS_MANUAL = [
  { code: 'a24088', mode: '1', range: [3, 45], limit: 60, method: 'HJ 38-2017 气相色谱法', instrument: '气相色谱仪 GC-2014' },
  { code: 'a25003', mode: '1', range: [0.2, 6], limit: 15, method: 'HJ 734-2014 固相吸附-热脱附/气相色谱-质谱法', instrument: 'GC-MS 7890B/5977B' },
  { code: 'a34013', mode: '2', range: [0.12, 0.62], limit: 1.0, method: 'HJ 1263-2022 重量法', instrument: '综合大气采样器 ZC-Q0102' },
  { code: 'a24088', mode: '2', range: [0.5, 2.6], limit: 4.0, method: 'HJ 604-2017 直接进样-气相色谱法', instrument: '气相色谱仪 GC-2014' },
  { code: 'a21028', mode: '2', range: [0.001, 0.03], limit: 0.06, method: 'GB/T 14678-1993 气相色谱法', instrument: '气相色谱仪 GC-FPD' },
] as const;

export function manualGasRows(random: Random): FieldValues[] {
  return Array.from({ length: 15 }, (_, i) => {
    const f = GAS_MANUAL[i % GAS_MANUAL.length];
    const day = addDays('2024-02-20', i * 40);
    const value = between(random, f.range[0], f.range[1], 3);
    const organised = f.mode === '1';
    const o2 = organised ? between(random, 12, 17, 2) : null;
    return {
      outletCode: organised ? 'DA002' : 'WZZ01', outletName: organised ? 'RTO焚烧炉排气筒' : '厂界下风向监控点', emissionMode: f.mode, stackHeight: organised ? 25 : null,
      sampleTime: at(random, day, 9, 15), factorCode: f.code, resultValue: value, measuredO2: o2, referenceO2: null, convertedValue: null,
      method: f.method, instrument: f.instrument, sampleCount: organised ? 3 : 4, frequency: organised ? '1次/月' : '1次/半年', limitValue: f.limit,
      overLimit: value > f.limit, dataSource: '2', agency: random.pick(AGENCIES), reportNo: `JC${day.slice(0, 4)}-Q-${pad(random.int(1, 999), 4)}`,
      workCondition: `RTO炉膛温度${random.int(780, 860)}℃`, ...recorded(random, at(random, addDays(day, 6))),
    };
  });
}

export function blowdownWastewaterRows(random: Random): FieldValues[] {
  return Array.from({ length: 14 }, (_, i) => {
    const day = addDays('2025-09-01', i);
    const volume = between(random, 820, 1460, 2);
    return {
      outletCode: 'DW001', outletName: '废水总排口', dischargeDate: day, destination: '2', dischargeVolume: volume,
      codLoad: round((volume * between(random, 25, 60)) / 1000, 3), nh3nLoad: round((volume * between(random, 0.5, 4)) / 1000, 3),
      tpLoad: round((volume * between(random, 0.1, 0.5)) / 1000, 3), tnLoad: round((volume * between(random, 6, 14)) / 1000, 3),
      calcMethod: '1', permitQuota: 52.5, ...recorded(random, at(random, addDays(day, 1), 8, 10)),
    };
  });
}

export function blowdownGasRows(random: Random): FieldValues[] {
  return Array.from({ length: 14 }, (_, i) => {
    const day = addDays('2025-09-01', i);
    const volume = between(random, 4.2e5, 9.8e5, 2);
    return {
      outletCode: 'DA001', outletName: '1号燃气锅炉排气筒', dischargeDate: day, gasVolume: volume,
      so2Load: round((volume * between(random, 3, 25)) / 1e6, 3), noxLoad: round((volume * between(random, 15, 45)) / 1e6, 3),
      pmLoad: round((volume * between(random, 1, 8)) / 1e6, 3), vocsLoad: null, calcMethod: '1', permitQuota: 8.6,
      ...recorded(random, at(random, addDays(day, 1), 8, 10)),
    };
  });
}

const SOIL = [
  ['镉', 0.05, 0.6, 65], ['铅', 12, 60, 800], ['汞', 0.01, 0.2, 38], ['砷', 4, 18, 60], ['石油烃(C10-C40)', 20, 260, 4500], ['六价铬', 0.2, 1.5, 5.7],
] as const;

export function manualSoilRows(random: Random): FieldValues[] {
  return Array.from({ length: 12 }, (_, i) => {
    const [factorName, low, high, screening] = SOIL[i % SOIL.length];
    const point = 1 + (i % 4);
    const value = between(random, low, high, 4);
    const day = addDays('2024-10-12', Math.floor(i / 6) * 365);
    return {
      pointCode: `S${pad(point)}`, pointName: ['罐区东侧', '危废暂存间北侧', '污水处理站南侧', '厂区背景点'][point - 1], landUse: '2',
      longitude: round(120.55 + point * 0.0011, 6), latitude: round(31.298 + point * 0.0007, 6), sampleTime: at(random, day, 9, 15),
      depth: random.pick([0.2, 0.5, 1.5, 3]), factorName, resultValue: value, screeningValue: screening, overLimit: value > screening,
      method: 'HJ 1315-2023 土壤和沉积物 19种金属元素总量的测定', agency: random.pick(AGENCIES), reportNo: `JC${day.slice(0, 4)}-T-${pad(random.int(1, 999), 4)}`,
      ...recorded(random, at(random, addDays(day, 10))),
    };
  });
}

export function manualNoiseRows(random: Random): FieldValues[] {
  const points = [['N1', '东厂界外1米'], ['N2', '南厂界外1米'], ['N3', '西厂界外1米'], ['N4', '北厂界外1米']] as const;
  return Array.from({ length: 16 }, (_, i) => {
    const [pointCode, pointName] = points[i % 4];
    const night = i % 8 >= 4;
    const day = dayIn(random, 20, addDays('2024-04-10', Math.floor(i / 8) * 180));
    const limit = night ? 55 : 65;
    const leq = between(random, night ? 44 : 53, night ? 56 : 64, 1);
    const over = leq > limit;
    return {
      pointCode, pointName, period: night ? '2' : '1', measureTime: at(random, day, night ? 22 : 9, night ? 23 : 16), leq, lmax: round(leq + between(random, 4, 12, 1), 1),
      limitValue: limit, overLimit: over, abnormalCondition: null, overCause: over ? '夜间冷却塔风机高速运行' : null, reported: over ? true : null,
      measures: over ? '加装消声百叶并调整风机运行时段' : null, facilityMaintenance: null, ...recorded(random, at(random, addDays(day, 3))),
    };
  });
}
