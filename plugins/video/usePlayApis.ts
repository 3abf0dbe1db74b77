import { useCallback, useRef } from 'react';
import { cameraPlayApi, type PlayApi } from './api';
import type { VideoPoint } from './contract';

/**
 * One PlayApi object per camera for as long as the page lives: a panel starts a new session only when
 * its camera changes, not on every render.
 */
export function usePlayApis(canRecord: boolean): (point: VideoPoint) => PlayApi {
  const cache = useRef(new Map<string, PlayApi>());
  return useCallback(
    (point: VideoPoint) => {
      const key = `${point.id}:${point.deviceSerial}:${point.channelCode}:${canRecord}`;
      let api = cache.current.get(key);
      if (!api) {
        api = cameraPlayApi(point, canRecord);
        cache.current.set(key, api);
      }
      return api;
    },
    [canRecord],
  );
}
