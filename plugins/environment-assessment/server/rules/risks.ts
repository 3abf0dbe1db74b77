/**
 * 风险事件处置率 (README.md "Risk event disposal rate"): of the risks that began in the window, the share
 * the enterprise disposed of. Read through the core's risk reader, so this plugin never touches the risk
 * tables and never decides which risk states are final (the risk keeper does). No keeper = no data.
 * The risks this plugin raises itself (source `quality`, its data-quality findings) are left out: their
 * defects are deducted by their own rules, and a re-run must not score lower for the first run's risks.
 */
import { formatBeijing, riskDisposal, type Db } from '../../../../server/plugin-api';
import type { RuleParams } from '../../contract';
import type { LedgerResult, LedgerWindow } from './ledgers';
import { chinaToMs } from './series';

const chinaToIso = (text: string) => new Date(chinaToMs(text)).toISOString();

/**
 * Rate = disposed / raised × 100 per enterprise; no risk raised = 100 (nothing left undisposed). When the
 * rate is below `targetPercent`, each undisposed risk is a finding with its id, title, state and times.
 */
export async function riskEventDisposal(db: Pick<Db, 'query'>, ids: number[], w: LedgerWindow, params: RuleParams): Promise<LedgerResult> {
  const figures = await riskDisposal(db, { enterpriseIds: ids, from: chinaToIso(w.begin), to: chinaToIso(w.end), exceptSources: ['quality'] });
  if (!figures) return { measure: new Map(ids.map((id) => [id, null])), findings: [], summary: new Map(ids.map((id) => [id, { reason: 'noRiskModule' }])) };
  const target = typeof params.targetPercent === 'number' ? params.targetPercent : 100;
  const result: LedgerResult = { measure: new Map(), findings: [], summary: new Map() };
  for (const [enterpriseId, f] of figures) {
    const rate = f.raised === 0 ? 100 : (f.disposed / f.raised) * 100;
    result.measure.set(enterpriseId, rate);
    result.summary!.set(enterpriseId, { numerator: f.disposed, denominator: f.raised });
    if (rate >= target) continue;
    for (const r of f.undisposed) {
      result.findings.push({
        rule: 'riskEventDisposalRate',
        enterpriseId,
        recordId: r.id,
        begin: formatBeijing(new Date(r.beginTime)),
        measure: null,
        threshold: target,
        evidence: { riskId: r.id, title: r.title, source: r.source, rule: r.rule, level: r.level, status: r.status, beginTime: r.beginTime, createdAt: r.createdAt },
      });
    }
  }
  return result;
}
