import { defineManifest } from '../../schemas/plugins/manifest';
import { locales } from './locales';

/**
 * Back office: every enterprise's ledgers, read (lists, details, history, export) in the operator scope
 * (docs/operator-scope.md). Operators never write an enterprise's ledger records (docs/decisions.md).
 */
export const ADMIN_LEDGERS_PATH = '/admin/accountManagement';
export const ADMIN_LEDGER_KEY = 'operation:ledger:view';

/**
 * The ledger area: its directory binds the `accountManagement` schema group, so the core adds one menu
 * entry (with its buttons) per ledger schema below it; other plugins hang their pages under it by key.
 */
export default defineManifest({
  name: 'account-management',
  locales,
  menus: [
    {
      key: 'accountManagement',
      title: 'title',
      icon: 'ledger',
      order: 20,
      moduleGroup: 'accountManagement',
      children: [{ key: 'accountManagement-overview', path: '/accountManagement/page', title: 'overview', order: 0 }],
    },
    { system: 'admin', key: 'admin-accountManagement', path: ADMIN_LEDGERS_PATH, title: 'title', icon: 'ledger', order: 47, permission: ADMIN_LEDGER_KEY },
  ],
  // Every standard ledger's view and export keys (`account:<ledger>:view`, the schema convention).
  permissions: [{ key: ADMIN_LEDGER_KEY, title: 'adminPerm', system: 'admin', enterpriseKeys: { read: ['account:*:view', 'account:*:export'] } }],
});
