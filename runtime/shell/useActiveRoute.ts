import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { matchRoute } from '../plugins/registry';
import type { ResolvedRoute } from '../plugins/types';
import { useShell } from './ShellData';

/** The registry route the current location renders (null on an unknown path). */
export function useActiveRoute(): ResolvedRoute | null {
  const { routes } = useShell();
  const { pathname } = useLocation();
  return useMemo(() => matchRoute(routes, pathname)?.route ?? null, [routes, pathname]);
}
