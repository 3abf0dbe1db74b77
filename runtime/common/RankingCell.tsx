import './ranking-cell.css';

/** Ranks drawn as a badge (gold, silver, bronze); lower ranks are plain numbers. */
const PODIUM = 3;

/**
 * The ranking cell of spec §2 generic screens: the row's rank as a badge (the first three stand out),
 * or, with `value`, that value beside it (a score, a count). Equal scores share a rank; the caller
 * passes the rank it computed.
 */
export function RankingCell({ rank, value, testId }: { rank: number; value?: string | number | null; testId?: string }) {
  const podium = rank >= 1 && rank <= PODIUM;
  return (
    <span className="ec-ranking-cell" data-testid={testId} data-rank={rank}>
      <span className={`ec-ranking-badge${podium ? ` is-top is-top-${rank}` : ''}`}>{rank}</span>
      {value !== undefined && <span className="ec-ranking-value">{value ?? '--'}</span>}
    </span>
  );
}

/** Competition ranks (1, 2, 2, 4) of values sorted best first; `same(a, b)`: a and b share a rank. */
export function competitionRanks<T>(sorted: readonly T[], same: (a: T, b: T) => boolean): number[] {
  const ranks: number[] = [];
  sorted.forEach((item, i) => {
    ranks.push(i > 0 && same(sorted[i - 1], item) ? ranks[i - 1] : i + 1);
  });
  return ranks;
}
