/**
 * Rules on the enterprise's ledgers (README.md "Rules"): emergency supplies kept in order, the
 * environmental records a permit holder must keep, hazardous-waste transfers without a manifest.
 * Ledger rows come from the platform's ledger reader; a ledger without a table here yields no measure.
 */
import { ledgerRows, type Db, type LedgerRecord } from '../../../../server/plugin-api';
import { DEFAULT_MATERIAL_MODULES, type RuleKey, type RuleParams } from '../../contract';
import { moduleTitle } from './moduleTitles';

export interface LedgerFinding {
  rule: RuleKey;
  enterpriseId: number;
  recordId: number | null;
  begin: string | null;
  measure: number | null;
  threshold: number | null;
  evidence: Record<string, unknown>;
}

/** Per enterprise: the measure (null = no data source) and its findings. */
export interface LedgerResult {
  measure: Map<number, number | null>;
  findings: LedgerFinding[];
  /** Per enterprise, what the item shows beside its measure (e.g. a rate's numerator and denominator). */
  summary?: Map<number, Record<string, unknown>>;
}

export interface LedgerWindow {
  /** China wall-clock `YYYY-MM-DD HH:mm:ss`: period begin (inclusive) and the evaluated end (exclusive). */
  begin: string;
  end: string;
}

const DAY_MS = 86_400_000;
const chinaDate = (text: string) => text.slice(0, 10);
/** The China calendar date `days` before a China wall-clock time. */
const daysBefore = (text: string, days: number) => new Date(Date.parse(`${chinaDate(text)}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

function byEnterprise(ids: number[], rows: LedgerRecord[]): Map<number, LedgerRecord[]> {
  const out = new Map(ids.map((id) => [id, [] as LedgerRecord[]]));
  for (const r of rows) out.get(r.enterpriseId)?.push(r);
  return out;
}

const noSource = (ids: number[]): LedgerResult => ({ measure: new Map(ids.map((id) => [id, null])), findings: [] });

/**
 * Emergency supplies compliance rate = items in order / items recorded before the end. In order: status
 * 完好 (1), not expired at the end, checked within `checkWithinDays` before the end.
 */
export async function emergencySupplies(db: Pick<Db, 'query'>, ids: number[], w: LedgerWindow, params: RuleParams): Promise<LedgerResult> {
  const rows = await ledgerRows(db, 'emergencySupplies', {
    enterpriseIds: ids,
    fields: ['name', 'category', 'quantity', 'unit', 'location', 'expiryDate', 'checkDate', 'status'],
    timeField: 'recordTime',
    to: w.end,
  });
  if (!rows) return noSource(ids);
  const within = Number(params.checkWithinDays ?? 90);
  const endDate = chinaDate(w.end);
  const checkedSince = daysBefore(w.end, within);
  const result: LedgerResult = { measure: new Map(), findings: [] };
  for (const [enterpriseId, items] of byEnterprise(ids, rows)) {
    let ok = 0;
    for (const item of items) {
      const reasons: string[] = [];
      if (item.status !== '1') reasons.push('status');
      if (item.expiryDate && String(item.expiryDate) < endDate) reasons.push('expired');
      if (!item.checkDate || String(item.checkDate) < checkedSince) reasons.push('notChecked');
      if (reasons.length === 0) ok++;
      else result.findings.push({ rule: 'emergencySuppliesComplianceRate', enterpriseId, recordId: item.id, begin: null, measure: null, threshold: within, evidence: { ...item, reasons } });
    }
    if (items.length === 0) result.findings.push({ rule: 'emergencySuppliesComplianceRate', enterpriseId, recordId: null, begin: null, measure: 0, threshold: within, evidence: { reasons: ['none'] } });
    result.measure.set(enterpriseId, items.length === 0 ? 0 : (ok / items.length) * 100);
  }
  return result;
}

/** Environmental records completeness = required ledgers with at least one record in the period / required ledgers. */
export async function environmentalMaterial(db: Pick<Db, 'query'>, ids: number[], w: LedgerWindow, params: RuleParams): Promise<LedgerResult> {
  const modules = Array.isArray(params.modules) && params.modules.length > 0 ? params.modules : DEFAULT_MATERIAL_MODULES;
  const kept = new Map(ids.map((id) => [id, new Set<string>()]));
  for (const moduleId of modules) {
    const rows = await ledgerRows(db, moduleId, { enterpriseIds: ids, fields: [], timeField: 'recordTime', from: w.begin, to: w.end }).catch(() => null);
    for (const r of rows ?? []) kept.get(r.enterpriseId)?.add(moduleId);
  }
  const result: LedgerResult = { measure: new Map(), findings: [] };
  for (const id of ids) {
    const have = kept.get(id)!;
    result.measure.set(id, (have.size / modules.length) * 100);
    for (const moduleId of modules) {
      if (have.has(moduleId)) continue;
      result.findings.push({ rule: 'environmentalMaterial', enterpriseId: id, recordId: null, begin: null, measure: 0, threshold: null, evidence: { module: moduleId, title: moduleTitle(moduleId) } });
    }
  }
  return result;
}

/** Hazardous waste sent to another unit (利用/处置方式 委外利用 1 or 委外处置 2) without a transfer manifest number. */
export async function wasteManifestMissing(db: Pick<Db, 'query'>, ids: number[], w: LedgerWindow): Promise<LedgerResult> {
  const rows = await ledgerRows(db, 'wasteWarehouseSendOut', {
    enterpriseIds: ids,
    fields: ['batchCode', 'sendOutTime', 'wasteName', 'hwCode', 'quantity', 'unit', 'disposalMethod', 'receiverUnit', 'manifestNo'],
    timeField: 'sendOutTime',
    from: w.begin,
    to: w.end,
  });
  if (!rows) return noSource(ids);
  const result: LedgerResult = { measure: new Map(ids.map((id) => [id, 0])), findings: [] };
  for (const r of rows) {
    if (!['1', '2'].includes(String(r.disposalMethod)) || String(r.manifestNo ?? '').trim() !== '') continue;
    result.measure.set(r.enterpriseId, (result.measure.get(r.enterpriseId) ?? 0) + 1);
    result.findings.push({ rule: 'hazardousWasteTransferSheetMissing', enterpriseId: r.enterpriseId, recordId: r.id, begin: String(r.sendOutTime), measure: null, threshold: null, evidence: { ...r } });
  }
  return result;
}
