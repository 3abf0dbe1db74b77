import { useEffect, useState } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; value: T };

/**
 * Downloads the file and turns it into what a viewer renders; the download is aborted when the viewer
 * closes or the URL changes. Signed URLs carry their own authorisation: no session header is sent.
 */
export function useFileBytes<T>(url: string, parse: (bytes: ArrayBuffer) => Promise<T>): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    setLoaded({ state: 'loading' });
    fetch(url, { signal: abort.signal, credentials: 'omit' })
      .then((r) => {
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        return r.arrayBuffer();
      })
      .then(parse)
      .then((value) => !abort.signal.aborted && setLoaded({ state: 'ready', value }))
      .catch(() => !abort.signal.aborted && setLoaded({ state: 'error' }));
    return () => abort.abort();
    // parse is a module-level function in every viewer
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);
  return loaded;
}
