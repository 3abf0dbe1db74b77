/**
 * What both halves of the assessment agree on: the rules computed from data with their parameters and
 * defaults, the deduction modes, periods, levels and the API paths. Pure data and pure functions.
 * The formulas and the source of every default are in README.md.
 */

export const RULE_KEYS = [
  'concentration',
  'compliance',
  'dataTransfer',
  'missing',
  'continuousConstant',
  'low',
  'high',
  'mutation',
  'emissionsMutation',
  'emergencySuppliesComplianceRate',
  'environmentalMaterial',
  'hazardousWasteTransferSheetMissing',
  'riskEventDisposalRate',
] as const;
export type RuleKey = (typeof RULE_KEYS)[number];

/** count: the measure is a number of hours or findings (more is worse); rate: a percentage (less is worse). */
export type MeasureKind = 'count' | 'rate';
export type RuleSource = 'series' | 'ledger' | 'risk';

export interface ParamDef {
  key: string;
  kind: 'number' | 'modules';
  min?: number;
  max?: number;
  default: number | string[];
}

export interface RuleDef {
  key: RuleKey;
  source: RuleSource;
  measure: MeasureKind;
  params: ParamDef[];
}

/** Ledgers HJ 944-2018 asks every permit holder to keep (README: environmentalMaterial). */
export const DEFAULT_MATERIAL_MODULES = ['facilityOperation', 'onlineDeviceMaintenance', 'material', 'drugUseRecord'];

export const RULES: Readonly<Record<RuleKey, RuleDef>> = {
  concentration: { key: 'concentration', source: 'series', measure: 'count', params: [] },
  compliance: { key: 'compliance', source: 'series', measure: 'rate', params: [{ key: 'targetPercent', kind: 'number', min: 0, max: 100, default: 100 }] },
  dataTransfer: { key: 'dataTransfer', source: 'series', measure: 'rate', params: [{ key: 'thresholdPercent', kind: 'number', min: 0, max: 100, default: 90 }] },
  missing: { key: 'missing', source: 'series', measure: 'count', params: [{ key: 'minHours', kind: 'number', min: 1, max: 744, default: 1 }] },
  continuousConstant: {
    key: 'continuousConstant',
    source: 'series',
    measure: 'count',
    params: [
      { key: 'waterHours', kind: 'number', min: 2, max: 744, default: 6 },
      { key: 'gasHours', kind: 'number', min: 2, max: 744, default: 4 },
      { key: 'tolerance', kind: 'number', min: 0, max: 1_000_000, default: 0 },
    ],
  },
  low: { key: 'low', source: 'series', measure: 'count', params: [{ key: 'defaultLower', kind: 'number', min: -1_000_000, max: 1_000_000, default: 0 }] },
  high: { key: 'high', source: 'series', measure: 'count', params: [] },
  mutation: {
    key: 'mutation',
    source: 'series',
    measure: 'count',
    params: [
      { key: 'changePercent', kind: 'number', min: 1, max: 100_000, default: 100 },
      { key: 'floorPercentOfLimit', kind: 'number', min: 0, max: 100, default: 10 },
    ],
  },
  emissionsMutation: {
    key: 'emissionsMutation',
    source: 'series',
    measure: 'count',
    params: [{ key: 'changePercent', kind: 'number', min: 1, max: 100_000, default: 100 }],
  },
  emergencySuppliesComplianceRate: {
    key: 'emergencySuppliesComplianceRate',
    source: 'ledger',
    measure: 'rate',
    params: [{ key: 'checkWithinDays', kind: 'number', min: 1, max: 3660, default: 90 }],
  },
  environmentalMaterial: {
    key: 'environmentalMaterial',
    source: 'ledger',
    measure: 'rate',
    params: [{ key: 'modules', kind: 'modules', default: DEFAULT_MATERIAL_MODULES }],
  },
  hazardousWasteTransferSheetMissing: { key: 'hazardousWasteTransferSheetMissing', source: 'ledger', measure: 'count', params: [] },
  riskEventDisposalRate: { key: 'riskEventDisposalRate', source: 'risk', measure: 'rate', params: [{ key: 'targetPercent', kind: 'number', min: 0, max: 100, default: 100 }] },
};

export type RuleParams = Record<string, number | string[]>;

/** The rule's parameters with the defaults filled in for those not given. */
export function paramsWithDefaults(rule: RuleKey, given: RuleParams | null | undefined): RuleParams {
  const out: RuleParams = {};
  for (const p of RULES[rule].params) out[p.key] = given?.[p.key] ?? p.default;
  return out;
}

/** Deduction from the measure: per unit (counts), stepwise, or proportional to a rate. */
export type Deduction =
  | { mode: 'perUnit'; perUnit: number }
  | { mode: 'steps'; steps: { min: number | null; max: number | null; deduct: number }[] }
  | { mode: 'proportional' };

/**
 * Points deducted for a measure, never more than the full score. perUnit: measure × perUnit. steps: the
 * first step with min ≤ measure < max (an open side is unbounded). proportional (rates): full × (100 − rate)/100.
 * A missing measure (no data source) deducts nothing.
 */
export function deductionFor(deduction: Deduction, measure: number | null, fullScore: number): number {
  if (measure === null) return 0;
  let points = 0;
  if (deduction.mode === 'perUnit') points = measure * deduction.perUnit;
  else if (deduction.mode === 'proportional') points = (fullScore * (100 - measure)) / 100;
  else {
    const step = deduction.steps.find((s) => (s.min === null || measure >= s.min) && (s.max === null || measure < s.max));
    points = step?.deduct ?? 0;
  }
  return round2(Math.min(fullScore, Math.max(0, points)));
}

export const round2 = (n: number): number => Math.round(n * 100) / 100;

export interface SelectOption {
  label: string;
  score: number;
}

export interface Level {
  name: string;
  /** Lowest total score of the level (inclusive). */
  minScore: number;
  color: string;
}

/** The level of a total: the highest level whose minScore the total reaches. */
export function levelOf(levels: readonly Level[], total: number): Level | undefined {
  return [...levels].sort((a, b) => b.minScore - a.minScore).find((l) => total >= l.minScore);
}

/**
 * Findings to risks (README "Findings to risks"): a data-quality finding over its rule's risk threshold
 * raises a risk in the risk module. How each rule's finding is measured against the threshold, and the
 * default threshold (sources in the README).
 */
export const RISK_FEED_RULES = {
  /** The point's transfer rate in the period, percent: a risk below the threshold. */
  dataTransfer: { compare: 'rateBelow', default: 75, min: 0, max: 100 },
  /** Length of the run in hours: a risk at or above the threshold. */
  missing: { compare: 'hoursAtLeast', default: 24, min: 1, max: 744 },
  continuousConstant: { compare: 'hoursAtLeast', default: 24, min: 1, max: 744 },
  low: { compare: 'hoursAtLeast', default: 3, min: 1, max: 744 },
  high: { compare: 'hoursAtLeast', default: 1, min: 1, max: 744 },
  /** The spike's change against the previous hour, percent: a risk at or above the threshold. */
  mutation: { compare: 'changeAtLeast', default: 500, min: 1, max: 100_000 },
  emissionsMutation: { compare: 'changeAtLeast', default: 500, min: 1, max: 100_000 },
} as const satisfies Partial<Record<RuleKey, { compare: 'rateBelow' | 'hoursAtLeast' | 'changeAtLeast'; default: number; min: number; max: number }>>;
export type RiskFeedRule = keyof typeof RISK_FEED_RULES;
export const RISK_FEED_RULE_KEYS = Object.keys(RISK_FEED_RULES) as RiskFeedRule[];

/** A system's setting: off altogether, or per rule a threshold (absent = default, null = this rule off). */
export interface RiskFeed {
  enabled?: boolean;
  thresholds?: Partial<Record<RiskFeedRule, number | null>>;
}

/** The threshold that applies to a rule under a system's setting (null: the rule raises no risks). */
export function riskThreshold(feed: RiskFeed | null | undefined, rule: RiskFeedRule): number | null {
  if (feed?.enabled === false) return null;
  const given = feed?.thresholds?.[rule];
  return given === undefined ? RISK_FEED_RULES[rule].default : given;
}

export const PERIOD_TYPES = ['month', 'quarter', 'year'] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];

/** Sum the weights of a system must reach (total scores are out of 100). */
export const WEIGHT_TOTAL = 100;

export interface Period {
  key: string;
  type: PeriodType;
  /** China wall-clock `YYYY-MM-DD 00:00:00`, begin inclusive, end exclusive. */
  begin: string;
  end: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (y: number, m: number) => `${y}-${pad(m)}-01 00:00:00`;

/** `2024-06` (month), `2024-Q2` (quarter), `2024` (year) → the period; undefined for anything else. */
export function parsePeriod(key: string): Period | undefined {
  let m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(key);
  if (m) {
    const y = Number(m[1]);
    const mo = Number(m[2]);
    return { key, type: 'month', begin: day(y, mo), end: mo === 12 ? day(y + 1, 1) : day(y, mo + 1) };
  }
  m = /^(\d{4})-Q([1-4])$/.exec(key);
  if (m) {
    const y = Number(m[1]);
    const q = Number(m[2]);
    return { key, type: 'quarter', begin: day(y, q * 3 - 2), end: q === 4 ? day(y + 1, 1) : day(y, q * 3 + 1) };
  }
  m = /^(\d{4})$/.exec(key);
  if (m) {
    const y = Number(m[1]);
    return { key, type: 'year', begin: day(y, 1), end: day(y + 1, 1) };
  }
  return undefined;
}

/** The period of a type containing a China wall-clock date (`YYYY-MM-DD…`). */
export function periodContaining(type: PeriodType, chinaDate: string): Period {
  const y = Number(chinaDate.slice(0, 4));
  const mo = Number(chinaDate.slice(5, 7));
  if (type === 'month') return parsePeriod(`${y}-${pad(mo)}`)!;
  if (type === 'quarter') return parsePeriod(`${y}-Q${Math.ceil(mo / 3)}`)!;
  return parsePeriod(String(y))!;
}

/** The period just before one (same type). */
export function previousPeriod(p: Period): Period {
  const y = Number(p.begin.slice(0, 4));
  const mo = Number(p.begin.slice(5, 7));
  if (p.type === 'year') return parsePeriod(String(y - 1))!;
  const back = p.type === 'month' ? 1 : 3;
  const prevMonth = mo - back < 1 ? mo - back + 12 : mo - back;
  return periodContaining(p.type, `${mo - back < 1 ? y - 1 : y}-${pad(prevMonth)}-01`);
}

/** Base of the client API (below /api). */
export const CLIENT_BASE = '/enterprise-side-app/environment/evaluation';
/**
 * A management group's members ranked under one of the group's systems and one period (the group
 * dashboard's ranking); `${GROUP_RANKING_PATH}/choices` lists the system/period pairs with scores.
 */
export const GROUP_RANKING_PATH = `${CLIENT_BASE}/group/ranking`;

/** One member in a group ranking (equal scores share a rank). */
export interface GroupRankingRow {
  rank: number;
  assessmentId: number;
  enterpriseId: number;
  enterpriseName: string;
  totalScore: number;
  levelName: string | null;
  levelColor: string | null;
  findingCount: number;
}

/** A system of the group and a period in which it scored members: what a ranking can compare. */
export interface GroupRankingChoice {
  systemId: number;
  systemName: string;
  periodType: PeriodType;
  periodKey: string;
  /** When the last member assessment of that system and period was written. */
  scoredAt: string;
}

/** The ranking of one system and period: the chosen one, or by default the group's most recent scored run. */
export interface GroupRanking {
  choice: GroupRankingChoice | null;
  records: GroupRankingRow[];
}

/** Base of a management group's own indicators and systems (below /api; group-wide routes, requireGroup). */
export const GROUP_SETTING_BASE = '/enterprise-side-app/group/environment/evaluation';
/** A group's scoring of its members with its own systems (below /api; group-wide routes): calculate, answer. */
export const GROUP_SCORE_BASE = `${GROUP_SETTING_BASE}/system/score`;
/** Where the settings screens run: an enterprise's own, a group's own, or the back office's templates. */
export type SettingAreaKind = 'client' | 'group' | 'admin';
/** Base of the back-office API (below /api): template management. */
export const ADMIN_BASE = '/operation-manage/environment/evaluation/template';

/** The 13 abnormality exports of spec §7, one per rule: `${CLIENT_BASE}/system/score/calculate/<name>`. */
export const EXPORT_NAMES: Readonly<Record<RuleKey, string>> = Object.fromEntries(RULE_KEYS.map((k) => [k, `${k}Export`])) as Record<RuleKey, string>;
export const exportPath = (rule: RuleKey) => `${CLIENT_BASE}/system/score/calculate/${EXPORT_NAMES[rule]}`;

export type IndicatorKind = 'score' | 'select';

/** What an item of a system and a catalogue indicator both define. */
export interface IndicatorDefinition {
  kind: IndicatorKind;
  name: string;
  category: string;
  fullScore: number;
  ruleKey: RuleKey | null;
  params: RuleParams;
  deduction: Deduction | null;
  options: SelectOption[] | null;
}

/** A catalogue indicator (own, or a template when `template`). */
export interface IndicatorRecord extends IndicatorDefinition {
  id: number;
  template: boolean;
  description: string | null;
  updatedAt: string;
}

/** An indicator as a system uses it: its copy, weight and order. */
export interface SystemItemRecord extends IndicatorDefinition {
  id: number;
  weight: number;
  sortOrder: number;
}

export interface SystemRecord {
  id: number;
  template: boolean;
  ownerEnterpriseId: number | null;
  name: string;
  periodType: PeriodType;
  levels: Level[];
  enabled: boolean;
  remark: string | null;
  copiedFrom: number | null;
  /** Findings to risks: thresholds of this system (RISK_FEED_RULES for the defaults). */
  riskFeed: RiskFeed;
  itemCount: number;
  updatedAt: string;
  items?: SystemItemRecord[];
}

/** Answer shapes the screens read. */
export interface AssessmentItem {
  itemId: number;
  kind: 'score' | 'select';
  name: string;
  category: string;
  ruleKey: RuleKey | null;
  weight: number;
  fullScore: number;
  measure: number | null;
  measureStatus: 'ok' | 'noData' | 'answered' | 'default';
  deduction: number;
  score: number;
  weightedScore: number;
  findingCount: number;
  summary: Record<string, unknown>;
}

export interface AssessmentSummary {
  id: number;
  systemId: number;
  systemName: string;
  /** Who owns the system that scored: the enterprise itself, or its management group (a group's system). */
  systemOwnerId: number;
  enterpriseId: number;
  enterpriseName: string;
  periodKey: string;
  periodType: PeriodType;
  totalScore: number;
  levelName: string | null;
  levelColor: string | null;
  findingCount: number;
  evaluatedUntil: string;
  computedAt: string;
}

/** A system that scored an enterprise (the list's system filter: its own systems and its group's). */
export interface AssessedSystem {
  id: number;
  name: string;
  periodType: PeriodType;
  ownerEnterpriseId: number;
}

export interface AssessmentDetail extends AssessmentSummary {
  items: AssessmentItem[];
  trend: { periodKey: string; totalScore: number; levelName: string | null }[];
  options: Record<number, SelectOption[]>;
  answers: Record<number, number>;
}

export interface Finding {
  id: number;
  itemId: number;
  ruleKey: RuleKey;
  pointName: string | null;
  pointCode: string | null;
  factorCode: string | null;
  factorName: string | null;
  recordId: number | null;
  beginTime: string | null;
  endTime: string | null;
  hours: number | null;
  measure: number | null;
  threshold: number | null;
  evidence: Record<string, unknown>;
}
