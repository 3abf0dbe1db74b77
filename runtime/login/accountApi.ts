import { ENTERPRISE_APP, tokenStore } from '../../data-providers';
import { prehashPassword } from '../../data-providers/password';
import { http } from '../services/http';
import type { LoginResult } from '../services/session';

/** Signed-out account calls of spec §7. Passwords leave the browser only pre-hashed. */

export type CodePurpose = 'login' | 'register' | 'forgetPassword';

const SEND_PATH: Record<CodePurpose, string> = {
  login: 'user/login/sendCode',
  register: 'user/register/sendCode',
  forgetPassword: 'user/forgetPassword/sendCode',
};

export function sendCode(purpose: CodePurpose, phone: string): Promise<unknown> {
  return http.get(`${ENTERPRISE_APP}/${SEND_PATH[purpose]}/${encodeURIComponent(phone)}`);
}

export async function signInWithCode(phone: string, code: string): Promise<LoginResult> {
  const result = await http.post<LoginResult>(`${ENTERPRISE_APP}/auth/login/phoneVerifyCode`, { phone, code, clientType: 0 });
  tokenStore.set('client', result.token);
  return result;
}

export function register(input: { phone: string; code: string; name: string; password: string }): Promise<unknown> {
  return http.post(`${ENTERPRISE_APP}/user/register`, { ...input, password: prehashPassword(input.password) });
}

export function resetPassword(input: { phone: string; code: string; password: string }): Promise<unknown> {
  return http.post(`${ENTERPRISE_APP}/user/forgetPassword`, { ...input, password: prehashPassword(input.password) });
}
