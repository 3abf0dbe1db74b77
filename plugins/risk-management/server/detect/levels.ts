/** How serious an exceedance is, from how far its peak went past the limit (pure). */
import type { RiskLevel } from '../../contract';

/**
 * Relative excess of the peak over the limit it broke: ≥ 100 % → 3 重大, ≥ 50 % → 2 较大, else 1 一般.
 * A limit of 0 (e.g. "none allowed") counts any excess as severe.
 */
export function exceedanceLevel(peak: number, limit: number, direction: 'high' | 'low'): RiskLevel {
  const excess = direction === 'high' ? peak - limit : limit - peak;
  if (limit === 0) return excess > 0 ? 3 : 1;
  const ratio = excess / Math.abs(limit);
  return ratio >= 1 ? 3 : ratio >= 0.5 ? 2 : 1;
}

export const maxLevel = (a: number, b: number): RiskLevel => Math.max(a, b) as RiskLevel;
