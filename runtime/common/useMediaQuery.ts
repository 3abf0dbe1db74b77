import { useCallback, useSyncExternalStore } from 'react';

function media(query: string): MediaQueryList | undefined {
  return typeof window === 'undefined' || !window.matchMedia ? undefined : window.matchMedia(query);
}

/**
 * Whether a CSS media query matches, right from the first render and re-rendering only when that
 * answer changes (antd's Grid.useBreakpoint starts empty and sets every breakpoint after mounting,
 * which renders its caller, the whole signed-in layout, twice).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = media(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => media(query)?.matches ?? false, () => false);
}
