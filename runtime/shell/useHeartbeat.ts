import { useEffect } from 'react';
import { apiPaths } from '../services/api';
import { http } from '../services/http';

/** Spec §4/§9: the session is kept alive every 30 s while signed in. */
export const HEARTBEAT_INTERVAL_MS = 30_000;

export function useHeartbeat(): void {
  useEffect(() => {
    const timer = setInterval(() => {
      // Silent: a failed keep-alive is not worth a toast; a 401 still opens the session dialog.
      http.get(apiPaths.heartbeat, { silent: true }).catch(() => undefined);
    }, HEARTBEAT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
}
