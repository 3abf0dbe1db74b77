/**
 * Demo rows of the operation ledgers: working conditions (online SB-RS states and manual load/output),
 * facility repairs, online analyser maintenance (zero/span checks with their deviations), shift
 * handovers, facility operation with key parameters, reagent dosing and electrical trips.
 */
import type { FieldValues } from '../validation';
import { addDays, at, between, pad, recorded, round } from './common';
import type { Random } from './random';

const EQUIPMENT = [
  ['SB001', 'RTO蓄热式焚烧炉', [['RTO炉膛温度', '℃', 780, 860], ['引风机电流', 'A', 38, 52]]],
  ['SB002', '碱液喷淋塔', [['循环泵电流', 'A', 12, 18], ['喷淋液pH', '', 8.5, 10.5]]],
  ['SB003', '污水站曝气风机', [['风机电流', 'A', 60, 85], ['溶解氧', 'mg/L', 1.5, 3.5]]],
] as const;

export function onlineWorkConditionRows(random: Random): FieldValues[] {
  return Array.from({ length: 18 }, (_, i) => {
    const [equipmentCode, equipmentName, params] = EQUIPMENT[i % EQUIPMENT.length];
    const day = addDays('2025-09-10', Math.floor(i / 3));
    const state = random.chance(0.85) ? '1' : random.pick(['3', '2', '0']);
    return {
      equipmentCode, equipmentName, monitorTime: `${day} 12:00:00`, runState: state, runHours: state === '1' ? between(random, 20, 24, 2) : between(random, 0, 12, 2),
      params: params.map(([paramName, unit, low, high], k) => ({ paramCode: `${equipmentCode.toLowerCase()}-p${k + 1}`, paramName, value: between(random, low, high, 2), unit: unit || null })),
      ...recorded(random, at(random, day, 13, 15)),
    };
  });
}

export function manualWorkConditionRows(random: Random): FieldValues[] {
  const facilities = [['MF0001', '1号合成反应釜', '对苯二甲酸二甲酯'], ['MF0002', '2号合成反应釜', '邻苯二甲酸二辛酯'], ['MF0003', '精馏塔T-201', '精制溶剂']] as const;
  return Array.from({ length: 15 }, (_, i) => {
    const [facilityCode, facilityName, product] = facilities[i % facilities.length];
    const day = addDays('2025-09-01', i);
    const abnormal = i === 7;
    const load = abnormal ? between(random, 35, 55) : between(random, 72, 98);
    return {
      facilityCode, facilityName, runStatus: abnormal ? '2' : '1', load, product, output: round(between(random, 18, 42, 3) * (load / 100), 3), outputUnit: 't',
      fuelType: '天然气', fuelQty: between(random, 2.5, 6.5, 3),
      abnormalStart: abnormal ? `${day} 02:10:00` : null, abnormalEnd: abnormal ? `${day} 05:40:00` : null,
      cause: abnormal ? '导热油炉检修，降负荷运行' : null, measures: abnormal ? '启用备用导热油炉，废气处理设施保持运行' : null, reported: abnormal ? true : null,
      ...recorded(random, at(random, day, 18, 20)),
    };
  });
}

export function facilitiesRepairMaintainRows(random: Random): FieldValues[] {
  const jobs = [
    ['BD-2019-001', '1号布袋除尘器', '1', '更换滤袋并检查清灰系统', '滤袋破损，压差异常', [['覆膜滤袋', 'Φ160×6000', 48, '条']]],
    ['PUMP-2020-003', '3号污水提升泵', '3', '更换机械密封和轴承', '泵体渗漏', [['机械密封', 'WQ150', 1, '套'], ['轴承', '6309', 2, '个']]],
    ['RTO-2021-001', 'RTO蓄热式焚烧炉', '2', '切换阀润滑保养，检查蓄热体', '季度保养', []],
    ['TS-2018-002', '2号脱硫塔', '1', '清理除雾器、检查喷淋层喷嘴', '年度检修', [['喷嘴', 'SPJ-50', 6, '个']]],
  ] as const;
  return Array.from({ length: 12 }, (_, i) => {
    const [deviceCode, deviceName, maintainType, content, cause, parts] = jobs[i % jobs.length];
    const day = addDays('2024-02-05', i * 52 + random.int(0, 10));
    const hours = random.int(2, 30);
    const start = at(random, day, 8, 10);
    return {
      deviceCode, deviceName, maintainType, startTime: start, endTime: `${addDays(day, Math.floor((Number(start.slice(11, 13)) + hours) / 24))} ${pad((Number(start.slice(11, 13)) + hours) % 24)}:${start.slice(14)}`,
      content, cause, parts: parts.map(([partName, model, quantity, unit]) => ({ partName, model, quantity, unit })),
      affectsEmission: maintainType !== '2', reported: maintainType !== '2', executor: random.pick(['刘洋', '孙浩', '周杰']), company: random.chance(0.5) ? '苏州蓝天环保设备维修有限公司' : null,
      ...recorded(random, at(random, addDays(day, 2))),
    };
  });
}

export function onlineDeviceMaintenanceRows(random: Random): FieldValues[] {
  const devices = [['COD-2019-001', '88888880000001', 'COD在线分析仪', 100], ['NH-2019-001', '88888880000001', '氨氮在线分析仪', 10], ['CEMS-2020-001', '88888880000002', '烟气在线监测系统CEMS', 200]] as const;
  return Array.from({ length: 16 }, (_, i) => {
    const [deviceCode, mn, deviceName, standard] = devices[i % devices.length];
    const day = addDays('2025-06-02', i * 7);
    const op = ['1', '2', '3', '4', '7', '6'][i % 6];
    const checked = ['2', '3', '4'].includes(op);
    const reading = checked ? round(standard * between(random, 0.93, 1.07, 4), 4) : null;
    const deviation = reading === null ? null : round(((reading - standard) / standard) * 100, 2);
    return {
      deviceCode, mn, deviceName, opType: op, startTime: at(random, day, 9, 10), endTime: at(random, day, 11, 16),
      valueBefore: reading, valueAfter: checked ? round(standard * between(random, 0.99, 1.01, 4), 4) : null, standardValue: checked ? standard : null, deviation,
      passed: deviation === null ? true : Math.abs(deviation) <= 10, reagentBatch: op === '7' ? `RG${day.replace(/-/g, '').slice(2)}` : null,
      dataFlag: checked ? 'C' : 'M', operator: random.pick(['马丽娟', '赵磊']), company: '江苏智环运维服务有限公司',
      ...recorded(random, at(random, day, 16, 18)),
    };
  });
}

export function handoverRows(random: Random): FieldValues[] {
  const people = ['王强', '刘洋', '陈静', '杨帆', '赵磊', '黄丽'] as const;
  return Array.from({ length: 15 }, (_, i) => {
    const day = addDays('2025-09-15', Math.floor(i / 3));
    const shift = String((i % 3) + 1);
    const end = ['16:00:00', '23:59:00', '08:00:00'][i % 3];
    return {
      shiftDate: day, shift, handOver: people[i % people.length], takeOver: people[(i + 1) % people.length],
      equipmentStatus: 'RTO、碱液喷淋塔、污水处理站运行正常，在线监测数据传输正常。',
      abnormalEvents: i % 5 === 3 ? '2号提升泵出口压力偏低，已切换备用泵。' : null, pendingItems: i % 4 === 1 ? '明日上午更换COD分析仪试剂。' : null,
      signTime: `${shift === '3' ? addDays(day, 1) : day} ${end}`, ...recorded(random, `${shift === '3' ? addDays(day, 1) : day} ${end}`),
    };
  });
}

export function facilityOperationRows(random: Random): FieldValues[] {
  const facilities = [
    ['TA001', 'RTO蓄热式焚烧炉', '2', [['炉膛温度', '℃', 780, 860, 800], ['停留时间', 's', 1.0, 1.4, 1]]],
    ['TW001', '综合污水处理站', '2', [['进水COD', 'mg/L', 800, 1500, 2000], ['出水COD', 'mg/L', 30, 80, 100]]],
    ['MF0001', '1号合成反应釜', '1', [['反应温度', '℃', 145, 160, 155], ['釜压', 'MPa', 0.25, 0.35, 0.3]]],
  ] as const;
  return Array.from({ length: 15 }, (_, i) => {
    const [facilityCode, facilityName, facilityKind, params] = facilities[i % facilities.length];
    const day = addDays('2025-09-05', Math.floor(i / 3));
    const treatment = facilityKind === '2';
    return {
      facilityCode, facilityName, facilityKind, runDate: day, runStatus: '1', startTime: `${day} 00:00:00`, stopTime: `${day} 23:59:59`, runHours: 24,
      keyParams: params.map(([paramName, unit, low, high, designValue]) => ({ paramName, value: between(random, low, high, 2), unit, designValue })),
      efficiency: treatment ? between(random, 92, 99.5, 2) : null, byproductQty: facilityCode === 'TW001' ? between(random, 3, 8, 3) : null,
      ...recorded(random, at(random, addDays(day, 1), 8, 9)),
    };
  });
}

export function drugUseRecordRows(random: Random): FieldValues[] {
  const reagents = [
    ['TW001', '综合污水处理站', '聚合氯化铝(PAC)', '1', 'kg', [60, 180]],
    ['TW001', '综合污水处理站', '聚丙烯酰胺(PAM)', '1', 'kg', [3, 12]],
    ['TW001', '综合污水处理站', '液碱(32%)', '2', 'kg', [120, 420]],
    ['TA002', '碱液喷淋塔', '氢氧化钠', '4', 'kg', [25, 80]],
    ['TW002', '回用水系统', '次氯酸钠', '3', 'L', [20, 60]],
  ] as const;
  return Array.from({ length: 20 }, (_, i) => {
    const [facilityCode, facilityName, chemicalName, purpose, unit, range] = reagents[i % reagents.length];
    const day = addDays('2025-09-01', Math.floor(i / 2));
    return {
      useDate: day, facilityCode, facilityName, chemicalName, purpose, batchNo: `P${day.replace(/-/g, '').slice(2, 6)}${pad(random.int(1, 99))}`,
      addTime: at(random, day), quantity: between(random, range[0], range[1], 3), unit, stock: between(random, range[1] * 5, range[1] * 20, 3),
      operator: random.pick(['吴敏', '孙浩', '黄丽']), ...recorded(random, at(random, day, 17, 19)),
    };
  });
}

export function electricalTripRows(random: Random): FieldValues[] {
  const events = [
    ['10kV进线柜', '3', '上级变电站电压波动', true],
    ['RTO引风机配电柜', '2', '引风机过载保护动作', true],
    ['污水站MCC柜', '2', '提升泵电机绝缘下降', false],
    ['全厂', '1', '供电局计划检修停电', true],
  ] as const;
  return Array.from({ length: 8 }, (_, i) => {
    const [equipment, tripType, cause, affectsMonitoring] = events[i % events.length];
    const day = addDays('2024-03-11', i * 73);
    const time = at(random, day, 0, 23);
    const duration = tripType === '1' ? random.int(120, 480) : random.int(3, 45);
    const back = new Date(Date.parse(`${time.replace(' ', 'T')}Z`) + duration * 60_000).toISOString();
    return {
      tripTime: time, equipment, tripType, duration, affectedFacilities: affectsMonitoring ? 'RTO焚烧炉、废水在线监测站房' : '2号污水提升泵',
      affectsMonitoring, cause, recoveryTime: `${back.slice(0, 10)} ${back.slice(11, 19)}`, reported: affectsMonitoring,
      ...recorded(random, at(random, addDays(day, 1))),
    };
  });
}
