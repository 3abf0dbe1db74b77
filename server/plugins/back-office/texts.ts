import type { Locale } from '../../../data-providers/catalogue';

/** Back-office texts a user reads in responses and exports (labels of stored codes, sheet headers). */
const texts = {
  location: {
    intranet: { 'zh-CN': '内网', 'en-US': 'Intranet' },
    unknown: { 'zh-CN': '未知', 'en-US': 'Unknown' },
  },
  reason: {
    success: { 'zh-CN': '登录成功', 'en-US': 'Signed in' },
    wrongPassword: { 'zh-CN': '账号或密码错误', 'en-US': 'Wrong account or password' },
    locked: { 'zh-CN': '登录失败次数过多', 'en-US': 'Too many failures' },
    disabled: { 'zh-CN': '账号已停用', 'en-US': 'Account disabled' },
  },
  area: {
    client: { 'zh-CN': '企业端', 'en-US': 'Enterprise side' },
    admin: { 'zh-CN': '运营后台', 'en-US': 'Back office' },
  },
  loginLogSheet: { 'zh-CN': '登录日志', 'en-US': 'Login log' },
  loginLogHeaders: {
    'zh-CN': ['登录时间', '系统', '账号', '结果', '说明', 'IP地址', '登录地点', '浏览器'],
    'en-US': ['Time', 'Area', 'Account', 'Result', 'Detail', 'IP address', 'Location', 'Browser'],
  },
  successLabel: { 'zh-CN': '成功', 'en-US': 'Success' },
  failureLabel: { 'zh-CN': '失败', 'en-US': 'Failure' },
  editionName: { 'zh-CN': '版本{id}', 'en-US': 'Edition {id}' },
  grant: {
    unknownMenu: { 'zh-CN': '所选菜单不存在', 'en-US': 'A selected menu does not exist' },
    menuKey: { 'zh-CN': '该权限随菜单授予，请在菜单树中勾选', 'en-US': 'This permission comes with a menu: check it in the menu tree' },
    unknownKey: { 'zh-CN': '所选权限不存在', 'en-US': 'A selected permission does not exist' },
  },
  operator: {
    selfDisable: { 'zh-CN': '不能停用自己的账号', 'en-US': 'You cannot disable your own account' },
    selfRole: { 'zh-CN': '不能更改自己的角色', 'en-US': 'You cannot change your own role' },
    lastAdministrator: {
      'zh-CN': '至少需要保留一个启用的运营账号同时拥有用户管理和角色管理权限，本次操作未执行',
      'en-US': 'At least one enabled back-office account must keep both the user and the role management permissions; nothing was changed',
    },
    accountTaken: { 'zh-CN': '该账号已被使用', 'en-US': 'This account name is taken' },
    phoneTaken: { 'zh-CN': '该手机号已被使用', 'en-US': 'This phone number is taken' },
    accountInvalid: { 'zh-CN': '账号须以字母开头，4-32位字母、数字或下划线', 'en-US': 'The account starts with a letter: 4-32 letters, digits or underscores' },
    unknownRole: { 'zh-CN': '所选角色不存在', 'en-US': 'The selected role does not exist' },
  },
} as const;

type Group = 'location' | 'reason' | 'area' | 'grant' | 'operator';

export function label<G extends Group>(group: G, key: string, locale: Locale): string {
  const entry = (texts[group] as Record<string, Record<Locale, string>>)[key];
  return entry ? entry[locale] : key;
}

export function text(key: 'loginLogSheet' | 'successLabel' | 'failureLabel', locale: Locale): string {
  return texts[key][locale];
}

export function loginLogHeaders(locale: Locale): readonly string[] {
  return texts.loginLogHeaders[locale];
}

export function editionName(id: number, locale: Locale): string {
  return texts.editionName[locale].replace('{id}', String(id));
}
