import { definePlugin } from '../../runtime/plugins/registry';
import manifest from './manifest';

/**
 * Ledgers (spec 'accountManagement'): a group page plus the generic schema-driven screens for every
 * module of the group that GET module/schemas returns for the user.
 */
export default definePlugin({
  manifest,
  routes: [
    {
      path: '/accountManagement/page',
      component: () => import('./AccountManagementPage'),
      meta: { title: 'overview' },
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
});
