/** What the SMS says per purpose. Messages go to Chinese mobile numbers, so they are Chinese only. */
export const SMS_PURPOSES = {
  login: '登录',
  register: '注册账号',
  forgetPassword: '找回密码',
  modifyPassword: '修改密码',
  changePassword: '修改登录密码',
  changePhoneOld: '验证当前手机号',
  changePhoneNew: '绑定新手机号',
} as const;

export type SmsPurpose = keyof typeof SMS_PURPOSES;

export const CODE_TTL_MINUTES = 5;

export function codeText(purpose: SmsPurpose, code: string): string {
  return `【企业环保合规管理平台】您正在${SMS_PURPOSES[purpose]}，验证码为${code}，${CODE_TTL_MINUTES}分钟内有效，请勿泄露给他人。`;
}
