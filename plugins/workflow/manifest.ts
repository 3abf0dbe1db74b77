import { defineManifest } from '../../schemas/plugins/manifest';
import { WORKFLOW_KEYS as K } from './contract';
import { locales } from './locales';

/**
 * Approvals on the workflow engine (docs/workflow.md): my approvals and applications in the personal
 * centre, process models with the designer in the sidebar, the back office's models, reviews and
 * instance overview.
 */
export default defineManifest({
  name: 'workflow',
  locales,
  menus: [
    { key: 'system-examine', parent: 'personal', path: '/system-examine/page', title: 'menu.examine', order: 2, permission: K.examine, hidden: true },
    { key: 'system-application', parent: 'personal', path: '/system-application/page', title: 'menu.application', order: 3, permission: K.apply, hidden: true },
    {
      key: 'workflow', title: 'menu.workflow', icon: 'control', order: 85, notInTrial: true,
      children: [
        {
          key: 'workflow-model', path: '/workflow/model/page', title: 'menu.model', order: 1, permission: K.model, notInTrial: true,
          buttons: [{ key: 'workflow-model-design', title: 'perm.design', permission: K.design, notInTrial: true }],
        },
        { key: 'workflow-instance', path: '/workflow/instance/page', title: 'menu.instance', order: 2, permission: K.instances, notInTrial: true },
      ],
    },
    {
      system: 'admin', key: 'admin-workflow', title: 'menu.workflow', icon: 'control', order: 70,
      children: [
        { key: 'admin-workflow-review', path: '/admin/workflow/review', title: 'menu.review', order: 1, permission: K.adminReview },
        { key: 'admin-workflow-model', path: '/admin/workflow/model', title: 'menu.model', order: 2, permission: K.adminModel },
        { key: 'admin-workflow-instance', path: '/admin/workflow/instance', title: 'menu.instance', order: 3, permission: K.adminReview },
      ],
    },
  ],
  permissions: [
    { key: K.examine, title: 'perm.examine', readOnly: true },
    { key: K.apply, title: 'perm.apply', readOnly: true },
    { key: K.model, title: 'perm.model' },
    { key: K.design, title: 'perm.design' },
    { key: K.instances, title: 'perm.instances' },
    { key: K.adminModel, title: 'perm.adminModel', system: 'admin' },
    { key: K.adminReview, title: 'perm.adminReview', system: 'admin' },
  ],
});
