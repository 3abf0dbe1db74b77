import { useEffect, useMemo, useState } from 'react';
import { DIALOG_BUTTON_LOCK_MS } from '../settings';

export { DIALOG_BUTTON_LOCK_MS };

export interface ClickLock {
  /** Wraps a click handler: the first click runs it and locks; clicks while locked do nothing. */
  guard<A extends unknown[]>(handler: (...args: A) => unknown): (...args: A) => void;
  isLocked(): boolean;
  /** Unlocks at once (a dialog opened anew starts unlocked). */
  reset(): void;
  dispose(): void;
}

/**
 * Spec §4/§9: dialog buttons lock for 2 seconds after a click, so a double click cannot send the same
 * action twice. Without React, for dialogs opened imperatively (notifier.confirm); `onChange` reports
 * lock and unlock so a screen can disable its buttons meanwhile.
 */
export function createClickLock(ms = DIALOG_BUTTON_LOCK_MS, onChange?: (locked: boolean) => void): ClickLock {
  let locked = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const set = (value: boolean) => {
    locked = value;
    onChange?.(value);
  };
  const release = () => {
    clearTimeout(timer);
    timer = undefined;
    if (locked) set(false);
  };
  return {
    guard:
      (handler) =>
      (...args) => {
        if (locked) return;
        set(true);
        timer = setTimeout(release, ms);
        void handler(...args);
      },
    isLocked: () => locked,
    reset: release,
    dispose: () => clearTimeout(timer),
  };
}

/**
 * The lock for a React screen: `guard(fn)` wraps a click handler; `locked` disables the buttons while
 * the lock holds. The lock object decides, not the state, so two clicks within one render are caught.
 */
export function useClickLock(ms = DIALOG_BUTTON_LOCK_MS) {
  const [locked, setLocked] = useState(false);
  const lock = useMemo(() => createClickLock(ms, setLocked), [ms]);
  useEffect(() => lock.dispose, [lock]);
  return { locked, guard: lock.guard, reset: lock.reset };
}
