import { createContext, useContext } from 'react';
import { ADMIN_APP, ENTERPRISE_APP } from '../../data-providers';
import { prehashPassword } from '../../data-providers/password';
import { adminHttp } from '../../runtime/services/adminHttp';
import { http } from '../../runtime/services/http';

/** The account calls of one application area (spec §7: the user centre, or the operation-manage user calls). */
export interface AccountApi {
  updateName(name: string): Promise<unknown>;
  sendPasswordCode(): Promise<unknown>;
  updatePassword(input: { code: string; password: string; phone: string }): Promise<unknown>;
  /** Without a number: to the current phone (step 1); with one: to the new phone (step 2). */
  sendPhoneCode(phoneNumber?: string): Promise<unknown>;
  validatePhone(input: { code: string; phoneNumber: string }): Promise<unknown>;
  updatePhone(input: { code: string; phoneNumber: string }): Promise<unknown>;
}

/** After a change: the spec's success sentence, then a fresh sign-in in the same area. */
export type SignInAgain = (message: string, sessionEnded: boolean) => Promise<void>;

const phoneParams = (phoneNumber?: string) => (phoneNumber ? { params: { phoneNumber } } : undefined);

/** Enterprise users: the user centre below the enterprise-side prefix. */
export const clientAccountApi: AccountApi = {
  updateName: (name) => http.put(`${ENTERPRISE_APP}/user/center/update/name`, { name }),
  sendPasswordCode: () => http.get(`${ENTERPRISE_APP}/user/send/password/code`),
  updatePassword: (input) => http.put(`${ENTERPRISE_APP}/user/center/update/password`, { ...input, password: prehashPassword(input.password) }),
  sendPhoneCode: (phoneNumber) => http.get(`${ENTERPRISE_APP}/user/send/phoneNumber/code`, phoneParams(phoneNumber)),
  validatePhone: (input) => http.put(`${ENTERPRISE_APP}/user/center/phone/validate`, input),
  updatePhone: (input) => http.put(`${ENTERPRISE_APP}/user/center/update/phone`, input),
};

/** The operations user: spec §7 "Operations back office" calls; the password ones name the account. */
export function adminAccountApi(account: string): AccountApi {
  const user = `${ADMIN_APP}/user`;
  return {
    updateName: (name) => adminHttp.get(`${user}/updateName`, { params: { name } }),
    sendPasswordCode: () => adminHttp.get(`${user}/login/modifyPassword/sendCode/${encodeURIComponent(account)}`),
    updatePassword: ({ code, password }) => adminHttp.put(`${user}/login/password/update`, { account, code, password: prehashPassword(password) }),
    sendPhoneCode: (phoneNumber) => adminHttp.get(`${user}/send/phoneNumber/code`, phoneParams(phoneNumber)),
    validatePhone: (input) => adminHttp.put(`${user}/phone/validate`, input),
    updatePhone: (input) => adminHttp.put(`${user}/update/phone`, input),
  };
}

export const AccountAreaContext = createContext<{ api: AccountApi; signInAgain: SignInAgain } | null>(null);

/** The area the account dialogs act in (the page that opens them provides it). */
export function useAccountArea(): { api: AccountApi; signInAgain: SignInAgain } {
  const value = useContext(AccountAreaContext);
  if (!value) throw new Error('account dialogs outside an account page');
  return value;
}
