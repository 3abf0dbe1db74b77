import type { ResolvedRoute } from '../../runtime/plugins/types';

/** Spec §2: the personal workbench's entries, in this order. */
export const WORKBENCH_ITEMS = [
  { key: 'tasks', path: '/system-task/page' },
  { key: 'approvals', path: '/system-examine/page' },
  { key: 'issues', path: '/system-issue/page' },
  { key: 'suggestions', path: '/system-suggest/page' },
  { key: 'userPermission', path: '/user-permission/user' },
] as const;

export type WorkbenchItem = (typeof WORKBENCH_ITEMS)[number];

/** Only the entries whose page exists in this build and which the user may open. */
export function accessibleItems(routes: readonly ResolvedRoute[], canOpen: (route: ResolvedRoute) => boolean): WorkbenchItem[] {
  return WORKBENCH_ITEMS.filter((item) => {
    const route = routes.find((r) => r.path === item.path);
    return route !== undefined && canOpen(route);
  });
}
