import type { Locale } from '../../../data-providers/catalogue';

/**
 * Texts of sign-up, SMS codes and account changes. The Chinese ones quoted by the spec (§5, §8) are
 * kept verbatim: the browser shows the server's msg as it is.
 */
const texts = {
  codeWrong: { 'zh-CN': '验证码错误，请输入正确的验证码', 'en-US': 'Wrong verification code, please enter the correct code' },
  codeExpired: { 'zh-CN': '验证码已失效，请重新获取', 'en-US': 'The verification code is no longer valid, please request a new one' },
  codeLength: { 'zh-CN': '验证码长度不符合要求', 'en-US': 'The verification code must have 6 characters' },
  codeTooManyAttempts: {
    'zh-CN': '验证码错误次数过多，请重新获取',
    'en-US': 'Too many wrong verification codes, please request a new one',
  },
  codeResendTooSoon: { 'zh-CN': '验证码发送过于频繁，请60秒后再试', 'en-US': 'Codes are sent at most once a minute, please wait' },
  codeDailyCap: { 'zh-CN': '今日验证码发送次数已达上限', 'en-US': 'The daily limit of verification codes for this number is reached' },
  tooManyRequests: { 'zh-CN': '请求过于频繁，请稍后再试', 'en-US': 'Too many requests, please try again later' },
  smsUnavailable: { 'zh-CN': '短信服务暂不可用，请稍后再试', 'en-US': 'The SMS service is unavailable, please try again later' },
  phoneRegistered: { 'zh-CN': '该手机号已注册', 'en-US': 'This phone number is already registered' },
  phoneNotRegistered: { 'zh-CN': '该手机号未注册', 'en-US': 'This phone number is not registered' },
  phoneRequired: { 'zh-CN': '手机号码不能为空', 'en-US': 'The phone number is required' },
  phoneInvalid: { 'zh-CN': '请填写正确格式的手机号码', 'en-US': 'Enter a phone number in the correct format' },
  phoneNotOwn: { 'zh-CN': '手机号与当前账号不一致', 'en-US': 'The phone number does not belong to this account' },
  phoneStepMissing: { 'zh-CN': '请先验证当前手机号', 'en-US': 'Verify the current phone number first' },
  nameRequired: { 'zh-CN': '请输入名字', 'en-US': 'Please enter the name' },
  nameInvalid: { 'zh-CN': '姓名格式不符合要求', 'en-US': 'The name format does not meet the requirements' },
  thirdPartyNotConfigured: { 'zh-CN': '第三方登录未配置', 'en-US': 'Third-party sign-in is not configured' },
  thirdPartyUnavailable: { 'zh-CN': '第三方登录服务连接失败', 'en-US': 'The third-party sign-in service cannot be reached' },
  certificationPending: {
    'zh-CN': '已提交该企业的认证申请，请等待审核',
    'en-US': 'A certification request for this enterprise is already waiting for review',
  },
  enterpriseNameRequired: { 'zh-CN': '请输入企业名称', 'en-US': 'Please enter the enterprise name' },
  usccInvalid: { 'zh-CN': '统一社会信用代码格式不正确（18位，含校验码）', 'en-US': 'Invalid unified social credit code (18 characters with check digit)' },
} satisfies Record<string, Record<Locale, string>>;

export type IdentityTextKey = keyof typeof texts;

export function identityTexts(key: IdentityTextKey): Record<Locale, string> {
  return texts[key];
}
