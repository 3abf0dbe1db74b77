import { useContext } from 'react';
import type { HttpClient } from '../../data-providers';
import { adminHttp } from '../../runtime/services/adminHttp';
import { http } from '../../runtime/services/http';
import { actionState, type ActionState } from '../../runtime/shell/permissions';
import { ShellContext } from '../../runtime/shell/ShellData';
import { useMemberScope } from '../../runtime/shell/memberScope';
import { ADMIN_BASE, CLIENT_BASE, GROUP_SETTING_BASE, type SettingAreaKind } from './contract';
import { ROUTES } from './manifest';

/**
 * Where the settings screens run: the client area (the enterprise's own indicators and systems), a
 * management group (the group's own, under /managementGroup) or the back office (the templates). The same
 * screens serve all three; only the HTTP client, the API base and the routes differ.
 */
export interface Area {
  kind: SettingAreaKind;
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

export const groupArea = (): Area => ({
  kind: 'group',
  http,
  base: GROUP_SETTING_BASE,
  routes: { customIndicator: ROUTES.groupCustomIndicator, selectIndicator: ROUTES.groupSelectIndicator, evaluationSystem: ROUTES.groupEvaluationSystem },
});

export const areaOf = (kind: SettingAreaKind): Area => (kind === 'admin' ? adminArea() : kind === 'group' ? groupArea() : clientArea());

/** Areas that own records beside the templates (client and group): they list and copy the templates. */
export const readsTemplates = (kind: SettingAreaKind) => kind !== 'admin';

/** A guarded control's state: by the enterprise grant in the client area; the back office page already required its key. */
export function useCan(): (permission: string) => ActionState {
  const shell = useContext(ShellContext);
  // A group reading a member (docs/groups.md) scores, answers and exports nothing; an operator (operator
  // scope) does what the keys they hold in the enterprise allow (the operator shell's permissions).
  const scope = useMemberScope();
  return (permission) => (scope?.readOnly ? 'hidden' : shell ? actionState(shell.permissions, permission, shell.enterprise.target) : 'show');
}

/** The list screen under a settings root: `/page` in the client and group areas, the root itself in the back office. */
export const listPath = (area: Area, root: string) => (readsTemplates(area.kind) ? `${root}/page` : root);
