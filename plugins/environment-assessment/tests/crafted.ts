/**
 * Shared by the assessment API tests (not a test file): June 2024 hourly series with known defects on
 * a wastewater outlet and a gas outlet of the enterprise under test — 5 missing COD hours in two gaps
 * (3 h, 2 h), a 6-hour constant NH3-N run, one COD spike, a gas outlet whose transfer rate is 87 %.
 */
import { expect } from 'vitest';
import { PartitionManager } from '../../../server/monitoring/storage/partitions';
import { writeJobs, type WriteRow } from '../../../server/monitoring/storage/value-writer';
import type { Db } from '../../../server/plugin-api';
import { prng } from '../../../tests/support/prng';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Call = (method: 'POST', url: string, payload: unknown) => Promise<Json>;

const HOURS = 720; // June 2024
const pad = (n: number) => String(n).padStart(2, '0');
/** China wall-clock time of hour `h` of June 2024. */
export const hourOf = (h: number) => {
  const d = new Date(Date.UTC(2024, 5, 1, h));
  return `2024-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:00:00`;
};

// The defects (hour indexes in June 2024).
const COD_MISSING = [40, 41, 42, 500, 501]; // 5 hours in two gaps
export const NH3_CONSTANT = [100, 101, 102, 103, 104, 105]; // 6 hours at 1.234
export const NH3_CONSTANT_VALUE = 1.234;
export const COD_SPIKE = 300; // 45 between values around 20
export const COD_SPIKE_VALUE = 45;
const GAS_FIRST = 20; // the gas outlet starts reporting at hour 20: 700 expected hours
const GAS_GAPS: [number, number][] = [[150, 180], [400, 450], [600, 611]]; // 30 + 50 + 11 = 91 silent hours → 609 / 700 = 87 %

function row(factorCode: string, h: number, value: number, cou: number | null = null): WriteRow {
  return { factorCode, level: 2, dataTime: hourOf(h), value, min: null, max: null, cou, zs: null, flag: 'N' };
}

async function createPoint(call: Call, body: Json): Promise<number> {
  const answer = await call('POST', '/enterprise-side-app/pointManagement', { password: '123456', rtdInterval: 60, enabled: true, ...body });
  expect(answer.code).toBe(1000000);
  return answer.data.id;
}

/** The two outlets (DW901 water: COD and NH3-N limited, flow; DA901 gas: SO2 limited) through the point API. */
export async function createCraftedPoints(call: Call): Promise<{ water: number; gas: number }> {
  const water = await createPoint(call, {
    name: '评估废水排口',
    code: 'DW901',
    type: 'wastewater',
    mn: 'AA0000000000000000000901',
    factors: [
      { factorCode: 'w01018', alarmMax: 50 },
      { factorCode: 'w21003', alarmMax: 5 },
      { factorCode: 'w00000' },
    ],
  });
  const gas = await createPoint(call, { name: '评估废气排口', code: 'DA901', type: 'gas', mn: 'AA0000000000000000000902', factors: [{ factorCode: 'a21026', alarmMax: 35 }] });
  return { water, gas };
}

/** The month's series of both outlets; `fillMissing` includes the missing COD hours (a late correction). */
export function craftedRows(fillMissing = false): { water: WriteRow[]; gas: WriteRow[] } {
  const random = prng(20240601);
  const water: WriteRow[] = [];
  const gas: WriteRow[] = [];
  for (let h = 0; h < HOURS; h++) {
    const cod = h === COD_SPIKE ? COD_SPIKE_VALUE : 20 + random() * 2;
    if (fillMissing || !COD_MISSING.includes(h)) water.push(row('w01018', h, Number(cod.toFixed(3))));
    water.push(row('w21003', h, NH3_CONSTANT.includes(h) ? NH3_CONSTANT_VALUE : Number((2 + random() * 0.2).toFixed(3))));
    water.push(row('w00000', h, Number((30 + random()).toFixed(3)), Number((100 + random() * 5).toFixed(3))));
    const silent = h < GAS_FIRST || GAS_GAPS.some(([a, b]) => h >= a && h < b);
    if (!silent) gas.push(row('a21026', h, Number((15 + random()).toFixed(3))));
  }
  return { water, gas };
}

/** The stored value of a water factor at hour `h` of the crafted month. */
export function craftedWaterValue(factorCode: string, h: number): number {
  const found = craftedRows().water.find((r) => r.factorCode === factorCode && r.dataTime === hourOf(h));
  if (!found || found.value === null) throw new Error(`no crafted ${factorCode} value at hour ${h}`);
  return found.value;
}

/** Stores the month's series; `fillMissing` sends the missing COD hours too (a late correction). */
export async function loadSeries(db: Db, water: number, gas: number, fillMissing = false): Promise<void> {
  const rows = craftedRows(fillMissing);
  await writeJobs(db, new PartitionManager(db), [
    { pointId: water, rows: rows.water },
    { pointId: gas, rows: rows.gas },
  ]);
}
