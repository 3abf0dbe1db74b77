import { createContext, useContext, useState, type ReactNode } from 'react';
import { PreviewOverlay, type PreviewTarget } from './PreviewOverlay';

type OpenPreview = (target: PreviewTarget) => void;

const PreviewContext = createContext<OpenPreview | null>(null);

/**
 * One preview overlay for everything below it. A file list's place in a page can be rebuilt (a detail
 * page's description rows re-flow when antd learns the screen width, a form section re-renders), and a
 * list that owned its overlay would close an open preview with it: the overlay's state lives here
 * instead, above the pages.
 */
export function PreviewHost({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<PreviewTarget | null>(null);
  return (
    <PreviewContext.Provider value={setTarget}>
      {children}
      <PreviewOverlay target={target} onClose={() => setTarget(null)} />
    </PreviewContext.Provider>
  );
}

/**
 * Opens the preview of the nearest PreviewHost; without one (a screen outside the signed-in layout) the
 * caller renders the returned overlay itself.
 */
export function usePreview(): { open: OpenPreview; overlay: ReactNode } {
  const host = useContext(PreviewContext);
  const [target, setTarget] = useState<PreviewTarget | null>(null);
  if (host) return { open: host, overlay: null };
  return { open: setTarget, overlay: <PreviewOverlay target={target} onClose={() => setTarget(null)} /> };
}
