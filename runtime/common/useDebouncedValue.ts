import { useEffect, useState } from 'react';

/** Search-as-you-type delay of remote pickers: long enough that typing a word sends one request. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, once it has stayed the same for `delayMs` (the last keystroke's text, not every one). */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
