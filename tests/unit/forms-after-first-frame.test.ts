// afterFirstFrame (runtime/forms/afterFirstFrame.ts): the renderer builds the closed panes' form state
// with it. Runs the work once, in an idle callback where there is one and in a task where there is none,
// and never after cancel.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstFrame } from '../../runtime/forms/afterFirstFrame';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterFirstFrame', () => {
  it('runs the work in a task where there is no idle callback, and not after cancel', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    afterFirstFrame(work);
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    afterFirstFrame(cancelled).cancel();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('asks for an idle callback with a time limit where there is one, and cancels it', () => {
    const callbacks = new Map<number, () => void>();
    const request = vi.fn((callback: () => void, options: { timeout: number }) => {
      callbacks.set(callbacks.size + 1, callback);
      return options.timeout > 0 ? callbacks.size : -1;
    });
    const cancel = vi.fn((id: number) => callbacks.delete(id));
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const work = vi.fn();
    afterFirstFrame(work, 150);
    expect(request).toHaveBeenCalledWith(work, { timeout: 150 });
    callbacks.get(1)!();
    expect(work).toHaveBeenCalledTimes(1);
    afterFirstFrame(vi.fn()).cancel();
    expect(cancel).toHaveBeenCalledWith(2);
    expect(callbacks.has(2)).toBe(false);
  });
});
