import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ServerEvent } from '../../data-providers';
import { http } from '../../runtime/services/http';
import { noticeKeys, noticePaths } from './api';

/** Waits before reconnecting after a failure: doubling from the first to the last, then staying there. */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 30_000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Keeps the notice stream of the shown enterprise open and refreshes the notice queries on each pushed
 * notice, so the unread dot and the inbox change within a second. Returns whether the stream is live:
 * while it is not (not connected yet, dropped, or a database that cannot push), the caller polls.
 */
export function useNoticeStream(enterpriseId: number | string): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: noticeKeys.all(enterpriseId) });

    void (async () => {
      let retry = RETRY_FIRST_MS;
      while (!signal.aborted) {
        let pushed = false;
        const onEvent = (event: ServerEvent) => {
          if (event.event === 'ready') {
            pushed = (JSON.parse(event.data) as { live?: boolean }).live === true;
            setLive(pushed);
            // Notices that came while the stream was down are read once it is up again.
            if (pushed) refresh();
          } else if (event.event === 'notice' || event.event === 'resync') {
            refresh();
          }
        };
        try {
          await http.events(noticePaths.stream, onEvent, { signal });
          // The server ended the stream: at its age limit (open a new one at once), or it cannot push.
          if (!pushed) return;
          retry = RETRY_FIRST_MS;
        } catch {
          if (signal.aborted) return;
          await pause(retry, signal);
          retry = Math.min(retry * 2, RETRY_MAX_MS);
        } finally {
          if (!signal.aborted) setLive(false);
        }
      }
    })();
    return () => controller.abort();
  }, [enterpriseId, queryClient]);

  return live;
}
