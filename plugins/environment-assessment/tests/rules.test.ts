// The pure parts of the assessment: each series rule on small hand-made series, deductions, levels and
// periods, and the PDF writer checked with poppler (pdfinfo / pdftoppm).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deductionFor, levelOf, parsePeriod, periodContaining, previousPeriod, type RuleKey } from '../contract';
import { jpegSize, writeImagePdf } from '../report/pdfWriter';
import { HOUR_MS, SeriesAnalyzer, type PointInput } from '../server/rules/series';

const T0 = Date.parse('2024-06-01T00:00:00+08:00');
const fmt = (ms: number) => new Date(ms + 8 * HOUR_MS).toISOString().slice(0, 19).replace('T', ' ');

function point(values: (number | null)[], opts: Partial<PointInput> & { alarmMax?: number; rangeMax?: number; flags?: Record<number, string>; cou?: (number | null)[] } = {}): PointInput {
  const rows = values.flatMap((v, h) => {
    if (v === undefined) return [];
    const out: PointInput['rows'] = [{ factorCode: 'other', time: T0 + h * HOUR_MS, value: 1, cou: null, flag: 'N' }];
    if (v !== null) out.push({ factorCode: 'f', time: T0 + h * HOUR_MS, value: v, cou: opts.cou?.[h] ?? null, flag: opts.flags?.[h] ?? 'N' });
    return out;
  });
  return {
    id: 1, name: 'P', code: 'DW1', type: opts.type ?? 'wastewater', from: T0, to: T0 + values.length * HOUR_MS,
    factors: [{ factorCode: 'f', factorName: 'F', alarmMin: null, alarmMax: opts.alarmMax ?? null, rangeMin: null, rangeMax: opts.rangeMax ?? null }],
    rows: opts.rows ?? rows,
  };
}

function analyze(rule: RuleKey, p: PointInput, params = {}) {
  const a = new SeriesAnalyzer(new Set([rule]), { [rule]: params }, fmt);
  a.analyzePoint(p);
  return a;
}

describe('series rules', () => {
  const flat = (n: number, f: (h: number) => number) => Array.from({ length: n }, (_, h) => f(h));

  it('concentration: runs of hours above the limit, with the peak', () => {
    const a = analyze('concentration', point([10, 60, 70, 10, 55, 10], { alarmMax: 50 }));
    expect(a.findings.map((f) => [fmt(f.begin), f.hours, f.measure])).toEqual([['2024-06-01 01:00:00', 2, 70], ['2024-06-01 04:00:00', 1, 55]]);
    expect(a.totals.count.concentration).toBe(3);
  });

  it('compliance: valid hours within limits; a flagged hour is not judged', () => {
    const a = analyze('compliance', point([10, 60, 10, 99], { alarmMax: 50, flags: { 3: 'M' } }), { targetPercent: 100 });
    expect(a.totals.rate.compliance).toEqual({ num: 2, den: 3 });
    expect(a.findings[0].evidence).toMatchObject({ validHours: 3, compliantHours: 2 });
  });

  it('dataTransfer: hours with a packet / expected hours; findings below the threshold name the gaps', () => {
    const values = flat(10, () => 1);
    const p = point(values);
    p.rows = p.rows.filter((r) => ![3, 4, 7].includes((r.time - T0) / HOUR_MS));
    const a = analyze('dataTransfer', p, { thresholdPercent: 90 });
    expect(a.totals.rate.dataTransfer).toEqual({ num: 7, den: 10 });
    expect(a.findings[0].measure).toBe(70);
    expect(a.findings[0].evidence.gaps).toEqual([
      { begin: '2024-06-01 03:00:00', end: '2024-06-01 05:00:00', hours: 2 },
      { begin: '2024-06-01 07:00:00', end: '2024-06-01 08:00:00', hours: 1 },
    ]);
    expect(analyze('dataTransfer', point(values), { thresholdPercent: 90 }).findings).toEqual([]);
  });

  it('missing: the factor absent in hours the point reported; silent hours are not counted twice', () => {
    const p = point([1, null, null, 2, 3]);
    p.rows = p.rows.filter((r) => r.time !== T0 + 4 * HOUR_MS); // hour 4 silent
    const a = analyze('missing', p);
    expect(a.findings.map((f) => [fmt(f.begin), f.hours])).toEqual([['2024-06-01 01:00:00', 2]]);
    expect(a.totals.count.missing).toBe(2);
  });

  it('continuousConstant: water needs 6 identical hours, gas 4; tolerance widens "identical"', () => {
    const five = [1, 2, 2, 2, 2, 2, 3];
    expect(analyze('continuousConstant', point(five)).findings).toEqual([]);
    expect(analyze('continuousConstant', point(five, { type: 'gas' })).findings.map((f) => f.hours)).toEqual([5]);
    const wobble = [1, 2, 2.01, 2, 1.99, 2, 2, 9];
    expect(analyze('continuousConstant', point(wobble), { waterHours: 6, gasHours: 4, tolerance: 0.02 }).findings.map((f) => [f.hours, f.measure])).toEqual([[6, 2]]);
  });

  it('low / high: outside the instrument range, or flagged T', () => {
    expect(analyze('low', point([1, -0.5, 2])).findings.map((f) => f.measure)).toEqual([-0.5]);
    expect(analyze('high', point([1, 600, 2], { rangeMax: 500 })).findings.map((f) => f.measure)).toEqual([600]);
    expect(analyze('high', point([1, 2, 3], { flags: { 1: 'T' } })).totals.count.high).toBe(1);
  });

  it('mutation: a jump that falls back is a spike, a lasting step is not', () => {
    expect(analyze('mutation', point([20, 21, 45, 20, 21])).findings.map((f) => [fmt(f.begin), f.measure])).toEqual([['2024-06-01 02:00:00', 45]]);
    expect(analyze('mutation', point([20, 21, 45, 46, 45])).findings).toEqual([]);
    // Around zero the limit's floor keeps noise from counting: 0.1 → 0.5 with a limit of 50 (floor 5).
    expect(analyze('mutation', point([0.1, 0.1, 0.5, 0.1, 0.1], { alarmMax: 50 })).findings).toEqual([]);
  });

  it('emissionsMutation: the same test on the hourly amount (Cou)', () => {
    const a = analyze('emissionsMutation', point([1, 1, 1, 1], { cou: [100, 100, 350, 100] }));
    expect(a.findings.map((f) => f.measure)).toEqual([350]);
  });
});

describe('deductions, levels, periods', () => {
  it('deducts per unit, by step or in proportion, never beyond the full score; no measure, no deduction', () => {
    expect(deductionFor({ mode: 'perUnit', perUnit: 5 }, 3, 100)).toBe(15);
    expect(deductionFor({ mode: 'perUnit', perUnit: 5 }, 30, 100)).toBe(100);
    const steps = { mode: 'steps' as const, steps: [{ min: null, max: 75, deduct: 100 }, { min: 75, max: 90, deduct: 50 }] };
    expect([deductionFor(steps, 74.9, 100), deductionFor(steps, 75, 100), deductionFor(steps, 90, 100)]).toEqual([100, 50, 0]);
    expect(deductionFor({ mode: 'proportional' }, 87.5, 80)).toBe(10);
    expect(deductionFor({ mode: 'perUnit', perUnit: 5 }, null, 100)).toBe(0);
  });

  it('levels by the highest minimum reached', () => {
    const levels = [{ name: '优', minScore: 90, color: '' }, { name: '差', minScore: 0, color: '' }, { name: '良', minScore: 80, color: '' }];
    expect([levelOf(levels, 95)?.name, levelOf(levels, 80)?.name, levelOf(levels, 79.99)?.name]).toEqual(['优', '良', '差']);
  });

  it('periods: month, quarter, year keys and their neighbours', () => {
    expect(parsePeriod('2024-12')).toEqual({ key: '2024-12', type: 'month', begin: '2024-12-01 00:00:00', end: '2025-01-01 00:00:00' });
    expect(parsePeriod('2024-Q4')?.end).toBe('2025-01-01 00:00:00');
    expect(parsePeriod('2024')?.begin).toBe('2024-01-01 00:00:00');
    expect([parsePeriod('2024-13'), parsePeriod('2024-Q5'), parsePeriod('24')]).toEqual([undefined, undefined, undefined]);
    expect(previousPeriod(parsePeriod('2024-01')!).key).toBe('2023-12');
    expect(previousPeriod(parsePeriod('2024-Q1')!).key).toBe('2023-Q4');
    expect(periodContaining('quarter', '2024-08-15').key).toBe('2024-Q3');
  });
});

// A 16 × 8 grey baseline JPEG.
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAAIABABAREA/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/9oACAEBAAA/AJ//2Q==',
  'base64',
);

describe('PDF writer', () => {
  it('reads the JPEG size and writes A4 pages poppler opens and renders', () => {
    expect(jpegSize(JPEG)).toEqual({ width: 16, height: 8 });
    const dir = mkdtempSync(join(tmpdir(), 'ea-pdf-'));
    try {
      const file = join(dir, 'r.pdf');
      writeFileSync(file, writeImagePdf([JPEG, JPEG], '环境行为评估报告'));
      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
      expect(info).toMatch(/Pages:\s+2/);
      expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
      expect(info).toContain('环境行为评估报告');
      execFileSync('pdftoppm', ['-f', '2', '-l', '2', '-r', '10', '-gray', file, join(dir, 'p')]);
      const pgm = readFileSync(join(dir, 'p-2.pgm'));
      expect(pgm.subarray(0, 2).toString()).toBe('P5');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(() => writeImagePdf([], 'x')).toThrow();
    expect(() => jpegSize(Buffer.from('not a jpeg'))).toThrow();
  });
});
