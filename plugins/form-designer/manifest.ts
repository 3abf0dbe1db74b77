import { defineManifest } from '../../schemas/plugins/manifest';
import { FORM_ADMIN_PERMISSIONS, FORM_PERMISSIONS, ROUTES } from './constants';
import { locales } from './locales';

/**
 * The form designer (spec §2): the enterprise's forms and the designer (its own permission, which also
 * marks the saved forms trusted to run event code), and the back office's form templates.
 */
export default defineManifest({
  name: 'form-designer',
  locales,
  menus: [
    { key: 'formDesigner', path: ROUTES.list, title: 'menu.forms', icon: 'content', order: 85, permission: FORM_PERMISSIONS.design },
    { system: 'admin', key: 'admin-form-templates', path: ROUTES.adminList, title: 'menu.templates', icon: 'content', order: 70, permission: FORM_ADMIN_PERMISSIONS.template },
  ],
  permissions: [
    { key: FORM_PERMISSIONS.design, title: 'perm.design' },
    { key: FORM_ADMIN_PERMISSIONS.template, title: 'perm.templates', system: 'admin' },
  ],
});
