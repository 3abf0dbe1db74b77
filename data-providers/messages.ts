import type { Locale } from './catalogue';

/**
 * Texts the request layer shows by itself (spec §8 HTTP-level errors). Kept here rather than in the
 * runtime's i18n bundle so the login route can show them without loading the UI translations; the
 * runtime may register this table as an i18n namespace.
 */
export interface RequestMessages {
  networkError: string;
  timeout: string;
  /** `{status}` is replaced by the HTTP status code. */
  httpStatus: string;
  sessionExpired: string;
  accountDisabled: string;
  signedInElsewhere: string;
  dialogTitle: string;
}

export const requestMessages: Record<Locale, RequestMessages> = {
  'zh-CN': {
    networkError: '网络连接中，请稍候',
    timeout: '系统接口请求超时',
    httpStatus: '系统接口{status}异常',
    sessionExpired: '登录状态已过期，您可以继续留在该页面，或者重新登录',
    accountDisabled: '账号已停用，请联系超级管理员或运营人员',
    signedInElsewhere: '账号已在其他浏览器登录，如非本人操作请修改密码',
    dialogTitle: '系统提示',
  },
  'en-US': {
    networkError: 'Requesting network connection, please wait',
    timeout: 'System interface request timeout',
    httpStatus: 'System interface {status} exception',
    sessionExpired: 'Login expired. You can stay on this page or log in again',
    accountDisabled: 'Account disabled, please contact the super administrator or operations staff',
    signedInElsewhere: 'Account logged in on another browser. If this was not you, please change your password',
    dialogTitle: 'System notice',
  },
};

/** The message 'interrupt' marks a cancelled request; spec §8 says it is never shown. */
export const INTERRUPT_MESSAGE = 'interrupt';
/** Spec §8: any message containing this marker is shown as the marker alone. */
export const ON_DEMAND_FAILED = 'on-demand failed';

export function requestMessage(locale: Locale, key: keyof RequestMessages, vars: Record<string, string | number> = {}): string {
  const table = requestMessages[locale] ?? requestMessages['zh-CN'];
  return table[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
