import { definePlugin } from '../../runtime/plugins/registry';
import { operatorLedgerRoutes } from '../../runtime/modules/operatorLedgerRoutes';
import manifest, { ADMIN_LEDGER_KEY, ADMIN_LEDGERS_PATH } from './manifest';

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
  // Back office: every enterprise's ledgers, read in the operator scope (docs/operator-scope.md).
  adminRoutes: operatorLedgerRoutes({ group: 'accountManagement', path: ADMIN_LEDGERS_PATH, permission: ADMIN_LEDGER_KEY, title: 'title', testId: 'operator-ledgers' }),
  moduleScreens: [
    {
      group: 'accountManagement',
      list: () => import('../../runtime/modules/ListPage'),
      form: () => import('../../runtime/modules/FormPage'),
      detail: () => import('../../runtime/modules/DetailPage'),
    },
  ],
});
