// The technology report and the monthly emission report: numbers from crafted daily means checked by
// hand, the demo plant's month, and the xlsx exports (confirmed in the browser, guarded here).
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTOR } from '../domain/factors';
import { addDays, chinaDay } from '../domain/time';
import { historyMonths, lastClosedDay } from './demoCalendar';
import { craftPlant, plantApp, type Json, type PlantApp } from './helpers';

const { flow, cod, nh3n, tn, tp, ss, ph } = FACTOR;
let p: PlantApp;
let crafted: number;

beforeAll(async () => {
  p = await plantApp();
  // 1,000 m³ a day is 1000 / 86.4 L/s.
  const q = (m3: number) => m3 / 86.4;
  crafted = await craftPlant(p.t, p.jiangsu, [
    {
      role: 'inlet',
      factors: [flow, cod, nh3n, tn, tp, ss, ph],
      days: {
        '2025-12-31': { [flow]: q(2000), [cod]: 250 },
        '2026-01-10': { [flow]: q(1000), [cod]: 300, [nh3n]: 30, [tn]: 40, [tp]: 4, [ss]: 200, [ph]: 7.4 },
        '2026-01-11': { [flow]: q(3000), [cod]: 200, [nh3n]: 20, [tn]: 30, [tp]: 3, [ss]: 100, [ph]: 7.2 },
      },
    },
    {
      role: 'outlet',
      factors: [flow, cod, nh3n, tn, tp, ss, ph],
      days: {
        '2025-12-31': { [flow]: q(2000), [cod]: 25 },
        '2026-01-10': { [flow]: q(1000), [cod]: 20, [nh3n]: 1, [tn]: 10, [tp]: 0.2, [ss]: 5, [ph]: 7 },
        '2026-01-11': { [flow]: q(3000), [cod]: 40, [nh3n]: 2, [tn]: 12, [tp]: 0.6, [ss]: 6, [ph]: 8 },
      },
    },
  ]);
});
afterAll(() => p?.t.close());

/** Calls in 江苏绿源化工, where the crafted plant lives. */
const inJiangsu = () => ({ enterprise: p.jiangsu });

describe('technology report', () => {
  it('lists each day with volume, inlet and outlet quality and removal, and a monthly mean line', async () => {
    const res = await p.call('GET', '/boao/dataCenter/report/technology', { ...inJiangsu(), query: { plantId: crafted, month: '2026-01' } });
    expect(res.code).toBe(1000000);
    const [d10, d11] = res.data.rows;
    expect(res.data.rows).toHaveLength(2);
    expect(d10).toMatchObject({ day: '2026-01-10', inflowM3: 1000 });
    expect(d10.inlet[cod]).toBe(300);
    expect(d10.outlet[tp]).toBe(0.2);
    expect(d10.removal).toMatchObject({ [cod]: 93.3, [nh3n]: 96.7, [tn]: 75, [tp]: 95, [ss]: 97.5 });
    expect(d11.removal[cod]).toBe(80);
    expect(res.data.summary).toMatchObject({ day: '月均值', inflowM3: 4000 });
    expect(res.data.summary.inlet[cod]).toBe(250);
    expect(res.data.summary.outlet[ph]).toBe(7.5);
    expect(res.data.summary.removal[cod]).toBe(86.7); // (93.3 + 80) / 2, rounded
  });

  it('covers the demo plant’s days of a month', async () => {
    const day = addDays(chinaDay(Date.now()), -1);
    const res = await p.call('GET', '/boao/dataCenter/report/technology', { query: { plantId: p.plantId, month: day.slice(0, 7) } });
    expect(res.data.rows.map((r: Json) => r.day)).toContain(day);
    expect(res.data.rows.every((r: Json) => r.inflowM3 > 20_000 && r.removal[cod] > 80)).toBe(true);
  });

  it('exports what the page shows as xlsx, named after the month', async () => {
    const res = await p.call('GET', '/boao/dataCenter/report/technology/exportExcel', { ...inJiangsu(), query: { plantId: crafted, month: '2026-01' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('工艺报表_2026-01.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.raw);
    const sheet = wb.worksheets[0];
    expect(sheet.name).toBe('工艺报表');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['日期', '处理水量(m³)', '进水(mg/L) COD']);
    expect(header).toContain('去除率(%) 总磷');
    expect(sheet.rowCount).toBe(4); // header, two days, the mean line
    expect((sheet.getRow(2).values as unknown[]).slice(1, 3)).toEqual(['2026-01-10', 1000]);
    expect(sheet.getRow(4).getCell(1).value).toBe('月均值');
  });

  it('exports in English for an English caller', async () => {
    const res = await p.call('GET', '/boao/dataCenter/report/technology/exportExcel', { ...inJiangsu(), query: { plantId: crafted, month: '2026-01' }, headers: { 'accept-language': 'en-US' } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.raw);
    expect(wb.worksheets[0].getRow(1).getCell(1).value).toBe('Date');
    expect(wb.worksheets[0].getRow(4).getCell(1).value).toBe('Monthly mean');
  });

  it('lets the read-only role read the report but not export it; another enterprise gets nothing', async () => {
    const query = { plantId: p.plantId, month: '2026-01' };
    expect((await p.call('GET', '/boao/dataCenter/report/technology', { token: p.viewer, query })).code).toBe(1000000);
    expect((await p.call('GET', '/boao/dataCenter/report/technology/exportExcel', { token: p.viewer, query })).code).toBe(2010103);
    expect((await p.call('GET', '/boao/dataCenter/report/technology', { query: { plantId: crafted, month: '2026-01' } })).code).toBe(2010105);
    const bad = await p.call('GET', '/boao/dataCenter/report/technology', { query: { plantId: p.plantId, month: '2026-13' } });
    expect(bad.code).toBe(2010102);
    expect(bad.msg).toContain('month');
  });
});

describe('monthly emission report', () => {
  it('sums volumes and loads (volume × concentration) per month, flow-weights the outlet means, subtracts outlet from inlet', async () => {
    const res = await p.call('GET', '/boao/dataCenter/report/monthlyEmission', { ...inJiangsu(), query: { plantId: crafted, year: 2026 } });
    expect(res.code).toBe(1000000);
    expect(res.data.rows).toHaveLength(1);
    const jan = res.data.rows[0];
    expect(jan).toMatchObject({ month: '2026-01', days: 2, treatedM3: 4000, dischargedM3: 4000, complianceRate: 50 });
    // COD: 1000 m³ · 20 g/m³ + 3000 m³ · 40 g/m³ = 140 kg; removed (300 + 600) − 140 = 760 kg; mean 140 kg / 4000 m³.
    expect(jan.emissionKg[cod]).toBe(140);
    expect(jan.reductionKg[cod]).toBe(760);
    expect(jan.outletMean[cod]).toBe(35);
    expect(jan.emissionKg[tp]).toBe(2); // 0.2 + 1.8
    expect(jan.outletMean[tp]).toBe(0.5);
    expect(res.data.total).toMatchObject({ month: '全年', days: 2, treatedM3: 4000 });
    // December belongs to 2025's report.
    const last = await p.call('GET', '/boao/dataCenter/report/monthlyEmission', { ...inJiangsu(), query: { plantId: crafted, year: 2025 } });
    expect(last.data.rows.map((r: Json) => [r.month, r.treatedM3, r.emissionKg[cod]])).toEqual([['2025-12', 2000, 50]]);
  });

  it('exports the year as xlsx with a total line', async () => {
    const res = await p.call('GET', '/boao/dataCenter/report/monthlyEmission/exportExcel', { ...inJiangsu(), query: { plantId: crafted, year: 2026 } });
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('月度排放报表_2026.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.raw);
    const sheet = wb.worksheets[0];
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(1).value).toBe('2026-01');
    expect(sheet.getRow(3).getCell(1).value).toBe('全年');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toContain('排放量(kg) COD');
  });

  it('gives the demo plant’s months this year, and refuses the viewer’s export and a bad year', async () => {
    // The year of the last closed day: on 1 January the new year has no closed day yet.
    const year = Number(lastClosedDay().slice(0, 4));
    const res = await p.call('GET', '/boao/dataCenter/report/monthlyEmission', { query: { plantId: p.plantId, year } });
    expect(res.data.rows.map((r: Json) => r.month)).toEqual(historyMonths(year));
    expect(res.data.rows.every((r: Json) => r.emissionKg[cod] > 0 && r.reductionKg[cod] > r.emissionKg[cod])).toBe(true);
    expect((await p.call('GET', '/boao/dataCenter/report/monthlyEmission/exportExcel', { token: p.viewer, query: { plantId: p.plantId, year } })).code).toBe(2010103);
    expect((await p.call('GET', '/boao/dataCenter/report/monthlyEmission', { query: { plantId: p.plantId, year: 1999 } })).code).toBe(2010102);
  });
});
