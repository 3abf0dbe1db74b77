import { defineManifest } from '../../schemas/plugins/manifest';
import { ADMIN_KEY, ADMIN_PATH, CUSTOM_KEYS, ROUTES } from './constants';
import { locales } from './locales';

const BUTTONS = ['add', 'edit', 'delete', 'export', 'import'] as const;

/** Custom ledgers hang under the ledgers: the designer, and the records with one child per ledger. */
export default defineManifest({
  name: 'custom-account',
  locales,
  menus: [
    { key: 'accountManagement-customAccount', parent: 'accountManagement', path: ROUTES.designList, title: 'menu.design', order: 910, permission: CUSTOM_KEYS.manage },
    {
      key: 'customAccount',
      parent: 'accountManagement',
      path: ROUTES.records,
      title: 'menu.records',
      order: 920,
      permission: CUSTOM_KEYS.view,
      moduleGroup: 'customAccount',
      // Run-time ledgers have no catalogue entries of their own: a role grants every ledger's record keys here.
      buttons: BUTTONS.map((action) => ({
        key: `customAccount-${action}`,
        title: `button.${action}`,
        permission: CUSTOM_KEYS[action],
        notInTrial: action === 'export' || action === 'import',
      })),
    },
    { system: 'admin', key: 'admin-customAccount', path: ADMIN_PATH, title: 'menu.records', icon: 'ledger', order: 48, permission: ADMIN_KEY },
  ],
  permissions: [
    { key: CUSTOM_KEYS.manage, title: 'menu.design' },
    { key: CUSTOM_KEYS.view, title: 'menu.records', readOnly: true },
    ...BUTTONS.map((action) => ({ key: CUSTOM_KEYS[action], title: `button.${action}` })),
    // The definitions (read through the designer's key, GET only) and the records with their export.
    { key: ADMIN_KEY, title: 'menu.adminPerm', system: 'admin', enterpriseKeys: { read: [CUSTOM_KEYS.view, CUSTOM_KEYS.export, CUSTOM_KEYS.manage] } },
  ],
});
