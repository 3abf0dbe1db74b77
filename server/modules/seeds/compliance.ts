/**
 * Demo rows of the compliance ledgers: penalty decisions with their legal basis, inspection findings
 * and their rectification, residents' complaints, the emergency-supplies store and raw materials.
 */
import type { FieldValues } from '../validation';
import { addDays, at, between, pad, recorded } from './common';
import type { Random } from './random';

export function administrativePenaltyRows(random: Random): FieldValues[] {
  const cases = [
    ['苏州市生态环境局', '危险废物贮存场所未设置识别标志，部分包装桶未粘贴危险废物标签', '《中华人民共和国固体废物污染环境防治法》第一百一十二条第一款第（一）项', '1', 60000],
    ['苏州市生态环境局', '未按照排污许可证规定开展自行监测（厂界无组织废气漏测一次）', '《排污许可管理条例》第三十六条第（六）项', '1', 30000],
    ['苏州市虎丘区综合行政执法局', 'RTO焚烧炉检修期间废气未经处理直接排放', '《中华人民共和国大气污染防治法》第九十九条第（二）项', '5', 200000],
    ['苏州市生态环境局', '未如实记录环境管理台账', '《排污许可管理条例》第三十七条第（一）项', '2', null],
  ] as const;
  return cases.map(([authority, violation, legalBasis, penaltyType, amount], i) => {
    const day = addDays('2023-06-12', i * 170 + random.int(0, 20));
    const done = i < 2;
    return {
      decisionNo: `苏环罚字〔${day.slice(0, 4)}〕${10 + i * 41 + random.int(0, 40)}号`, authority, decisionDate: day, violation, legalBasis, penaltyType, amount,
      rectifyDeadline: addDays(day, 30), status: done ? '2' : i === 2 ? '3' : '1', paidDate: done && amount !== null ? addDays(day, random.int(5, 14)) : null,
      documents: null, ...recorded(random, at(random, addDays(day, 1))),
    };
  });
}

export function auditRectificationRows(random: Random): FieldValues[] {
  const findings = [
    ['1', '危废暂存间防渗层局部破损，未设置导流沟', '生产部', '修复防渗层并增设导流沟和收集池'],
    ['2', '雨水排口在线监测设备未与生态环境部门联网', '环保部', '完成数采仪联网调试并备案'],
    ['3', '环境管理台账记录不完整，缺少RTO运行温度记录', '环保部', '增加RTO炉膛温度每2小时记录并纳入交接班检查'],
    ['4', '突发环境事件应急预案未按期修订', '安环部', '委托第三方完成预案修订与备案'],
    ['2', '厂区VOCs无组织排放收集效率偏低', '生产部', '对投料口增设集气罩并提高风量'],
    ['3', '化学品仓库应急物资台账与实物不一致', '安环部', '开展月度盘点并更新台账'],
  ] as const;
  const owners = ['郑国华', '何建平', '王强', '陈静'] as const;
  return findings.map(([source, issue, department, measures], i) => {
    const found = addDays('2024-04-02', i * 61 + random.int(0, 9));
    const status = String(Math.min(4, 1 + (i % 4)));
    return {
      source, issue, foundDate: found, responsible: owners[i % owners.length], department, deadline: addDays(found, 45), measures, status,
      closedDate: status === '3' || status === '4' ? addDays(found, random.int(15, 44)) : null, evidence: null,
      ...recorded(random, at(random, found)),
    };
  });
}

export function petitionComplaintRows(random: Random): FieldValues[] {
  const complaints = [
    ['2', '2', '夜间闻到刺鼻化工异味，持续约一小时'],
    ['1', '1', '厂区东侧夜间设备噪声较大影响休息'],
    ['5', '4', '厂区门口道路车辆带泥，扬尘严重'],
    ['3', '3', '河道排口附近水体发黑，怀疑企业偷排'],
    ['1', '2', '下午有焦糊味，担心废气处理设施故障'],
  ] as const;
  return complaints.map(([channel, category, content], i) => {
    const received = at(random, addDays('2024-05-06', i * 97 + random.int(0, 12)), 8, 21);
    const day = received.slice(0, 10);
    const replied = addDays(day, random.int(1, 5));
    return {
      receivedAt: received, channel, complainant: random.chance(0.6) ? `${random.pick(['王', '李', '张', '刘'])}先生` : null,
      contact: random.chance(0.6) ? `13${random.int(5, 9)}${pad(random.int(0, 99999999), 8)}` : null, category, content,
      handler: random.pick(['何建平', '郑国华']), replyAt: at(random, replied, 9, 17),
      result: '经现场排查及在线监测数据核实，企业各项排放达标；已对相关设施加强巡检并向投诉人反馈。', satisfied: random.chance(0.75),
      ...recorded(random, at(random, replied, 17, 19)),
    };
  });
}

export function emergencySuppliesRows(random: Random): FieldValues[] {
  const items = [
    ['防化服', '1', 'A级 重型', 6, '套'], ['正压式空气呼吸器', '1', 'RHZKF6.8/30', 4, '套'], ['防毒面具', '1', '3M 6800', 20, '个'],
    ['吸油毡', '3', 'PP-100', 200, '片'], ['围油栏', '3', 'WGJ-600', 50, 'm'], ['堵漏气垫', '2', 'DLQ-60', 2, '套'],
    ['便携式VOC检测仪', '4', 'PID PGM-7340', 2, '台'], ['干粉灭火器', '5', 'MFZ/ABC8', 60, '具'], ['应急药箱', '6', '标准型', 5, '个'], ['沙袋', '9', '50kg', 120, '袋'],
  ] as const;
  return items.map(([name, category, spec, quantity, unit], i) => {
    const expires = category === '1' || category === '6' ? addDays('2025-03-01', random.int(0, 900)) : null;
    return {
      name, category, spec, quantity, unit, location: random.pick(['应急物资库A区', '罐区应急柜', '污水站应急柜', '中控室']), keeper: random.pick(['顾晓东', '钱芳']),
      phone: `0512-6688${pad(random.int(1000, 9999), 4)}`, expiryDate: expires, checkDate: addDays('2025-09-01', random.int(0, 20)),
      status: expires !== null && expires < '2025-09-30' ? '3' : i % 7 === 5 ? '2' : '1', ...recorded(random, at(random, addDays('2025-09-01', i))),
    };
  });
}

export function materialRows(random: Random): FieldValues[] {
  const materials = [
    ['对苯二甲酸', '1', '无', null, null, null, '中石化仪征化纤有限责任公司'],
    ['甲醇', '1', '甲醇 ≥99.9%', null, null, null, '江苏索普化工股份有限公司'],
    ['邻二甲苯', '1', '邻二甲苯 ≥98.5%', null, null, null, '中国石化扬子石油化工有限公司'],
    ['钛酸四丁酯催化剂', '2', '钛酸四丁酯 ≥99%', null, null, null, '南京曙光精细化工有限公司'],
    ['天然气', '3', '无', 0.002, 0, 35.6, '苏州港华燃气有限公司'],
    ['液碱(32%)', '2', '氢氧化钠 32%', null, null, null, '江苏梅兰化工有限公司'],
  ] as const;
  return Array.from({ length: 12 }, (_, i) => {
    const [name, materialType, hazardousComponents, sulfurContent, ashContent, calorificValue, supplier] = materials[i % materials.length];
    const day = addDays('2025-03-03', i * 15);
    const bought = between(random, 20, 260, 3);
    const used = between(random, bought * 0.4, bought * 0.95, 3);
    return {
      name, materialType, batchNo: `${day.replace(/-/g, '')}-${pad(i + 1, 2)}`, purchaseDate: day, purchaseQty: bought, hazardousComponents,
      sulfurContent, ashContent, calorificValue, supplier, usageQty: used, stockQty: Number((bought - used).toFixed(3)),
      ...recorded(random, at(random, day)),
    };
  });
}
