/**
 * Demo rows of the hazardous-waste warehouse (入库/出库 per HJ 1259-2022) and the sludge ledgers: real
 * 国家危险废物名录 codes of a chemical plant, batch codes that link receipts to dispatches, licensed
 * receivers with manifest numbers.
 */
import type { FieldValues } from '../validation';
import { addDays, at, between, pad, recorded, round } from './common';
import type { Random } from './random';

interface Waste {
  name: string;
  category: string;
  code: string;
  container: string;
  qty: [number, number];
}

const WASTES: readonly Waste[] = [
  { name: '废矿物油', category: 'HW08', code: '900-249-08', container: '1', qty: [0.2, 1.6] },
  { name: '废活性炭', category: 'HW49', code: '900-039-49', container: '2', qty: [0.5, 3.2] },
  { name: '废包装桶', category: 'HW49', code: '900-041-49', container: '9', qty: [0.1, 0.8] },
  { name: '精馏残渣', category: 'HW11', code: '261-007-11', container: '1', qty: [0.8, 4.5] },
  { name: '废催化剂', category: 'HW50', code: '261-151-50', container: '5', qty: [0.3, 1.2] },
  { name: '含铜污泥', category: 'HW22', code: '397-051-22', container: '5', qty: [1.5, 6] },
  { name: '实验室废液', category: 'HW49', code: '900-047-49', container: '1', qty: [0.05, 0.3] },
];
const RECEIVERS = [
  ['苏州固废综合处置有限公司', 'JS0505OOI561-3'],
  ['常州市危险废物处置中心', 'JS0400OOD112-6'],
  ['江苏东方润泽再生资源有限公司', 'JS1081OOI589-1'],
] as const;
const KEEPERS = ['沈建国', '顾晓东', '钱芳'] as const;
const DRIVERS = ['蒋文斌', '韩磊', '冯涛'] as const;

function batchRows(random: Random, count: number): { waste: Waste; day: string; qty: number; index: number }[] {
  return Array.from({ length: count }, (_, index) => {
    const waste = WASTES[index % WASTES.length];
    return { waste, day: addDays('2024-01-08', index * 21 + random.int(0, 6)), qty: between(random, waste.qty[0], waste.qty[1], 3), index };
  });
}

const receiptCode = (day: string, index: number) => `RK${day.replace(/-/g, '')}${pad(index + 1, 3)}`;

export function wasteWarehouseReceiveRows(random: Random): FieldValues[] {
  return batchRows(random, 20).map(({ waste, day, qty, index }) => ({
    batchCode: receiptCode(day, index), receiveTime: at(random, day), wasteName: waste.name, hwCategory: waste.category, hwCode: waste.code,
    quantity: qty, unit: 't', containerCode: `RQ-${pad(index + 1, 4)}`, containerType: waste.container, containerCount: random.int(2, 24),
    storageFacilityCode: 'TS001', storageFacilityType: '1', transporter: random.pick(DRIVERS), keeper: random.pick(KEEPERS),
    generateBatchCode: `CS${day.replace(/-/g, '')}${pad(index + 1, 3)}`, attachments: null,
    ...recorded(random, at(random, day, 16, 18)),
  }));
}

export function wasteWarehouseSendOutRows(random: Random): FieldValues[] {
  return batchRows(random, 14).map(({ waste, day, qty, index }) => {
    const out = addDays(day, random.int(20, 80));
    const [receiverUnit, receiverLicenseNo] = RECEIVERS[index % RECEIVERS.length];
    return {
      batchCode: `CK${out.replace(/-/g, '')}${pad(index + 1, 3)}`, sendOutTime: at(random, out), wasteName: waste.name, hwCategory: waste.category,
      hwCode: waste.code, quantity: qty, unit: 't', containerCode: `RQ-${pad(index + 1, 4)}`, containerType: waste.container, containerCount: random.int(2, 24),
      storageFacilityCode: 'TS001', storageFacilityType: '1', handler: random.pick(KEEPERS), transporter: random.pick(DRIVERS),
      receiveBatchCode: receiptCode(day, index), disposalMethod: waste.category === 'HW08' ? '1' : '2', receiverUnit, receiverLicenseNo,
      manifestNo: `3205${out.replace(/-/g, '')}${pad(random.int(1, 9999), 4)}`, ...recorded(random, at(random, out, 16, 18)),
    };
  });
}

export function sludgeProduceRows(random: Random): FieldValues[] {
  return Array.from({ length: 15 }, (_, i) => {
    const day = addDays('2025-08-01', i * 3);
    const wet = between(random, 3.2, 8.6, 3);
    const moisture = between(random, 58, 78, 2);
    const hazardous = i % 5 === 4;
    return {
      produceDate: day, sourceFacility: hazardous ? '含铜废水预处理压滤机' : '综合污水站板框压滤机', wetQty: wet, moisture, dryQty: round((wet * (100 - moisture)) / 100, 3),
      hazardous, hwCode: hazardous ? '397-051-22' : null, storageLocation: hazardous ? '危废暂存间TS001' : '污泥暂存棚', attachments: null,
      ...recorded(random, at(random, day, 17, 19)),
    };
  });
}

export function sludgeDisposeRows(random: Random): FieldValues[] {
  return Array.from({ length: 10 }, (_, i) => {
    const day = addDays('2025-08-05', i * 5);
    const toPlant = i % 3 !== 2;
    return {
      disposeDate: day, quantity: between(random, 12, 26, 3), method: toPlant ? '1' : '3', receiver: toPlant ? '苏州市热电联产污泥焚烧厂' : '吴江恒达新型建材有限公司',
      receiverLicense: toPlant ? 'SZ-GF-2023-017' : null, vehicleNo: `苏E${random.pick(['A', 'B', 'D', 'F'])}${pad(random.int(1000, 9999), 4)}`,
      manifestNo: `GF${day.replace(/-/g, '')}${pad(i + 1, 3)}`, receiptFiles: null, ...recorded(random, at(random, day, 15, 18)),
    };
  });
}
