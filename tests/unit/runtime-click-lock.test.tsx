// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ButtonProps } from 'antd/es/button';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LockedModal } from '../../runtime/common/LockedModal';
import { createClickLock, DIALOG_BUTTON_LOCK_MS } from '../../runtime/common/useClickLock';
import { stubMatchMedia } from './helpers/dom';

beforeAll(stubMatchMedia);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('dialog button lock (spec §4/§9)', { timeout: 30_000 }, () => {
  it('is 2000 ms', () => {
    expect(DIALOG_BUTTON_LOCK_MS).toBe(2000);
  });

  it('runs the first of two quick clicks only, and takes clicks again after 2 s', () => {
    const changes: boolean[] = [];
    const lock = createClickLock(DIALOG_BUTTON_LOCK_MS, (locked) => changes.push(locked));
    const action = vi.fn();
    const click = lock.guard(action);
    click('first');
    click('second');
    expect(action.mock.calls).toEqual([['first']]);
    vi.advanceTimersByTime(DIALOG_BUTTON_LOCK_MS - 1);
    click('still locked');
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    click('after the lock');
    expect(action.mock.calls).toEqual([['first'], ['after the lock']]);
    expect(changes).toEqual([true, false, true]);
  });

  it('shares one lock between the handlers it guards (OK then cancel: only OK)', () => {
    const lock = createClickLock();
    const ok = vi.fn();
    const cancel = vi.fn();
    lock.guard(ok)();
    lock.guard(cancel)();
    expect(ok).toHaveBeenCalledTimes(1);
    expect(cancel).not.toHaveBeenCalled();
  });

  it('locks both buttons of a LockedModal for 2 s after a click, disabling them meanwhile', () => {
    // onOk leaves the dialog open (as when the form does not validate), so a second click could resend.
    const onOk = vi.fn();
    const onCancel = vi.fn();
    render(
      <LockedModal
        open
        title="t"
        onOk={onOk}
        onCancel={onCancel}
        okButtonProps={{ 'data-testid': 'ok' } as ButtonProps}
        cancelButtonProps={{ 'data-testid': 'cancel' } as ButtonProps}
      />,
    );
    const ok = () => screen.getByTestId('ok') as HTMLButtonElement;
    fireEvent.click(ok());
    fireEvent.click(ok());
    fireEvent.click(screen.getByTestId('cancel'));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(ok().disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(DIALOG_BUTTON_LOCK_MS);
    });
    expect(ok().disabled).toBe(false);
    fireEvent.click(ok());
    expect(onOk).toHaveBeenCalledTimes(2);
  });
});
