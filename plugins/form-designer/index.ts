import { definePlugin } from '../../runtime/plugins/registry';
import { FORM_ADMIN_PERMISSIONS, FORM_PERMISSIONS, ROUTES } from './constants';
import manifest from './manifest';

/**
 * The form designer (spec §2, docs/forms.md): palette, canvas, settings, toolbar, templates and code
 * export, in a lazy chunk. The renderer and the field-widget registry it draws from are the runtime's
 * (runtime/forms, runtime/plugins/fieldWidgets); storage is the core's (server/forms).
 */
export default definePlugin({
  manifest,
  routes: [
    // The list shows current data whenever it is shown; a designer keeps its unsaved work while another tab is open.
    { path: ROUTES.list, component: () => import('./ui/FormListPage'), meta: { title: 'menu.forms', permission: FORM_PERMISSIONS.design, keepAlive: false } },
    { path: ROUTES.design, component: () => import('./ui/DesignPage'), meta: { title: 'title.new', permissionFrom: ROUTES.list } },
    { path: ROUTES.designEdit, component: () => import('./ui/DesignPage'), meta: { title: 'title.edit', permissionFrom: ROUTES.list } },
    { path: ROUTES.fill, component: () => import('./ui/FillPage'), meta: { title: 'title.fill', permissionFrom: ROUTES.list } },
  ],
  adminRoutes: [
    { path: ROUTES.adminList, component: () => import('./admin/TemplateListPage'), meta: { title: 'menu.templates', permission: FORM_ADMIN_PERMISSIONS.template } },
    { path: ROUTES.adminDesign, component: () => import('./admin/TemplateDesignPage'), meta: { title: 'title.newTemplate', permission: FORM_ADMIN_PERMISSIONS.template } },
    { path: ROUTES.adminDesignEdit, component: () => import('./admin/TemplateDesignPage'), meta: { title: 'title.editTemplate', permission: FORM_ADMIN_PERMISSIONS.template } },
  ],
});
