// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { competitionRanks, RankingCell } from '../../runtime/common/RankingCell';

afterEach(cleanup);

describe('ranking cell (spec §2 generic screens)', () => {
  it('draws the first three ranks as podium badges and later ranks plainly', () => {
    render(
      <>
        <RankingCell rank={1} testId="r1" />
        <RankingCell rank={3} testId="r3" />
        <RankingCell rank={4} testId="r4" />
      </>,
    );
    expect(screen.getByTestId('r1').querySelector('.ec-ranking-badge')!.className).toContain('is-top-1');
    expect(screen.getByTestId('r3').querySelector('.ec-ranking-badge')!.className).toContain('is-top-3');
    expect(screen.getByTestId('r4').querySelector('.ec-ranking-badge')!.className).not.toContain('is-top');
    expect(screen.getByTestId('r4').textContent).toBe('4');
  });

  it('shows a value beside the rank, and -- for a missing one', () => {
    render(
      <>
        <RankingCell rank={2} value={87.5} testId="v" />
        <RankingCell rank={5} value={null} testId="none" />
      </>,
    );
    expect(screen.getByTestId('v').textContent).toBe('287.5');
    expect(screen.getByTestId('v').querySelector('.ec-ranking-value')!.textContent).toBe('87.5');
    expect(screen.getByTestId('none').querySelector('.ec-ranking-value')!.textContent).toBe('--');
  });

  it('gives equal values one rank and skips the places they take', () => {
    const scores = [95, 90, 90, 80];
    expect(competitionRanks(scores, (a, b) => a === b)).toEqual([1, 2, 2, 4]);
    expect(competitionRanks([], (a, b) => a === b)).toEqual([]);
  });
});
