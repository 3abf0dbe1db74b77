import type { Locale } from '../../data-providers/catalogue';

/**
 * Server texts a user reads that are not error-code texts (those live in data-providers/catalogue.ts).
 * Chinese first: it is the product's default language and the spec's wording.
 */
const texts = {
  loginFailed: { 'zh-CN': '账号或密码错误', 'en-US': 'Wrong account or password' },
  accountDisabled: {
    'zh-CN': '账号已停用，请联系超级管理员或运营人员',
    'en-US': 'Account disabled, please contact the super administrator or operations',
  },
  sessionExpired: {
    'zh-CN': '登录已过期，请重新登录',
    'en-US': 'Login expired, please sign in again',
  },
  sessionSuperseded: {
    'zh-CN': '账号已在其他浏览器登录，如非本人操作请修改密码',
    'en-US': 'Account signed in on another browser; change your password if this was not you',
  },
  enterpriseNotAllowed: {
    'zh-CN': '没有该企业的访问权限',
    'en-US': 'No permission for this enterprise',
  },
  enterpriseMismatch: {
    'zh-CN': '页面显示的企业与本次操作的企业不一致（企业已切换），为避免写入其他企业，本次操作未执行，请刷新页面后重试',
    'en-US': 'This page shows another enterprise than the one this request acts for (the enterprise was switched); nothing was changed. Reload the page and try again',
  },
  databaseUnavailable: { 'zh-CN': '数据库连接未建立', 'en-US': 'Database connection not established' },
  invalidBody: { 'zh-CN': '请求体格式不正确', 'en-US': 'Request body is malformed' },
  unsupportedMediaType: { 'zh-CN': '不支持的内容类型', 'en-US': 'Unsupported content type' },
  bodyTooLarge: { 'zh-CN': '请求体过大', 'en-US': 'Request body too large' },
} satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof texts;

export function message(key: MessageKey, locale: Locale): string {
  return texts[key][locale];
}

export function messageTexts(key: MessageKey): Record<Locale, string> {
  return texts[key];
}

/** Issue 12 throttling: how long a password try must wait, and what still works meanwhile. */
export function loginWaitTexts(minutes: number): Record<Locale, string> {
  return {
    'zh-CN': `密码错误次数过多，请${minutes}分钟后再试，或使用验证码登录、找回密码`,
    'en-US': `Too many wrong passwords; try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or sign in with an SMS code or reset the password`,
  };
}
