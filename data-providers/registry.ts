import { requestKey } from './url';

/**
 * In-flight requests by path, so a screen can abort what it started (e.g. a search superseded by a
 * newer one) and the app can abort everything on logout or area switch.
 */
export interface RequestRegistry {
  register(url: string, abort: () => void): () => void;
  cancel(url: string): void;
  cancelAll(): void;
  size(): number;
}

export function createRequestRegistry(): RequestRegistry {
  const byKey = new Map<string, Set<() => void>>();
  return {
    register(url, abort) {
      const key = requestKey(url);
      let set = byKey.get(key);
      if (!set) byKey.set(key, (set = new Set()));
      set.add(abort);
      return () => {
        const current = byKey.get(key);
        if (!current) return;
        current.delete(abort);
        if (current.size === 0) byKey.delete(key);
      };
    },
    cancel(url) {
      const set = byKey.get(requestKey(url));
      if (set) for (const abort of [...set]) abort();
    },
    cancelAll() {
      for (const set of [...byKey.values()]) for (const abort of [...set]) abort();
    },
    size() {
      let n = 0;
      for (const set of byKey.values()) n += set.size;
      return n;
    },
  };
}
