import { defineManifest } from '../../schemas/plugins/manifest';
import { RISK_KEYS as K, RISK_ROUTES as R } from './contract';
import { locales } from './locales';

/**
 * Risk prevention (spec §2 /riskManagement, personal centre /system-issue, back-office risk management):
 * risks raised from monitoring data and by hand, handled through an approval, notified live.
 */
export default defineManifest({
  name: 'risk-management',
  locales,
  menus: [
    {
      key: 'riskManagement', title: 'menu.risk', icon: 'risk', order: 50,
      children: [
        {
          key: 'riskManagement-page', path: R.page, title: 'menu.list', order: 1, permission: K.view,
          buttons: [
            { key: 'riskManagement-handle', title: 'perm.handle', permission: K.handle },
            { key: 'riskManagement-approve', title: 'perm.approve', permission: K.approve },
            { key: 'riskManagement-manual', title: 'perm.manual', permission: K.manual },
            { key: 'riskManagement-export', title: 'perm.export', permission: K.export },
          ],
        },
        { key: 'riskManagement-notice', path: R.notice, title: 'menu.notice', order: 2, permission: K.view },
      ],
    },
    { system: 'group', key: 'group-riskManagement', path: R.groupPage, title: 'menu.groupList', icon: 'risk', order: 50, permission: K.view },
    { key: 'system-issue', parent: 'personal', path: R.issues, title: 'menu.issues', order: 4, permission: K.view, hidden: true },
    {
      system: 'admin', key: 'admin-risk', title: 'menu.adminRisk', icon: 'risk', order: 60,
      children: [
        { key: 'admin-risk-list', path: R.admin, title: 'menu.adminList', order: 1, permission: K.adminView, buttons: [{ key: 'admin-risk-issue', title: 'perm.adminIssue', permission: K.adminIssue }] },
      ],
    },
  ],
  permissions: [
    { key: K.view, title: 'perm.view', readOnly: true },
    { key: K.handle, title: 'perm.handle' },
    { key: K.approve, title: 'perm.approve' },
    { key: K.manual, title: 'perm.manual' },
    { key: K.export, title: 'perm.export' },
    { key: K.adminView, title: 'perm.adminView', system: 'admin' },
    { key: K.adminIssue, title: 'perm.adminIssue', system: 'admin' },
  ],
});
