import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs `load` whenever `deps` change (and on `reload`), keeping the last answer while a new one is on its
 * way; an answer that arrives after a newer request started is dropped so fast filter changes never show
 * stale data. Errors were already shown by the HTTP client's toast.
 */
export function useRequest<T>(load: () => Promise<T>, deps: readonly unknown[], opts: { refreshMs?: number } = {}) {
  const [data, setData] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const serial = useRef(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(load, deps);

  const reload = useCallback(async () => {
    const mine = ++serial.current;
    setLoading(true);
    try {
      const answer = await run();
      if (mine === serial.current) {
        setData(answer);
        setFailed(false);
      }
    } catch {
      if (mine === serial.current) setFailed(true);
    } finally {
      if (mine === serial.current) setLoading(false);
    }
  }, [run]);

  useEffect(() => {
    void reload();
    if (!opts.refreshMs) return undefined;
    const timer = window.setInterval(() => void reload(), opts.refreshMs);
    return () => window.clearInterval(timer);
  }, [reload, opts.refreshMs]);

  return { data, loading, failed, reload };
}
