import type { Locale } from '../../../data-providers/catalogue';

/** Texts of the user and role management answers (zh-CN first, the product's default). */
export const USER_PERMISSION_TEXTS = {
  userNotRegistered: { 'zh-CN': '该手机号尚未注册', 'en-US': 'This phone number is not registered' },
  userAlreadyMember: { 'zh-CN': '该用户已在本企业中', 'en-US': 'The user already belongs to this enterprise' },
  notYourself: { 'zh-CN': '不能修改或移除自己', 'en-US': 'You cannot change or remove yourself' },
  roleNameTaken: { 'zh-CN': '角色名称已存在', 'en-US': 'A role with this name already exists' },
  roleInUse: { 'zh-CN': '角色已分配给用户，无法删除', 'en-US': 'The role is assigned to users and cannot be deleted' },
  systemRoleReadOnly: { 'zh-CN': '系统角色不可修改', 'en-US': 'System roles cannot be changed' },
  menuOutsideEdition: { 'zh-CN': '所选菜单不在企业版本范围内', 'en-US': 'A selected menu is not part of the enterprise edition' },
} satisfies Record<string, Record<Locale, string>>;
