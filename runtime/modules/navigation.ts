import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The route of one record's detail or edit page. */
export function recordPath(moduleRoute: string, page: 'detail' | 'edit', id: string | number): string {
  return `${moduleRoute}/${page}/${encodeURIComponent(String(id))}`;
}

interface BackState {
  back?: string;
}

/**
 * Opening a form or detail from the list remembers the list location (with its filters and page);
 * going back returns there instead of to a bare list.
 */
export function useModuleNavigation(moduleRoute: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as BackState | null;
  const back = state?.back?.startsWith(`${moduleRoute}`) ? state.back : moduleRoute;

  const openFromList = useCallback(
    (path: string) => navigate(path, { state: { back: `${location.pathname}${location.search}` } satisfies BackState }),
    [navigate, location.pathname, location.search],
  );
  /** Keeps the remembered list location when moving between detail and edit. */
  const openKeepingBack = useCallback((path: string) => navigate(path, { state: { back } satisfies BackState }), [navigate, back]);
  const goBack = useCallback(() => navigate(back), [navigate, back]);
  return { openFromList, openKeepingBack, goBack, back };
}
