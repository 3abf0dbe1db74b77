/** Texts of the account-management plugin (i18n namespace 'account-management'). */
export const locales = {
    'zh-CN': {
     title: '台账管理', overview: '台账总览', description: '企业环境管理台账，按类别查看与维护', adminPerm: '查看企业台账' },
    'en-US': {
     title: 'Ledgers', overview: 'Ledger overview', description: 'Environmental management ledgers of the enterprise', adminPerm: 'View enterprises’ ledgers' },
  };
