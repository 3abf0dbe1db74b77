/**
 * Demo rows of the device inventory (设备台账): the production, treatment, online-monitoring and
 * auxiliary equipment a chemical or water plant files in its permit, with real-world model names and
 * makers, so the list, search and export have something believable to show.
 */
import type { FieldValues } from '../validation';
import { addDays, type Random } from './random';

interface DeviceKind {
  name: string;
  codePrefix: string;
  /** device_type dictionary: 1 production, 2 treatment, 3 online monitoring, 4 auxiliary. */
  type: '1' | '2' | '3' | '4';
  models: readonly [model: string, manufacturer: string][];
  unit: string;
  capacity: [min: number, max: number];
  locations: readonly string[];
  /** Monitoring instruments carry an MN and a calibration due date. */
  monitoring?: boolean;
}

const KINDS: readonly DeviceKind[] = [
  { name: '脱硫塔', codePrefix: 'TS', type: '2', unit: 'm³/h', capacity: [60000, 320000], locations: ['脱硫区', '1号锅炉房东侧', '废气处理区'],
    models: [['SDS-150', '江苏科行环保股份有限公司'], ['TL-3000', '浙江菲达环保科技股份有限公司'], ['WFGD-200', '福建龙净环保股份有限公司']] },
  { name: '布袋除尘器', codePrefix: 'BD', type: '2', unit: 'm³/h', capacity: [20000, 180000], locations: ['废气处理区', '2号生产车间', '原料破碎工段'],
    models: [['LCM-4000', '科林环保装备股份有限公司'], ['PPC96-6', '浙江菲达环保科技股份有限公司'], ['DMC-240', '福建龙净环保股份有限公司']] },
  { name: 'SCR脱硝反应器', codePrefix: 'SCR', type: '2', unit: 'm³/h', capacity: [80000, 300000], locations: ['锅炉尾部烟道', '脱硝区'],
    models: [['SCR-2000', '福建龙净环保股份有限公司'], ['DN-150', '江苏万德环保科技有限公司']] },
  { name: '活性炭吸附箱', codePrefix: 'HX', type: '2', unit: 'm³/h', capacity: [5000, 40000], locations: ['喷涂车间屋顶', '危废暂存间旁', '2号生产车间'],
    models: [['HXT-20000', '江苏新中环保股份有限公司'], ['AC-10', '山东蓝博环保设备有限公司']] },
  { name: 'RTO蓄热式焚烧炉', codePrefix: 'RTO', type: '2', unit: 'm³/h', capacity: [10000, 60000], locations: ['VOCs治理区'],
    models: [['RTO-30000', '江苏中圣高科技产业有限公司'], ['RTO-3B-40000', '上海兰宝环保科技有限公司']] },
  { name: '污泥压滤机', codePrefix: 'YL', type: '2', unit: 'm²', capacity: [100, 500], locations: ['污泥脱水间', '污水处理站'],
    models: [['XMYZ200/1250-U', '景津装备股份有限公司'], ['XAZGFQ300/1500', '景津装备股份有限公司']] },
  { name: '曝气鼓风机', codePrefix: 'BL', type: '2', unit: 'm³/min', capacity: [20, 120], locations: ['鼓风机房', '污水处理站'],
    models: [['3L53WD', '章丘鼓风机股份有限公司'], ['ARE-150', '山东省章丘鼓风机股份有限公司']] },
  { name: 'COD在线分析仪', codePrefix: 'COD', type: '3', unit: 'mg/L', capacity: [500, 2000], locations: ['总排口监测站房', '污水处理站出口'], monitoring: true,
    models: [['CODG-3000', '聚光科技（杭州）股份有限公司'], ['LFS-2002(COD)', '力合科技（湖南）股份有限公司'], ['CODmax plus sc', '哈希水质分析仪器（上海）有限公司']] },
  { name: '氨氮在线分析仪', codePrefix: 'NH', type: '3', unit: 'mg/L', capacity: [50, 200], locations: ['总排口监测站房', '污水处理站出口'], monitoring: true,
    models: [['NH3N-2000', '聚光科技（杭州）股份有限公司'], ['LFNH-2003', '力合科技（湖南）股份有限公司'], ['Amtax sc', '哈希水质分析仪器（上海）有限公司']] },
  { name: '总磷在线分析仪', codePrefix: 'TP', type: '3', unit: 'mg/L', capacity: [10, 50], locations: ['总排口监测站房'], monitoring: true,
    models: [['TPG-3030', '聚光科技（杭州）股份有限公司'], ['LFTP-2003', '力合科技（湖南）股份有限公司']] },
  { name: '烟气在线监测系统CEMS', codePrefix: 'CEMS', type: '3', unit: 'mg/m³', capacity: [200, 2500], locations: ['烟囱平台监测小屋', '1号锅炉排口'], monitoring: true,
    models: [['CEMS-2000B', '聚光科技（杭州）股份有限公司'], ['SCS-900', '北京雪迪龙科技股份有限公司'], ['CEMS-2000', '北京雪迪龙科技股份有限公司']] },
  { name: '污水提升泵', codePrefix: 'PUMP', type: '4', unit: 'm³/h', capacity: [15, 300], locations: ['调节池', '集水井', '污水处理站'],
    models: [['WQ150-15-11', '上海凯泉泵业（集团）有限公司'], ['50QW15-30-3', '上海连成（集团）有限公司'], ['NK 80-250', '格兰富水泵（上海）有限公司']] },
  { name: '加药装置', codePrefix: 'JY', type: '4', unit: 'L/h', capacity: [50, 500], locations: ['加药间', '污水处理站'],
    models: [['JY-1000', '宜兴市华鼎环保设备有限公司'], ['GM0500', '米顿罗（上海）泵业有限公司']] },
  { name: '冷却塔', codePrefix: 'LQ', type: '4', unit: 'm³/h', capacity: [100, 800], locations: ['循环水站'],
    models: [['LBCM-300', '良机实业股份有限公司'], ['DBNL3-200', '浙江金菱制冷工程有限公司']] },
  { name: '反应釜', codePrefix: 'FY', type: '1', unit: 'L', capacity: [2000, 20000], locations: ['1号生产车间', '2号生产车间', '合成工段'],
    models: [['K-5000L', '威海化工机械有限公司'], ['F-10000', '无锡鼎邦换热设备股份有限公司']] },
  { name: '燃气锅炉', codePrefix: 'GL', type: '1', unit: 't/h', capacity: [4, 35], locations: ['锅炉房'],
    models: [['SZS10-1.25-Q', '郑州锅炉股份有限公司'], ['WNS6-1.25-Q', '江苏四方锅炉有限公司']] },
];

const RECORDERS = ['王强', '刘洋', '陈静', '杨帆', '赵磊', '黄丽', '周杰', '吴敏', '孙浩', '马丽娟'];
const REMARKS = ['年度检修已完成', '备用设备', '已纳入排污许可证管理', '运维单位每周巡检', '2023年技改更换', null, null, null] as const;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 30-60 devices for one enterprise. */
export function deviceInventoryRows(random: Random): FieldValues[] {
  const count = random.int(30, 60);
  const perKind = new Map<string, number>();
  const rows: FieldValues[] = [];
  for (let i = 0; i < count; i++) {
    const kind = random.pick(KINDS);
    const ordinal = (perKind.get(kind.codePrefix) ?? 0) + 1;
    perKind.set(kind.codePrefix, ordinal);
    const [model, manufacturer] = random.pick(kind.models);
    const installDate = addDays('2015-03-01', random.int(0, 3100));
    const acceptanceDate = addDays(installDate, random.int(20, 120));
    const recordDay = addDays('2024-01-01', random.int(0, 660));
    const statusRoll = random.next();
    rows.push({
      deviceCode: `${kind.codePrefix}-${installDate.slice(0, 4)}-${pad(ordinal, 3)}`,
      name: `${ordinal}号${kind.name}`,
      deviceType: kind.type,
      model,
      manufacturer,
      serialNo: kind.monitoring ? `3201${pad(random.int(0, 9999999999), 10)}` : `SN${installDate.slice(2, 4)}${pad(random.int(0, 999999), 6)}`,
      installDate,
      designCapacity: Math.round(random.int(kind.capacity[0] * 100, kind.capacity[1] * 100)) / 100,
      capacityUnit: kind.unit,
      location: random.pick(kind.locations),
      status: statusRoll < 0.82 ? '1' : statusRoll < 0.94 ? '2' : '3',
      acceptanceDate,
      calibrationDue: kind.monitoring ? addDays('2025-01-15', random.int(0, 700)) : null,
      recorder: random.pick(RECORDERS),
      recordTime: `${recordDay} ${pad(random.int(8, 18))}:${pad(random.int(0, 59))}:${pad(random.int(0, 59))}`,
      remark: random.pick(REMARKS),
    });
  }
  return rows;
}
