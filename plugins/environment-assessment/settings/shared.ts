import type { Deduction, Level, RuleKey, RuleParams, SelectOption } from '../contract';

export const NS = 'environment-assessment';
export type Kind = 'score' | 'select';
export const indicatorPath = (kind: Kind) => (kind === 'score' ? 'indicator/custom' : 'indicator/select');

export interface PageOf<T> {
  records: T[];
  total: number;
}

export interface IndicatorRecord {
  id: number;
  template: boolean;
  kind: Kind;
  name: string;
  category: string;
  fullScore: number;
  ruleKey: RuleKey | null;
  params: RuleParams;
  deduction: Deduction | null;
  options: SelectOption[] | null;
  description: string | null;
  updatedAt: string;
}

export interface SystemItemRecord {
  id: number;
  kind: Kind;
  name: string;
  category: string;
  fullScore: number;
  ruleKey: RuleKey | null;
  params: RuleParams;
  deduction: Deduction | null;
  options: SelectOption[] | null;
  weight: number;
}

export interface SystemRecord {
  id: number;
  template: boolean;
  name: string;
  periodType: 'month' | 'quarter' | 'year';
  levels: Level[];
  enabled: boolean;
  remark: string | null;
  itemCount: number;
  updatedAt: string;
  items?: SystemItemRecord[];
}

/** Categories offered in the indicator form (free text is allowed too). */
export const CATEGORY_SUGGESTIONS = ['排放达标', '数据质量', '环境管理', '风险防控'];
