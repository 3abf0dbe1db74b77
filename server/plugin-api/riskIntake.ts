/**
 * Raising a risk from another feature (docs/plugins.md "Risk intake"). One feature keeps the risk
 * register (today plugins/risk-management); others — the assessment's data-quality findings — hand it
 * risk signals without knowing its tables. The keeper registers one intake when its server half loads;
 * a signal sent while no keeper runs (plugin switched off) is answered with null and nothing happens.
 *
 * The intake is called inside the sender's transaction, so a risk exists iff the sender's write
 * commits. `episodeKey` names the thing the risk is about (rule, point, factor, start): the keeper
 * raises one risk per key and enterprise whatever the number of sends, processes or re-runs.
 */
import type { Db } from '../core/contracts';

type Tx = Pick<Db, 'query' | 'dialect'>;

/** Where signals come from: `quality` = a data-quality finding of the assessment. */
export const RISK_SIGNAL_SOURCES = ['quality'] as const;
export type RiskSignalSource = (typeof RISK_SIGNAL_SOURCES)[number];

export interface RiskSignal {
  enterpriseId: number;
  source: RiskSignalSource;
  /** The sender's rule name (e.g. `dataTransfer`), at most 40 characters. */
  rule: string;
  /** Identity of the episode, unique per enterprise; at most 160 characters. */
  episodeKey: string;
  /** 1 一般, 2 较大, 3 重大. */
  level: 1 | 2 | 3;
  title: string;
  description: string;
  pointId?: number | null;
  pointName?: string | null;
  factorCode?: string | null;
  factorName?: string | null;
  /** ISO timestamps of the episode. */
  beginTime: string;
  endTime?: string | null;
  /** What the risk detail shows as its evidence (measure, threshold, values, a link to the source). */
  evidence: Record<string, unknown>;
  /** The client page that shows the evidence at its source (risk detail links to it), e.g. an assessment. */
  link?: { path: string; title: string };
}

export interface RiskIntakeResult {
  riskId: number;
  /** False when the episode already had its risk (nothing new, nobody notified again). */
  raised: boolean;
}

export type RiskIntake = (tx: Tx, signal: RiskSignal) => Promise<RiskIntakeResult>;

let intake: RiskIntake | null = null;

/** The risk keeper registers here once per process; a second, different keeper is a programming error. */
export function provideRiskIntake(fn: RiskIntake): () => void {
  if (intake && intake !== fn) throw new Error('a risk intake is already registered');
  intake = fn;
  return () => {
    if (intake === fn) intake = null;
  };
}

/** True when a feature keeps risks in this process (senders may skip preparing signals otherwise). */
export function risksAccepted(): boolean {
  return intake !== null;
}

/** Hands the signal to the risk keeper inside `tx`; null when no keeper runs. */
export async function raiseRisk(tx: Tx, signal: RiskSignal): Promise<RiskIntakeResult | null> {
  // The keeper stores `source:episodeKey` in 160 characters: a longer key would lose its distinguishing
  // tail and merge two episodes into one risk.
  if (signal.episodeKey.length === 0 || `${signal.source}:${signal.episodeKey}`.length > 160) throw new Error(`source:episodeKey must be 1..160 characters: ${signal.episodeKey}`);
  return intake ? intake(tx, signal) : null;
}
