/** Spec §6 button permissions. */

export type ActionState = 'show' | 'disabled' | 'hidden';

/**
 * How a control guarded by `permission` appears: shown when granted (or unguarded), otherwise hidden,
 * except on an enterprise whose info target is 1, where it is shown disabled instead.
 */
export function actionState(granted: ReadonlySet<string>, permission: string | undefined, enterpriseTarget?: number): ActionState {
  if (permission === undefined || granted.has(permission)) return 'show';
  return enterpriseTarget === 1 ? 'disabled' : 'hidden';
}

/** Spec §6: "export all" is hidden for enterprises whose info target is 1 (client area). */
export function exportAllowed(granted: ReadonlySet<string>, permission: string | undefined, enterpriseTarget?: number): boolean {
  return enterpriseTarget !== 1 && actionState(granted, permission, enterpriseTarget) === 'show';
}
