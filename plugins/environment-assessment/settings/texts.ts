import type { TFunction } from 'i18next';
import { RULES, type Deduction, type RuleKey, type RuleParams } from '../contract';

/** A deduction in words: "每单位扣 5 分", "分段：<95→100；95–98→50". */
export function deductionText(d: Deduction | null, t: TFunction): string {
  if (!d) return '—';
  if (d.mode === 'perUnit') return `${t('deduction.perUnit')}：${d.perUnit}`;
  if (d.mode === 'proportional') return t('deduction.proportional');
  const bound = (v: number | null) => (v === null ? '' : String(v));
  return `${t('deduction.steps')}：${d.steps.map((s) => `[${bound(s.min)}, ${bound(s.max)}) −${s.deduct}`).join('；')}`;
}

/** A rule's parameters in words: "阈值（%）：90". */
export function paramsText(rule: RuleKey | null, params: RuleParams, t: TFunction): string {
  if (!rule) return '—';
  const parts = RULES[rule].params.map((p) => {
    const v = params[p.key] ?? p.default;
    return `${t(`params.${p.key}`)}：${Array.isArray(v) ? v.join('、') : v}`;
  });
  return parts.join('；') || '—';
}
