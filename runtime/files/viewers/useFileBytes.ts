import { useEffect, useState } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; value: T };

/**
 * Downloads the file and turns it into what a viewer renders; the download is aborted when the viewer
 * closes or the URL changes. Signed URLs carry their own authorisation: no session header is sent.
 * `release` frees what `parse` made (a PDF document holds a worker): the hook owns the value, so it
 * releases it when the viewer closes, and also when parsing finishes after the viewer has closed.
 */
export function useFileBytes<T>(url: string, parse: (bytes: ArrayBuffer) => Promise<T>, release?: (value: T) => void): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    let held: { value: T } | null = null;
    setLoaded({ state: 'loading' });
    fetch(url, { signal: abort.signal, credentials: 'omit' })
      .then((r) => {
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        return r.arrayBuffer();
      })
      .then(parse)
      .then((value) => {
        if (abort.signal.aborted) return release?.(value);
        held = { value };
        setLoaded({ state: 'ready', value });
      })
      .catch(() => !abort.signal.aborted && setLoaded({ state: 'error' }));
    return () => {
      abort.abort();
      if (held) release?.(held.value);
    };
    // parse and release are module-level functions in every viewer
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);
  return loaded;
}
