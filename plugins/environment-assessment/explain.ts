/**
 * One line explaining a finding's evidence, in the caller's language: used by the detail page and the
 * xlsx exports, so both say the same thing. `tr` looks a key up in this plugin's texts.
 */
import type { Finding } from './contract';

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

const num = (v: unknown) => (typeof v === 'number' ? String(Math.round(v * 1000) / 1000) : '—');

export function explainFinding(f: Pick<Finding, 'ruleKey' | 'evidence' | 'hours' | 'measure'>, tr: Translate, locale: 'zh-CN' | 'en-US'): string {
  const e = f.evidence ?? {};
  switch (f.ruleKey) {
    case 'dataTransfer':
      return tr('evidence.expected', { expected: num(e.expectedHours), received: num(e.receivedHours), gaps: num(e.gapCount) });
    case 'compliance':
      return tr('evidence.compliance', { valid: num(e.validHours), compliant: num(e.compliantHours) });
    case 'continuousConstant':
      return tr('evidence.constant', { hours: num(f.hours), value: num(f.measure) });
    case 'mutation':
    case 'emissionsMutation':
      return tr('evidence.spike', { previous: num(e.previous), value: num(e.value), next: num(e.next) });
    case 'concentration':
    case 'low':
    case 'high':
    case 'missing': {
      const values = Array.isArray(e.values) ? (e.values as [string, number | null][]).filter((v) => v[1] !== null).map((v) => num(v[1])) : [];
      return values.length ? tr('evidence.range', { values: values.slice(0, 12).join(', ') }) : '';
    }
    case 'emergencySuppliesComplianceRate': {
      const reasons = Array.isArray(e.reasons) ? (e.reasons as string[]).map((r) => tr(`evidence.reasons.${r}`)).join('、') : '';
      return e.name ? tr('evidence.supplies', { name: String(e.name), reasons }) : reasons;
    }
    case 'environmentalMaterial': {
      const title = e.title as Record<string, string> | undefined;
      return tr('evidence.material', { title: (title && (title[locale] ?? title['zh-CN'])) ?? String(e.module ?? '') });
    }
    case 'riskEventDisposalRate':
      return tr('evidence.risk', { id: num(e.riskId), title: String(e.title ?? ''), status: tr(`evidence.riskStatus.${String(e.status)}`) });
    case 'hazardousWasteTransferSheetMissing':
      return tr('evidence.manifest', { batch: String(e.batchCode ?? ''), waste: String(e.wasteName ?? '') });
    default:
      return '';
  }
}
