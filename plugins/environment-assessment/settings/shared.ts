import type { IndicatorKind } from '../contract';

export type { IndicatorRecord, SystemItemRecord, SystemRecord } from '../contract';
export const NS = 'environment-assessment';
export type Kind = IndicatorKind;
export const indicatorPath = (kind: Kind) => (kind === 'score' ? 'indicator/custom' : 'indicator/select');

export interface PageOf<T> {
  records: T[];
  total: number;
}

/** Categories offered in the indicator form (free text is allowed too). */
export const CATEGORY_SUGGESTIONS = ['排放达标', '数据质量', '环境管理', '风险防控'];
