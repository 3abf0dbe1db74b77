/**
 * A point's data-quality thresholds, stored for the risk module (rules of shared notes domain.md §5.2).
 * Defaults apply to whatever is not saved; they are guesses to tune, flagged as such in docs/monitoring.md.
 */
import type { JsonSchema } from '../http/validate';
import type { MonthDayPeriod } from '../../../schemas/contracts/monthDay';

export interface FactorRiskSetting {
  factorCode: string;
  /** Identical consecutive real-time readings counted as a constant value (恒值). */
  constantCount: number;
  /** Percent of the alarm limit from which a value counts as near the limit (贴限). */
  nearLimitPercent: number;
  /** Hours near the limit before it is reported. */
  nearLimitHours: number;
  /** Jump between consecutive hourly values, percent of the earlier one (突变). */
  suddenChangePercent: number;
  /** Consecutive zero or negative readings while the plant runs. */
  zeroNegativeCount: number;
}

export interface RiskSettings {
  /** Minutes without data after which the point is reported offline (default: 3 real-time intervals). */
  offlineMinutes: number | null;
  /** Lowest acceptable 有效传输率, percent. */
  transferRatePercent: number;
  factors: FactorRiskSetting[];
  /**
   * Seasonal shutdown periods (停运期): recurring month-day ranges in which the point is known not to run
   * (seasonal production, heating season); the detector raises no risk for the point inside one.
   */
  shutdownPeriods: MonthDayPeriod[];
}

export const FACTOR_RISK_DEFAULTS: Omit<FactorRiskSetting, 'factorCode'> = {
  constantCount: 30,
  nearLimitPercent: 90,
  nearLimitHours: 24,
  suddenChangePercent: 100,
  zeroNegativeCount: 3,
};

export const RISK_DEFAULTS: Omit<RiskSettings, 'factors' | 'shutdownPeriods'> = { offlineMinutes: null, transferRatePercent: 90 };

/** At most one shutdown period per month of the year. */
export const MAX_SHUTDOWN_PERIODS = 12;

/** `MM-DD` in shape; whether the day exists in that month (02-30) is checked by the route. */
const monthDay = { type: 'string', pattern: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' } as const;

const shutdownPeriod = {
  type: 'object',
  additionalProperties: false,
  required: ['start', 'end'],
  properties: {
    start: monthDay,
    end: monthDay,
    note: { type: ['string', 'null'], maxLength: 100 },
  },
} as const;

const factorSetting = {
  type: 'object',
  additionalProperties: false,
  required: ['factorCode'],
  properties: {
    factorCode: { type: 'string', minLength: 1, maxLength: 20 },
    constantCount: { type: 'integer', minimum: 2, maximum: 10_000 },
    nearLimitPercent: { type: 'number', minimum: 50, maximum: 100 },
    nearLimitHours: { type: 'integer', minimum: 1, maximum: 720 },
    suddenChangePercent: { type: 'number', minimum: 1, maximum: 100_000 },
    zeroNegativeCount: { type: 'integer', minimum: 1, maximum: 1_000 },
  },
} as const;

export const riskSettingBody: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['pointId'],
  properties: {
    pointId: { type: 'integer', minimum: 1 },
    offlineMinutes: { type: ['integer', 'null'], minimum: 1, maximum: 10_080 },
    transferRatePercent: { type: 'number', minimum: 0, maximum: 100 },
    factors: { type: 'array', maxItems: 50, items: factorSetting },
    shutdownPeriods: { type: 'array', maxItems: MAX_SHUTDOWN_PERIODS, items: shutdownPeriod },
  },
};

export const riskSettingRecord: JsonSchema = {
  type: 'object',
  properties: {
    pointId: { type: 'integer' },
    offlineMinutes: { type: ['integer', 'null'] },
    transferRatePercent: { type: 'number' },
    factors: { type: 'array', items: factorSetting },
    shutdownPeriods: { type: 'array', items: shutdownPeriod },
    updatedAt: { type: ['string', 'null'] },
  },
};

type Stored = Partial<Omit<RiskSettings, 'factors'>> & { factors?: Partial<FactorRiskSetting>[] };

/**
 * What the screen shows: saved values over the defaults, with one entry per monitored factor (saved
 * entries for factors no longer monitored are kept, so nothing silently disappears).
 */
export function effectiveSettings(stored: Stored | null, monitoredFactors: readonly string[]): RiskSettings {
  const saved = new Map((stored?.factors ?? []).filter((f) => f.factorCode).map((f) => [f.factorCode!, f]));
  const codes = [...monitoredFactors, ...[...saved.keys()].filter((c) => !monitoredFactors.includes(c))];
  return {
    offlineMinutes: stored?.offlineMinutes ?? RISK_DEFAULTS.offlineMinutes,
    transferRatePercent: stored?.transferRatePercent ?? RISK_DEFAULTS.transferRatePercent,
    factors: codes.map((factorCode) => ({ ...FACTOR_RISK_DEFAULTS, ...saved.get(factorCode), factorCode })),
    // Settings saved before periods existed have none.
    shutdownPeriods: stored?.shutdownPeriods ?? [],
  };
}
