/**
 * The error catalogue of spec §8, shared by the request layer (browser) and the server, so that the
 * code a server sends and the text a user reads can never drift apart.
 */
export type Locale = 'zh-CN' | 'en-US';

export const SUCCESS_CODE = 1000000;
/** Legacy services answer 200 in the envelope; the client accepts both (spec §7). */
export const SUCCESS_CODES: readonly number[] = [200, SUCCESS_CODE];

export const ErrorCode = {
  SystemError: 500,
  Unknown: 2010101,
  BadParameter: 2010102,
  NoPermission: 2010103,
  NotConnected: 2010104,
  NotFound: 2010105,
  WrongMethod: 2010106,
  TooFast: 2010107,
  Duplicate: 2010108,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

const codeText: Record<Locale, Record<number, string>> = {
  'zh-CN': {
    500: '系统服务异常',
    2010101: '未知异常',
    2010102: '参数异常',
    2010103: '没有权限',
    2010104: '连接未建立',
    2010105: '数据不存在',
    2010106: '方法错误',
    2010107: '请求过快',
    2010108: '重复请求',
  },
  'en-US': {
    500: 'System service exception',
    2010101: 'Unknown exception',
    2010102: 'Parameter exception',
    2010103: 'No permission',
    2010104: 'Connection not established',
    2010105: 'Data not found',
    2010106: 'Method error',
    2010107: 'Requests too fast',
    2010108: 'Duplicate request',
  },
};

export const UNKNOWN_ERROR_TEXT: Record<Locale, string> = {
  'zh-CN': '系统未知错误，请反馈给管理员',
  'en-US': 'System unknown error, please report to the administrator',
};

/** The catalogue text for a code, or undefined when the code is not in the table. */
export function codeMessage(code: number, locale: Locale): string | undefined {
  return codeText[locale][code];
}

export function isSuccessCode(code: unknown): boolean {
  return typeof code === 'number' && SUCCESS_CODES.includes(code);
}
