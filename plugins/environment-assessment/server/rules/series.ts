/**
 * The data-quality and compliance rules on hourly monitoring data (README.md "Rules"): pure functions
 * from one point's hourly values to findings and measures. One pass per series; no database access.
 */
import type { RuleKey, RuleParams } from '../../contract';

export const HOUR_MS = 3_600_000;

/** A China wall-clock time ('YYYY-MM-DD HH:mm:ss', as periods and findings carry them) as epoch ms. */
export const chinaToMs = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);

/** A factor of a point with its limits (emission limits) and the instrument's measuring range. */
export interface SeriesFactor {
  factorCode: string;
  factorName: string | null;
  alarmMin: number | null;
  alarmMax: number | null;
  rangeMin: number | null;
  rangeMax: number | null;
}

export interface PointInput {
  id: number;
  name: string;
  code: string;
  type: string;
  /** Epoch ms of the first hour the point is expected to report and of the end (exclusive). */
  from: number;
  to: number;
  factors: SeriesFactor[];
  /** Rows of this point inside [from, to), any order. */
  rows: { factorCode: string; time: number; value: number | null; cou: number | null; flag: string | null }[];
}

/** One piece of evidence. Times are epoch ms; end is exclusive (the hour after the last one). */
export interface SeriesFinding {
  rule: RuleKey;
  pointId: number;
  pointName: string;
  pointCode: string;
  factorCode: string | null;
  factorName: string | null;
  begin: number;
  end: number;
  hours: number;
  /** The value the rule judged (peak, rate, constant value…). */
  measure: number | null;
  threshold: number | null;
  evidence: Record<string, unknown>;
}

/** Per rule: the enterprise-level measure's parts, added over points (rates keep numerator/denominator). */
export interface SeriesTotals {
  count: Partial<Record<RuleKey, number>>;
  rate: Partial<Record<RuleKey, { num: number; den: number }>>;
}

export type SeriesParams = Partial<Record<RuleKey, RuleParams>>;

/** Only HJ 212 flag N (or none) is a normal reading; F/M/S/D/C/T/B are not assessed against limits. */
const isNormalFlag = (flag: string | null) => flag === null || flag === '' || flag === 'N';
const GAS_TYPES = new Set(['gas', 'vocs']);
/** Evidence keeps at most this many values per finding: enough to explain it, bounded in size. */
const MAX_EVIDENCE_VALUES = 48;
const MAX_GAPS = 50;

interface Series {
  factor: SeriesFactor;
  value: Float64Array; // NaN = absent
  cou: Float64Array;
  flag: (string | null)[];
}

const num = (p: RuleParams | undefined, key: string, fallback: number) => {
  const v = p?.[key];
  return typeof v === 'number' ? v : fallback;
};

/** Consecutive index runs where `hit(i)` holds, as [start, endExclusive]. */
function runs(length: number, hit: (i: number) => boolean): [number, number][] {
  const out: [number, number][] = [];
  let start = -1;
  for (let i = 0; i <= length; i++) {
    const on = i < length && hit(i);
    if (on && start < 0) start = i;
    else if (!on && start >= 0) {
      out.push([start, i]);
      start = -1;
    }
  }
  return out;
}

export class SeriesAnalyzer {
  readonly findings: SeriesFinding[] = [];
  readonly totals: SeriesTotals = { count: {}, rate: {} };

  constructor(
    private readonly rules: ReadonlySet<RuleKey>,
    private readonly params: SeriesParams,
    private readonly formatTime: (ms: number) => string,
  ) {}

  private addCount(rule: RuleKey, n: number) {
    this.totals.count[rule] = (this.totals.count[rule] ?? 0) + n;
  }

  private addRate(rule: RuleKey, num: number, den: number) {
    const r = (this.totals.rate[rule] ??= { num: 0, den: 0 });
    r.num += num;
    r.den += den;
  }

  private values(s: Series, from: number, start: number, end: number, pick: Float64Array = s.value) {
    const out: [string, number | null][] = [];
    for (let i = start; i < end && out.length < MAX_EVIDENCE_VALUES; i++) out.push([this.formatTime(from + i * HOUR_MS), Number.isNaN(pick[i]) ? null : pick[i]]);
    return out;
  }

  analyzePoint(p: PointInput): void {
    const hours = Math.max(0, Math.round((p.to - p.from) / HOUR_MS));
    if (hours === 0) return;
    const reported = new Uint8Array(hours);
    const series = new Map<string, Series>();
    for (const f of p.factors) {
      series.set(f.factorCode, { factor: f, value: new Float64Array(hours).fill(NaN), cou: new Float64Array(hours).fill(NaN), flag: new Array(hours).fill(null) });
    }
    for (const r of p.rows) {
      const i = Math.floor((r.time - p.from) / HOUR_MS);
      if (i < 0 || i >= hours) continue;
      reported[i] = 1;
      const s = series.get(r.factorCode);
      if (!s) continue; // a factor the point does not list: not assessed
      if (r.value !== null) s.value[i] = r.value;
      if (r.cou !== null) s.cou[i] = r.cou;
      s.flag[i] = r.flag;
    }
    const base = { pointId: p.id, pointName: p.name, pointCode: p.code };
    if (this.rules.has('dataTransfer')) this.transfer(p, base, reported, hours);
    for (const s of series.values()) {
      const f = { ...base, factorCode: s.factor.factorCode, factorName: s.factor.factorName };
      const valid = (i: number) => !Number.isNaN(s.value[i]) && isNormalFlag(s.flag[i]);
      const outside = (i: number) => valid(i) && ((s.factor.alarmMax !== null && s.value[i] > s.factor.alarmMax) || (s.factor.alarmMin !== null && s.value[i] < s.factor.alarmMin));
      if (this.rules.has('concentration')) this.concentration(p, s, f, hours, outside);
      if (this.rules.has('compliance')) this.compliance(s, f, hours, valid, outside);
      if (this.rules.has('missing')) this.missing(p, s, f, hours, reported);
      if (this.rules.has('continuousConstant')) this.constant(p, s, f, hours, valid);
      if (this.rules.has('low')) this.low(p, s, f, hours);
      if (this.rules.has('high')) this.high(p, s, f, hours);
      if (this.rules.has('mutation')) this.spikes('mutation', p, s, f, hours, s.value, valid);
      if (this.rules.has('emissionsMutation') && s.cou.some((v) => !Number.isNaN(v))) {
        this.spikes('emissionsMutation', p, s, f, hours, s.cou, (i) => !Number.isNaN(s.cou[i]) && isNormalFlag(s.flag[i]));
      }
    }
  }

  /** Transfer rate = hours with a packet / expected hours (README: dataTransfer). */
  private transfer(p: PointInput, base: { pointId: number; pointName: string; pointCode: string }, reported: Uint8Array, hours: number) {
    const received = reported.reduce((n, r) => n + r, 0);
    this.addRate('dataTransfer', received, hours);
    const rate = (received * 100) / hours;
    const threshold = num(this.params.dataTransfer, 'thresholdPercent', 90);
    if (rate >= threshold) return;
    const gaps = runs(hours, (i) => reported[i] === 0);
    this.findings.push({
      rule: 'dataTransfer',
      ...base,
      factorCode: null,
      factorName: null,
      begin: p.from,
      end: p.to,
      hours: hours - received,
      measure: rate,
      threshold,
      evidence: {
        expectedHours: hours,
        receivedHours: received,
        gaps: gaps.slice(0, MAX_GAPS).map(([a, b]) => ({ begin: this.formatTime(p.from + a * HOUR_MS), end: this.formatTime(p.from + b * HOUR_MS), hours: b - a })),
        gapCount: gaps.length,
      },
    });
  }

  private pushRuns(rule: RuleKey, p: PointInput, s: Series, f: Omit<SeriesFinding, 'rule' | 'begin' | 'end' | 'hours' | 'measure' | 'threshold' | 'evidence'>, found: [number, number][], measureOf: (a: number, b: number) => number | null, threshold: number | null, extra: Record<string, unknown> = {}) {
    for (const [a, b] of found) {
      this.findings.push({
        rule,
        ...f,
        begin: p.from + a * HOUR_MS,
        end: p.from + b * HOUR_MS,
        hours: b - a,
        measure: measureOf(a, b),
        threshold,
        evidence: { ...extra, values: this.values(s, p.from, a, b) },
      });
    }
  }

  private peak(s: Series, a: number, b: number, pickMax: boolean) {
    let best = pickMax ? -Infinity : Infinity;
    for (let i = a; i < b; i++) if (!Number.isNaN(s.value[i])) best = pickMax ? Math.max(best, s.value[i]) : Math.min(best, s.value[i]);
    return Number.isFinite(best) ? best : null;
  }

  private concentration(p: PointInput, s: Series, f: FactorBase, hours: number, outside: (i: number) => boolean) {
    const found = runs(hours, outside);
    this.addCount('concentration', found.reduce((n, [a, b]) => n + b - a, 0));
    const { alarmMin, alarmMax } = s.factor;
    this.pushRuns('concentration', p, s, f, found, (a, b) => {
      const high = this.peak(s, a, b, true);
      return alarmMax !== null && high !== null && high > alarmMax ? high : this.peak(s, a, b, false);
    }, alarmMax ?? alarmMin, { alarmMin, alarmMax });
  }

  /** Compliance rate = valid hours within the limits / valid hours (series with a limit only). */
  private compliance(s: Series, f: FactorBase, hours: number, valid: (i: number) => boolean, outside: (i: number) => boolean) {
    if (s.factor.alarmMax === null && s.factor.alarmMin === null) return;
    let validHours = 0;
    let exceeding = 0;
    for (let i = 0; i < hours; i++) {
      if (!valid(i)) continue;
      validHours++;
      if (outside(i)) exceeding++;
    }
    if (validHours === 0) return;
    this.addRate('compliance', validHours - exceeding, validHours);
    const rate = ((validHours - exceeding) * 100) / validHours;
    const target = num(this.params.compliance, 'targetPercent', 100);
    if (rate >= target) return;
    this.findings.push({
      rule: 'compliance',
      ...f,
      begin: NaN,
      end: NaN,
      hours: exceeding,
      measure: rate,
      threshold: target,
      evidence: { validHours, compliantHours: validHours - exceeding, exceedingHours: exceeding, alarmMin: s.factor.alarmMin, alarmMax: s.factor.alarmMax },
    });
  }

  /** Missing = the point reported that hour but this factor had no value (whole silent hours are dataTransfer). */
  private missing(p: PointInput, s: Series, f: FactorBase, hours: number, reported: Uint8Array) {
    const minHours = num(this.params.missing, 'minHours', 1);
    const found = runs(hours, (i) => reported[i] === 1 && Number.isNaN(s.value[i])).filter(([a, b]) => b - a >= minHours);
    this.addCount('missing', found.reduce((n, [a, b]) => n + b - a, 0));
    this.pushRuns('missing', p, s, f, found, (a, b) => b - a, minHours);
  }

  /** Continuous constant value: ≥ N consecutive valid hours within `tolerance` of the run's first value. */
  private constant(p: PointInput, s: Series, f: FactorBase, hours: number, valid: (i: number) => boolean) {
    const prm = this.params.continuousConstant;
    const minHours = GAS_TYPES.has(p.type) ? num(prm, 'gasHours', 4) : num(prm, 'waterHours', 6);
    const tolerance = num(prm, 'tolerance', 0);
    const found: [number, number][] = [];
    let i = 0;
    while (i < hours) {
      if (!valid(i)) {
        i++;
        continue;
      }
      let j = i + 1;
      while (j < hours && valid(j) && Math.abs(s.value[j] - s.value[i]) <= tolerance) j++;
      if (j - i >= minHours) found.push([i, j]);
      i = j;
    }
    this.addCount('continuousConstant', found.length);
    this.pushRuns('continuousConstant', p, s, f, found, (a) => s.value[a], minHours);
  }

  /** Below the lower end of the instrument's range (or the rule's default lower limit when none is set). */
  private low(p: PointInput, s: Series, f: FactorBase, hours: number) {
    const lower = s.factor.rangeMin ?? num(this.params.low, 'defaultLower', 0);
    const found = runs(hours, (i) => !Number.isNaN(s.value[i]) && s.value[i] < lower);
    this.addCount('low', found.reduce((n, [a, b]) => n + b - a, 0));
    this.pushRuns('low', p, s, f, found, (a, b) => this.peak(s, a, b, false), lower, { rangeMin: s.factor.rangeMin });
  }

  /** Above the upper end of the instrument's range, or flagged T (HJ 212: above the measuring upper limit). */
  private high(p: PointInput, s: Series, f: FactorBase, hours: number) {
    const upper = s.factor.rangeMax;
    const found = runs(hours, (i) => (upper !== null && !Number.isNaN(s.value[i]) && s.value[i] > upper) || s.flag[i] === 'T');
    this.addCount('high', found.reduce((n, [a, b]) => n + b - a, 0));
    this.pushRuns('high', p, s, f, found, (a, b) => this.peak(s, a, b, true), upper, { rangeMax: upper });
  }

  /**
   * A spike: |x(t) − x(t−1)| > k·base with base = max(|x(t−1)|, floor), not confirmed by the next hour
   * (|x(t+1) − x(t−1)| ≤ k·base). A lasting step is a change of level, not a spike.
   */
  private spikes(rule: 'mutation' | 'emissionsMutation', p: PointInput, s: Series, f: FactorBase, hours: number, x: Float64Array, valid: (i: number) => boolean) {
    const k = num(this.params[rule], 'changePercent', 100) / 100;
    const floorPct = rule === 'mutation' ? num(this.params.mutation, 'floorPercentOfLimit', 10) : 0;
    const floor = rule === 'mutation' && s.factor.alarmMax !== null ? (Math.abs(s.factor.alarmMax) * floorPct) / 100 : 1e-9;
    let count = 0;
    for (let t = 1; t + 1 < hours; t++) {
      if (!valid(t) || !valid(t - 1) || !valid(t + 1)) continue;
      const limit = k * Math.max(Math.abs(x[t - 1]), floor);
      if (Math.abs(x[t] - x[t - 1]) > limit && Math.abs(x[t + 1] - x[t - 1]) <= limit) {
        count++;
        this.findings.push({
          rule,
          ...f,
          begin: p.from + t * HOUR_MS,
          end: p.from + (t + 1) * HOUR_MS,
          hours: 1,
          measure: x[t],
          threshold: x[t - 1] + Math.sign(x[t] - x[t - 1]) * limit,
          evidence: {
            previous: x[t - 1],
            value: x[t],
            next: x[t + 1],
            changePercent: Math.abs(x[t - 1]) > 0 ? (Math.abs(x[t] - x[t - 1]) / Math.abs(x[t - 1])) * 100 : null,
            values: this.values(s, p.from, t - 1, t + 2, x),
          },
        });
      }
    }
    this.addCount(rule, count);
  }
}

type FactorBase = { pointId: number; pointName: string; pointCode: string; factorCode: string; factorName: string | null };
