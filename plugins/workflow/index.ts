import { definePlugin } from '../../runtime/plugins/registry';
import { WORKFLOW_KEYS as K } from './contract';
import manifest from './manifest';

const admin = (name: 'AdminReviewPage' | 'AdminInstancePage' | 'AdminInstanceDetailPage' | 'AdminModelPage' | 'AdminDesignerPage') => () =>
  import('./AdminPages').then((m) => ({ default: m[name] }));

/**
 * Approvals on the workflow engine (docs/workflow.md). Personal centre: my approvals, my applications
 * and the approval detail (also reached from messages); sidebar: process models with the designer (a
 * lazy chunk) and all instances; back office: reviews, instances and the operations designer.
 */
export default definePlugin({
  manifest,
  routes: [
    { path: '/system-examine/page', component: () => import('./ExaminePage'), meta: { title: 'menu.examine', permission: K.examine } },
    { path: '/system-examine/system-examine-detail/:id', component: () => import('./InstanceDetailPage'), meta: { title: 'detail.title', permissionFrom: '/system-examine/page', keepAlive: false } },
    { path: '/system-message/system-examine-detail/:id', component: () => import('./InstanceDetailPage'), meta: { title: 'detail.title', permissionFrom: '/system-examine/page', keepAlive: false } },
    { path: '/system/system-examine-detail/:id', component: () => import('./InstanceDetailPage'), meta: { title: 'detail.title', permissionFrom: '/system-application/page', keepAlive: false } },
    { path: '/system-application/page', component: () => import('./ApplicationsPage'), meta: { title: 'menu.application', permission: K.apply } },
    { path: '/workflow/model/page', component: () => import('./ModelPage'), meta: { title: 'menu.model', permission: K.model } },
    { path: '/workflow/model/designer/:id', component: () => import('./ModelDesignerPage'), meta: { title: 'menu.designer', permissionFrom: '/workflow/model/page', keepAlive: false } },
    { path: '/workflow/instance/page', component: () => import('./InstancesPage'), meta: { title: 'menu.instance', permission: K.instances } },
    { path: '/workflow/instance/detail/:id', component: () => import('./InstanceDetailPage'), meta: { title: 'detail.title', permissionFrom: '/workflow/instance/page', keepAlive: false } },
  ],
  adminRoutes: [
    { path: '/admin/workflow/review', component: admin('AdminReviewPage'), meta: { title: 'menu.review', permission: K.adminReview } },
    { path: '/admin/workflow/instance', component: admin('AdminInstancePage'), meta: { title: 'menu.instance', permission: K.adminReview } },
    { path: '/admin/workflow/instance/:id', component: admin('AdminInstanceDetailPage'), meta: { title: 'detail.title', permission: K.adminReview } },
    { path: '/admin/workflow/model', component: admin('AdminModelPage'), meta: { title: 'menu.model', permission: K.adminModel } },
    { path: '/admin/workflow/designer/:id', component: admin('AdminDesignerPage'), meta: { title: 'menu.designer', permission: K.adminModel } },
  ],
});
