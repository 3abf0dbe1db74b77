import { defineManifest } from '../../schemas/plugins/manifest';
import { GROUP_ROUTES as R } from './contract';
import { locales } from './locales';

/** Permission keys of company-group: spelled here only; the pages and routes import them. */
export const KEYS = { view: 'companyGroup:view' } as const;

/**
 * Management groups (spec §1, §2 group routes): the group system's dashboard, member archives and
 * member ledgers. Other features add their own group pages (system 'group') beside these.
 */
export default defineManifest({
  name: 'company-group',
  locales,
  menus: [
    { system: 'group', key: 'group-enterpriseLandun', path: R.dashboard, title: 'menu.dashboard', icon: 'home', order: 5, permission: KEYS.view, fullScreen: true },
    { system: 'group', key: 'group-enterpriseArchives', path: R.archives, title: 'menu.archives', icon: 'enterprise', order: 10, permission: KEYS.view },
    { system: 'group', key: 'group-accountManagement', path: R.ledgers, title: 'menu.ledgers', icon: 'ledger', order: 20, permission: KEYS.view },
  ],
  permissions: [{ key: KEYS.view, title: 'perm.view', readOnly: true }],
});
