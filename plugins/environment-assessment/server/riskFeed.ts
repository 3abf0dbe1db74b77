/**
 * Findings to risks (README "Findings to risks"): after an assessment is written, each data-quality
 * finding over its system's risk threshold is handed to the risk module through the core's risk intake,
 * in the same transaction. The episode key is what the finding is about — rule, point, factor and the
 * start of its span — never the finding's row id (findings are rewritten by every re-run), so a re-run,
 * a second system scoring the same data, or another process raises nothing new.
 */
import { formatBeijing, raiseRisk, risksAccepted, type Db, type RiskSignal } from '../../../server/plugin-api';
import { RISK_FEED_RULES, riskThreshold, round2, type RiskFeed, type RiskFeedRule } from '../contract';
import { locales } from '../locales';
import { ROUTES } from '../manifest';
import type { FindingRow } from './scoring';

type Tx = Pick<Db, 'query' | 'dialect'>;

/**
 * Stored texts of risks are Chinese, as the risk module's own (detection) titles are: the rule's name of
 * the screens, said as a problem for the transfer rate (the others already name one).
 */
const ruleTitle = (rule: RiskFeedRule): string => (rule === 'dataTransfer' ? '数据传输率低' : locales['zh-CN'].rules[rule]);

export interface FeedContext {
  assessmentId: number;
  enterpriseId: number;
  systemName: string;
  periodKey: string;
  feed: RiskFeed | null | undefined;
}

const isFeedRule = (rule: string): rule is RiskFeedRule => Object.hasOwn(RISK_FEED_RULES, rule);
const beijing = (iso: string | null) => (iso ? formatBeijing(new Date(iso)) : '');

/** The finding's size in the unit its rule's threshold uses (rate, hours, change percent). */
function sizeOf(rule: RiskFeedRule, f: FindingRow): number | null {
  const compare = RISK_FEED_RULES[rule].compare;
  if (compare === 'rateBelow') return f.measure;
  if (compare === 'hoursAtLeast') return f.hours;
  const change = f.evidence.changePercent;
  // A jump from exactly 0 has no percentage: it is as large as a change gets.
  return typeof change === 'number' ? change : Number.POSITIVE_INFINITY;
}

function crosses(rule: RiskFeedRule, size: number | null, threshold: number): boolean {
  if (size === null) return false;
  return RISK_FEED_RULES[rule].compare === 'rateBelow' ? size < threshold : size >= threshold;
}

function describe(rule: RiskFeedRule, f: FindingRow, size: number, threshold: number, ctx: FeedContext): string {
  const where = `（${ctx.systemName} ${ctx.periodKey}）`;
  switch (RISK_FEED_RULES[rule].compare) {
    case 'rateBelow':
      return `${beijing(f.begin_time)} ~ ${beijing(f.end_time)} 数据传输率 ${round2(size)}%，低于风险阈值 ${threshold}%，缺少 ${f.hours ?? 0} 小时数据${where}`;
    case 'hoursAtLeast':
      return `${beijing(f.begin_time)} 起连续 ${f.hours} 小时${ruleTitle(rule)}，达到风险阈值 ${threshold} 小时${where}`;
    default:
      return `${beijing(f.begin_time)} ${ruleTitle(rule)} ${Number.isFinite(size) ? `${round2(size)}%` : '（前值为0）'}，达到风险阈值 ${threshold}%${where}`;
  }
}

/** The signals of the findings that cross their thresholds (pure: unit-testable without a database). */
export function riskSignalsOf(ctx: FeedContext, findings: readonly FindingRow[]): RiskSignal[] {
  const out: RiskSignal[] = [];
  for (const f of findings) {
    if (!isFeedRule(f.rule_key) || f.begin_time === null) continue;
    const threshold = riskThreshold(ctx.feed, f.rule_key);
    const size = sizeOf(f.rule_key, f);
    if (threshold === null || size === null || !crosses(f.rule_key, size, threshold)) continue;
    const values = Array.isArray(f.evidence.values) ? (f.evidence.values as [string, number | null][]).map(([time, value]) => ({ time, value })) : undefined;
    out.push({
      enterpriseId: ctx.enterpriseId,
      source: 'quality',
      rule: f.rule_key,
      episodeKey: `${f.rule_key}:${f.point_id ?? ''}:${f.factor_code ?? ''}:${f.begin_time}`,
      level: 1,
      title: [f.point_name, f.factor_name ?? f.factor_code, ruleTitle(f.rule_key)].filter(Boolean).join(' '),
      description: describe(f.rule_key, f, size, threshold, ctx),
      pointId: f.point_id,
      pointName: f.point_name,
      factorCode: f.factor_code,
      factorName: f.factor_name,
      beginTime: f.begin_time,
      endTime: f.end_time,
      evidence: {
        level: 2,
        measure: f.measure === null ? null : round2(f.measure),
        threshold: f.threshold,
        riskThreshold: threshold,
        period: ctx.periodKey,
        hours: f.hours,
        finding: f.evidence,
        ...(values ? { values } : {}),
      },
      link: { path: `${ROUTES.detail}?id=${ctx.assessmentId}`, title: `${ctx.systemName} ${ctx.periodKey}` },
    });
  }
  return out;
}

/** Raises the risks of an assessment's findings inside its transaction; how many were new. */
export async function feedRisks(tx: Tx, ctx: FeedContext, findings: readonly FindingRow[]): Promise<number> {
  if (!risksAccepted()) return 0;
  let raised = 0;
  for (const signal of riskSignalsOf(ctx, findings)) if ((await raiseRisk(tx, signal))?.raised) raised++;
  return raised;
}
