import { defineManifest } from '../../schemas/plugins/manifest';
import { locales } from './locales';

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
  ],
});
