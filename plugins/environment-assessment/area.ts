import { useContext } from 'react';
import type { HttpClient } from '../../data-providers';
import { adminHttp } from '../../runtime/services/adminHttp';
import { http } from '../../runtime/services/http';
import { actionState, type ActionState } from '../../runtime/shell/permissions';
import { ShellContext } from '../../runtime/shell/ShellData';
import { useMemberScope } from '../../runtime/shell/memberScope';
import { ADMIN_BASE, CLIENT_BASE } from './contract';
import { ROUTES } from './manifest';

/**
 * Where the settings screens run: the client area (the enterprise's own indicators and systems) or the
 * back office (the templates). The same screens serve both; only the HTTP client, the API base and the
 * routes differ.
 */
export interface Area {
  kind: 'client' | 'admin';
  http: HttpClient;
  base: string;
  routes: { customIndicator: string; selectIndicator: string; evaluationSystem: string };
}


export const clientArea = (): Area => ({
  kind: 'client',
  http,
  base: CLIENT_BASE,
  routes: { customIndicator: ROUTES.customIndicator, selectIndicator: ROUTES.selectIndicator, evaluationSystem: ROUTES.evaluationSystem },
});

export const adminArea = (): Area => ({
  kind: 'admin',
  http: adminHttp,
  base: ADMIN_BASE,
  routes: { customIndicator: ROUTES.adminCustomIndicator, selectIndicator: ROUTES.adminSelectIndicator, evaluationSystem: ROUTES.adminEvaluationSystem },
});

export const areaOf = (kind: 'client' | 'admin'): Area => (kind === 'admin' ? adminArea() : clientArea());

/** A guarded control's state: by the enterprise grant in the client area; the back office page already required its key. */
export function useCan(): (permission: string) => ActionState {
  const shell = useContext(ShellContext);
  // A group reading a member (docs/groups.md) scores, answers and exports nothing.
  const scope = useMemberScope();
  return (permission) => (scope ? 'hidden' : shell ? actionState(shell.permissions, permission, shell.enterprise.target) : 'show');
}

/** The list screen under a settings root: `/page` in the client area, the root itself in the back office. */
export const listPath = (area: Area, root: string) => (area.kind === 'client' ? `${root}/page` : root);
