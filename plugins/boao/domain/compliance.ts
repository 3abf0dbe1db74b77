/**
 * Compliance with the discharge limits. GB 18918-2002 (4.1.4) judges a plant on daily means (24-hour
 * composite samples), so a day is the unit: a factor complies on a day when its daily mean is within its
 * limit, and the day complies when every factor with a value does. A month's rate is the share of its
 * evaluated days that complied, overall and per factor. Days without any value are not evaluated (they
 * count neither for nor against the plant), so a data gap is visible as fewer days, not a lower rate.
 */
import { FACTOR, round, upperLimit, type DischargeLimit } from './factors';

export interface FactorVerdict {
  factorCode: string;
  value: number;
  /** The limit that applied that day (NH3-N depends on the water temperature). */
  limitMax: number | null;
  limitMin: number | null;
  compliant: boolean;
}

export interface DayCompliance {
  day: string;
  verdicts: FactorVerdict[];
  /** null: no factor had a value that day. */
  compliant: boolean | null;
  exceeded: string[];
}

/** The daily means of one day, by factor code (water temperature included when measured). */
export type DailyValues = Readonly<Record<string, number | null | undefined>>;

export function dayCompliance(day: string, values: DailyValues, limits: readonly DischargeLimit[]): DayCompliance {
  const temperature = values[FACTOR.temperature];
  const verdicts: FactorVerdict[] = [];
  for (const limit of limits) {
    const value = values[limit.factorCode];
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    const max = upperLimit(limit, temperature);
    const compliant = (max === undefined || value <= max) && (limit.min === undefined || value >= limit.min);
    verdicts.push({ factorCode: limit.factorCode, value, limitMax: max ?? null, limitMin: limit.min ?? null, compliant });
  }
  const exceeded = verdicts.filter((v) => !v.compliant).map((v) => v.factorCode);
  return { day, verdicts, compliant: verdicts.length === 0 ? null : exceeded.length === 0, exceeded };
}

export interface RateCount {
  /** Evaluated days. */
  days: number;
  compliantDays: number;
  /** Percent with two decimals; null without evaluated days. */
  rate: number | null;
}

export interface PeriodCompliance extends RateCount {
  period: string;
  factors: (RateCount & { factorCode: string })[];
  /** Factors that exceeded on at least one day, in limit order. */
  exceeded: string[];
}

const rateOf = (days: number, compliantDays: number): number | null => (days === 0 ? null : round((compliantDays / days) * 100, 2));

/** Sums day verdicts into one period (a month, or the whole range). */
export function periodCompliance(period: string, days: readonly DayCompliance[], limits: readonly DischargeLimit[]): PeriodCompliance {
  const evaluated = days.filter((d) => d.compliant !== null);
  const compliantDays = evaluated.filter((d) => d.compliant).length;
  const factors = limits.map((limit) => {
    const verdicts = days.flatMap((d) => d.verdicts.filter((v) => v.factorCode === limit.factorCode));
    const ok = verdicts.filter((v) => v.compliant).length;
    return { factorCode: limit.factorCode, days: verdicts.length, compliantDays: ok, rate: rateOf(verdicts.length, ok) };
  });
  return {
    period,
    days: evaluated.length,
    compliantDays,
    rate: rateOf(evaluated.length, compliantDays),
    factors,
    exceeded: factors.filter((f) => f.compliantDays < f.days).map((f) => f.factorCode),
  };
}
