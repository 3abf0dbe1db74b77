// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../runtime/i18n';
import { PollutionFactorCell } from '../../runtime/monitoring/PollutionFactorCell';

beforeAll(async () => {
  await initI18n('zh-CN');
});
afterEach(cleanup);

const limits = { alarmMin: 6, alarmMax: 9, warnMin: 6.5, warnMax: 8.5 };

function stateOf(props: Parameters<typeof PollutionFactorCell>[0]) {
  render(<PollutionFactorCell {...props} testId="cell" />);
  const el = screen.getByTestId('cell');
  return { state: el.getAttribute('data-state'), className: el.className, text: el.textContent };
}

describe('pollution factor cell', () => {
  it('colours by the spec rule: alarm outside the alarm range, warning outside the warning range', () => {
    expect(stateOf({ name: 'pH', value: 7, ...limits })).toMatchObject({ state: 'normal' });
    cleanup();
    expect(stateOf({ name: 'pH', value: 8.8, ...limits })).toMatchObject({ state: 'warning', className: expect.stringContaining('is-warning') });
    cleanup();
    expect(stateOf({ name: 'pH', value: 9.5, ...limits })).toMatchObject({ state: 'alarm', className: expect.stringContaining('is-alarm') });
    cleanup();
    expect(stateOf({ name: 'pH', value: 5.9, ...limits, compact: true })).toMatchObject({ state: 'alarm', className: expect.stringContaining('is-alarm') });
  });
  it('lets the status force the state (3 alarm, 2 warning) and shows -- without a value', () => {
    expect(stateOf({ name: 'COD', value: 1, status: 3, alarmMax: 50 })).toMatchObject({ state: 'alarm' });
    cleanup();
    expect(stateOf({ name: 'COD', value: 1, status: 2, alarmMax: 50 })).toMatchObject({ state: 'warning' });
    cleanup();
    const empty = stateOf({ name: 'COD', value: null, unit: 'mg/L', alarmMax: 50 });
    expect(empty.state).toBe('normal');
    expect(empty.text).toContain('--');
    expect(empty.text).toContain('COD');
  });
});
