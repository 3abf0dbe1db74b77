/** Spec §2 route guard, as a pure decision so the Root router and the tests share one rule. */

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/moduleHome/page';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/** Paths that need no sign-in. */
export function isOpenPath(pathname: string): boolean {
  return pathname === '/' || pathname === '' || pathname === LOGIN_PATH;
}

/**
 * Where to go for a hash location. `/` always goes to the login page; any other path needs a token,
 * and a signed-out visitor is sent to the login page with the wanted location remembered.
 */
export function guardDecision(pathname: string, search: string, hasToken: boolean): GuardDecision {
  if (pathname === '/' || pathname === '') return { kind: 'redirect', to: LOGIN_PATH };
  if (isOpenPath(pathname) || hasToken) return { kind: 'allow' };
  const wanted = `${pathname}${search}`;
  return { kind: 'redirect', to: `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}` };
}

/**
 * The in-app location to open after sign-in. Only same-app hash paths are accepted, so a crafted
 * `?redirect=` can never send the user to another origin or back to the login page.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return HOME_PATH;
  const pathname = value.split(/[?#]/)[0];
  if (isOpenPath(pathname)) return HOME_PATH;
  return value;
}
