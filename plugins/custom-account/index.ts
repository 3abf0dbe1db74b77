import { definePlugin } from '../../runtime/plugins/registry';
import { operatorLedgerRoutes } from '../../runtime/modules/operatorLedgerRoutes';
import manifest from './manifest';
import { ADMIN_KEY, ADMIN_PATH, CUSTOM_GROUP, CUSTOM_KEYS, ROUTES } from './constants';

/**
 * Custom ledgers (spec §2): the enterprise admin designs ledgers at run time
 * (/accountManagement/customAccount/…), and their records use the generic schema screens under
 * `/customAccount/<id>` with a ledger picker (/customAccount/…). Its menus (./manifest) hang under the
 * ledger directory of plugins/account-management.
 */
export default definePlugin({
  manifest,
  // The two record entries only lead on to a ledger's own routes; kept alive they would show nothing.
  routes: [
    { path: ROUTES.designList, component: () => import('./DefinitionListPage'), meta: { title: 'title.design', permission: CUSTOM_KEYS.manage } },
    { path: ROUTES.designForm, component: () => import('./DesignerPage'), meta: { title: 'title.designForm', permissionFrom: ROUTES.designList } },
    { path: ROUTES.records, component: () => import('./RecordsEntry'), meta: { title: 'title.records', permission: CUSTOM_KEYS.view, keepAlive: false } },
    { path: ROUTES.recordForm, component: () => import('./RecordFormEntry'), meta: { title: 'title.recordForm', permissionFrom: ROUTES.records, keepAlive: false } },
  ],
  // Back office: every enterprise's custom ledgers and their records, read in the operator scope.
  adminRoutes: operatorLedgerRoutes({ group: CUSTOM_GROUP, path: ADMIN_PATH, permission: ADMIN_KEY, title: 'menu.records', testId: 'operator-custom-ledgers' }),
  moduleScreens: [
    {
      group: CUSTOM_GROUP,
      list: () => import('./RecordsPage'),
      form: () => import('../../runtime/modules/FormPage'),
      detail: () => import('../../runtime/modules/DetailPage'),
    },
  ],
});
