/**
 * Reading the risk register from another feature (docs/plugins.md "Risk reader"): the read side of
 * riskIntake.ts. The feature that keeps risks (today plugins/risk-management) registers one reader when
 * its server half loads; a reader-less process (plugin switched off) answers null, so a caller can say
 * "no data" instead of inventing a figure. Callers never learn the keeper's tables or states.
 */
import type { Db } from '../core/contracts';
import type { RiskSignalSource } from './riskIntake';

/** Enterprises and a time span `[from, to)` (ISO timestamps) of the risks' own begin time. */
export interface RiskDisposalQuery {
  enterpriseIds: number[];
  from: string;
  to: string;
  /**
   * Sources of risks the caller itself raised through the intake, left out of the figures: a feature
   * that both raises risks and judges their disposal must not score its own output (the assessment).
   */
  exceptSources?: RiskSignalSource[];
}

/** A risk raised in the span that nobody has disposed of (yet): what a deduction points at. */
export interface UndisposedRisk {
  id: number;
  enterpriseId: number;
  title: string;
  /** The keeper's source (overLimit, offline, quality, manual) and rule name. */
  source: string;
  rule: string;
  /** 1 一般, 2 较大, 3 重大. */
  level: number;
  /** The keeper's status code (spec §4 risk status) at the time of reading. */
  status: number;
  /** ISO timestamps: when the risk began and when it was raised. */
  beginTime: string;
  createdAt: string;
}

/** Per enterprise: risks raised in the span, how many of them are disposed, the others listed. */
export interface RiskDisposal {
  raised: number;
  disposed: number;
  /** Oldest first; `raised − disposed` entries. */
  undisposed: UndisposedRisk[];
}

export type RiskReader = (db: Pick<Db, 'query'>, q: RiskDisposalQuery) => Promise<Map<number, RiskDisposal>>;

let reader: RiskReader | null = null;

/** The risk keeper registers here once per process; a second, different reader is a programming error. */
export function provideRiskReader(fn: RiskReader): () => void {
  if (reader && reader !== fn) throw new Error('a risk reader is already registered');
  reader = fn;
  return () => {
    if (reader === fn) reader = null;
  };
}

/**
 * Disposal figures of every enterprise of the query (an enterprise without risks answers zeros);
 * null when no feature keeps risks in this process.
 */
export async function riskDisposal(db: Pick<Db, 'query'>, q: RiskDisposalQuery): Promise<Map<number, RiskDisposal> | null> {
  if (!reader) return null;
  if (!(Date.parse(q.from) < Date.parse(q.to))) throw new Error(`risk disposal span must be from < to: ${q.from} .. ${q.to}`);
  const found = q.enterpriseIds.length > 0 ? await reader(db, q) : new Map<number, RiskDisposal>();
  return new Map(q.enterpriseIds.map((id) => [id, found.get(id) ?? { raised: 0, disposed: 0, undisposed: [] }]));
}
