import { defineManifest } from '../../schemas/plugins/manifest';
import { locales } from './locales';

/** Permission keys of __NAME__: spelled here only; the pages and routes import them. */
export const KEYS = { view: '__CAMEL__:view', edit: '__CAMEL__:edit' } as const;

export default defineManifest({
  name: '__NAME__',
  locales,
  menus: [
    {
      key: '__CAMEL__',
      path: '/__CAMEL__/page',
      title: 'menu.title',
      icon: 'folder',
      order: 80,
      permission: KEYS.view,
      buttons: [{ key: '__CAMEL__-add', title: 'perm.edit', permission: KEYS.edit }],
    },
  ],
  permissions: [
    { key: KEYS.view, title: 'perm.view', readOnly: true },
    { key: KEYS.edit, title: 'perm.edit' },
  ],
});
