import { ADMIN_APP, tokenStore } from '../../data-providers';
import { prehashPassword } from '../../data-providers/password';
import { adminHttp } from '../../runtime/services/adminHttp';

// The client is the runtime's, shared with every plugin's back-office pages.
export { adminHttp, ADMIN_LOGIN_PATH } from '../../runtime/services/adminHttp';
export const ADMIN_HOME_PATH = '/admin/dashboard';

/** Paths below /api of the back-office calls. */
export const adminPaths = {
  login: `${ADMIN_APP}/auth/login`,
  logout: `${ADMIN_APP}/auth/logout`,
  info: `${ADMIN_APP}/user/info`,
  enterprises: `${ADMIN_APP}/enterpriseManage`,
  users: `${ADMIN_APP}/userManage`,
  roles: `${ADMIN_APP}/roleManage`,
  editions: `${ADMIN_APP}/editionManage`,
  menuTree: `${ADMIN_APP}/menu/treeList`,
  menuIcon: `${ADMIN_APP}/menu/icon`,
  editionMenuIds: (id: number) => `${ADMIN_APP}/edition/menuIdList/${id}`,
  loginLog: `${ADMIN_APP}/loginLog`,
  operatorActions: `${ADMIN_APP}/operatorScope/action/page`,
  smsOutbox: `${ADMIN_APP}/sms/outbox/page`,
} as const;

export type { AdminOperator as AdminInfo } from '../../runtime/services/adminOperator';

export async function adminSignIn(account: string, password: string): Promise<void> {
  const result = await adminHttp.post<{ token: string }>(adminPaths.login, { account, password: prehashPassword(password) });
  tokenStore.set('admin', result.token);
}

export async function adminSignOut(): Promise<void> {
  try {
    await adminHttp.delete(adminPaths.logout, { silent: true });
  } catch {
    // An expired session is already over.
  } finally {
    adminHttp.cancelAll();
    tokenStore.clear('admin');
  }
}

export function hasAdminToken(): boolean {
  return tokenStore.get('admin') !== null;
}
