import { useCallback, useRef } from 'react';
import { memberHeaders } from '../../runtime/shell/memberScope';
import { cameraPlayApi, type PlayApi } from './api';
import type { VideoPoint } from './contract';

/**
 * One PlayApi object per camera for as long as the page lives: a panel starts a new session only when
 * its camera changes, not on every render. `asMember`: a group plays each camera in its enterprise's
 * member scope (read-only: no recording).
 */
export function usePlayApis(canRecord: boolean, asMember = false): (point: VideoPoint) => PlayApi {
  const cache = useRef(new Map<string, PlayApi>());
  return useCallback(
    (point: VideoPoint) => {
      const key = `${point.id}:${point.deviceSerial}:${point.channelCode}:${canRecord}`;
      let api = cache.current.get(key);
      if (!api) {
        api = asMember ? cameraPlayApi(point, false, memberHeaders(point.enterpriseId)) : cameraPlayApi(point, canRecord);
        cache.current.set(key, api);
      }
      return api;
    },
    [canRecord, asMember],
  );
}
