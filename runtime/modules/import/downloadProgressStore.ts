import type { ProgressListener, TransferProgress } from '../../../data-providers';

export type DownloadPhase = 'idle' | 'running' | 'done';

export interface DownloadProgressState extends TransferProgress {
  phase: DownloadPhase;
}

const IDLE: DownloadProgressState = { phase: 'idle', loaded: 0, total: null };

/** How long the finished size stays on screen. */
export const DONE_VISIBLE_MS = 5000;

/**
 * The progress of one download at a time, outside React state: a streaming export reports every chunk,
 * and only the small progress label subscribes, so the list and its table do not re-render per chunk.
 */
export function createDownloadProgressStore(doneVisibleMs = DONE_VISIBLE_MS) {
  let state = IDLE;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: DownloadProgressState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Runs a download, handing it the progress listener; the state ends 'done' (then idle) or idle on failure. */
    async run<T>(task: (onProgress: ProgressListener) => Promise<T>): Promise<T> {
      clearTimeout(timer);
      set({ phase: 'running', loaded: 0, total: null });
      try {
        const result = await task((p) => set({ phase: 'running', loaded: p.loaded, total: p.total }));
        set({ ...state, phase: 'done' });
        timer = setTimeout(() => set(IDLE), doneVisibleMs);
        return result;
      } catch (error) {
        set(IDLE);
        throw error;
      }
    },
    /** Subscribers leave on their own; only the pending reset must not outlive the screen. */
    dispose() {
      clearTimeout(timer);
    },
  };
}

export type DownloadProgressStore = ReturnType<typeof createDownloadProgressStore>;
