import { defineManifest } from '../../schemas/plugins/manifest';
import { TASK_KEYS as K, TASK_ROUTES as R } from './contract';
import { locales } from './locales';

/**
 * Tasks (spec §2 /taskManagement with taskDetailPage and taskStatisticalPage, personal centre
 * /system-task, back-office task management): issued, worked on with feedback, followed, counted.
 */
export default defineManifest({
  name: 'task-management',
  locales,
  menus: [
    {
      key: 'taskManagement', title: 'menu.task', icon: 'task', order: 55,
      children: [
        {
          key: 'taskManagement-page', path: R.page, title: 'menu.list', order: 1, permission: K.view,
          buttons: [
            { key: 'taskManagement-issue', title: 'perm.issue', permission: K.issue },
            { key: 'taskManagement-handle', title: 'perm.handle', permission: K.handle },
          ],
        },
        { key: 'taskManagement-statistics', path: R.statistics, title: 'menu.statistics', order: 2, permission: K.view },
      ],
    },
    {
      system: 'group', key: 'group-taskManagement', title: 'menu.groupTask', icon: 'task', order: 55,
      children: [
        { key: 'group-taskManagement-page', path: R.groupPage, title: 'menu.list', order: 1, permission: K.view, buttons: [{ key: 'group-taskManagement-issue', title: 'perm.issue', permission: K.issue }] },
        { key: 'group-taskManagement-statistics', path: R.groupStatistics, title: 'menu.statistics', order: 2, permission: K.view },
      ],
    },
    { key: 'system-task', parent: 'personal', path: R.my, title: 'menu.my', order: 1, permission: K.my, hidden: true },
    {
      system: 'admin', key: 'admin-task', title: 'menu.adminTask', icon: 'task', order: 65,
      children: [
        { key: 'admin-task-list', path: R.admin, title: 'menu.adminList', order: 1, permission: K.adminView, buttons: [{ key: 'admin-task-issue', title: 'perm.adminIssue', permission: K.adminIssue }] },
      ],
    },
  ],
  permissions: [
    { key: K.view, title: 'perm.view', readOnly: true },
    { key: K.issue, title: 'perm.issue' },
    { key: K.handle, title: 'perm.handle' },
    { key: K.my, title: 'perm.my', readOnly: true },
    { key: K.adminView, title: 'perm.adminView', system: 'admin' },
    { key: K.adminIssue, title: 'perm.adminIssue', system: 'admin' },
  ],
});
