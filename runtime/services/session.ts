import { tokenStore } from '../../data-providers';
import { apiPaths } from './api';
import { http } from './http';

export interface LoginResult {
  token: string;
  userId: number | string;
  name: string;
  phone: string;
  expireTime: number | string;
}

export interface UserInfo {
  id: number | string;
  name: string;
  phone: string;
  roleNameList?: string[];
  expireTime?: number | string;
  /** Button/route permission keys in the current enterprise (spec §6). */
  permissions?: string[];
}

/** Spec §7: phone + pre-hashed password, clientType fixed at 0; the plain password never leaves. */
export async function signInWithPassword(phone: string, password: string): Promise<LoginResult> {
  // The hash (@noble/hashes) loads on the first sign-in, not with the entry every screen downloads.
  const { prehashPassword } = await import('../../data-providers/password');
  const result = await http.post<LoginResult>(apiPaths.login, { phone, password: prehashPassword(password), clientType: 0 });
  tokenStore.set('client', result.token);
  return result;
}

/** Ends the session server-side when possible; the local token is dropped whatever the answer. */
export async function signOut(): Promise<void> {
  try {
    await http.delete(apiPaths.logout, { silent: true });
  } catch {
    // An expired session cannot be logged out any further.
  } finally {
    http.cancelAll();
    tokenStore.clear('client');
  }
}

export function hasClientToken(): boolean {
  return tokenStore.get('client') !== null;
}
