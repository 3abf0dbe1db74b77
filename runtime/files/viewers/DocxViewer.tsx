import { renderAsync } from 'docx-preview';
import { useEffect, useRef, useState } from 'react';
import type { ViewerProps } from './types';
import { useFileBytes } from './useFileBytes';
import { ViewerError, ViewerLoading } from './ViewerState';

const asBytes = async (bytes: ArrayBuffer) => bytes;

export default function DocxViewer({ url }: ViewerProps) {
  const loaded = useFileBytes(url, asBytes);
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (loaded.state !== 'ready' || !host.current) return;
    const el = host.current;
    el.replaceChildren();
    // Styles go into the same host so closing the overlay removes them too.
    renderAsync(loaded.value, el, el, { inWrapper: true, ignoreLastRenderedPageBreak: true, experimental: false })
      .then(() => el.setAttribute('data-rendered', 'true'))
      .catch(() => setFailed(true));
  }, [loaded]);

  if (loaded.state === 'loading') return <ViewerLoading />;
  if (loaded.state === 'error' || failed) return <ViewerError />;
  return <div className="ec-preview-docx" ref={host} data-testid="preview-docx" />;
}
