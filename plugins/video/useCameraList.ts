import { useCallback, useEffect, useRef } from 'react';
import { useRequest } from '../../runtime/monitoring/useRequest';
import { videoApi } from './api';
import type { PanelState } from './liveSession';

/** How often the live page's camera list is fetched again (the server's own check runs every minute). */
export const CAMERA_LIST_REFRESH_MS = 15_000;
/** Panels of a grid start together: their state changes within this window cause one request. */
const COALESCE_MS = 400;

/**
 * The live page's camera list (the client's cameras, or a group's members'), kept current so the online
 * badges follow the streams: fetched again periodically and soon after a panel starts playing or fails
 * (the server marks a camera online when its stream starts and offline when it does not come).
 */
export function useCameraList(query: { name: string; memberId?: number; group: boolean }) {
  const { name, memberId, group } = query;
  const cameras = useRequest(
    () => {
      const q = { pageNum: 1, pageSize: 50, name: name || undefined };
      return group ? videoApi.groupPage({ ...q, enterpriseId: memberId }) : videoApi.page(q);
    },
    [name, memberId, group],
    { refreshMs: CAMERA_LIST_REFRESH_MS },
  );
  const { reload } = cameras;
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const onPanelState = useCallback(
    (state: PanelState) => {
      if (state === 'loading') return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void reload(), COALESCE_MS);
    },
    [reload],
  );
  return { ...cameras, onPanelState };
}
