import { definePlugin } from '../../runtime/plugins/registry';

/**
 * Ledgers (spec 'accountManagement'): a group page plus the generic schema-driven screens for every
 * module of the group that GET module/schemas returns for the user.
 */
export default definePlugin({
  name: 'account-management',
  routes: [
    {
      path: '/accountManagement/page',
      component: () => import('./AccountManagementPage'),
      meta: { title: 'overview' },
    },
  ],
  menus: [
    {
      key: 'accountManagement',
      title: 'title',
      icon: 'ledger',
      order: 20,
      moduleGroup: 'accountManagement',
      children: [
        { key: 'accountManagement-overview', path: '/accountManagement/page', title: 'overview', order: 0 },
        // Point management is nested here too (spec §2); the screens come from plugins/point-management.
        { key: 'accountManagement-pointManagement', path: '/accountManagement/pointManagement/page', title: 'point-management:menu.points', order: 900, permission: 'point:view' },
        // Custom ledgers (plugins/custom-account): the designer, and the records with one child per ledger.
        { key: 'accountManagement-customAccount', path: '/accountManagement/customAccount/page', title: 'custom-account:menu.design', order: 910, permission: 'account:custom:manage' },
        { key: 'customAccount', path: '/customAccount/page', title: 'custom-account:menu.records', order: 920, permission: 'customAccount:view', moduleGroup: 'customAccount' },
      ],
    },
  ],
  moduleScreens: [
    {
      group: 'accountManagement',
      list: () => import('../../runtime/modules/ListPage'),
      form: () => import('../../runtime/modules/FormPage'),
      detail: () => import('../../runtime/modules/DetailPage'),
    },
  ],
  locales: {
    'zh-CN': { title: '台账管理', overview: '台账总览', description: '企业环境管理台账，按类别查看与维护' },
    'en-US': { title: 'Ledgers', overview: 'Ledger overview', description: 'Environmental management ledgers of the enterprise' },
  },
});
