import { definePlugin } from '../../runtime/plugins/registry';
import { TASK_KEYS as K, TASK_ROUTES as R } from './contract';
import manifest from './manifest';

const detail = () => import('./TaskDetailPage');
const statistics = () => import('./TaskStatisticsPage');
const groupPage = () => import('./GroupTaskPage');

/**
 * Tasks (spec §2): the task list with search, new tasks (also made of a risk: the risk detail opens the
 * list with `?sourceType=risk&sourceId=…`), the detail with feedback, statistics, my tasks; the same
 * detail and statistics from messages; the back office's task management; a management group's tasks
 * to its members (the back office's screens over the group's calls).
 */
export default definePlugin({
  manifest,
  routes: [
    { path: R.page, component: () => import('./TaskListPage'), meta: { title: 'menu.list', permission: K.view } },
    { path: `${R.detail}/:id`, component: detail, meta: { title: 'menu.detail', permissionFrom: R.page, keepAlive: false } },
    { path: R.statistics, component: statistics, meta: { title: 'menu.statistics', permission: K.view } },
    { path: R.my, component: () => import('./MyTasksPage'), meta: { title: 'menu.my', permission: K.my } },
    { path: `${R.myDetail}/:id`, component: detail, meta: { title: 'menu.detail', permissionFrom: R.my, keepAlive: false } },
    { path: `${R.messageDetail}/:id`, component: detail, meta: { title: 'menu.detail', permissionFrom: R.my, keepAlive: false } },
    { path: R.messageStatistics, component: statistics, meta: { title: 'menu.statistics', permissionFrom: R.page } },
    // Management groups (spec §2): the tasks the group issues to its members.
    { path: R.groupPage, component: groupPage, meta: { title: 'menu.groupTask', permission: K.view, system: 'group' } },
    { path: R.groupStatistics, component: groupPage, props: { tab: 'statistics' }, meta: { title: 'menu.statistics', permission: K.view, system: 'group' } },
    { path: `${R.groupDetail}/:id`, component: () => import('./GroupTaskDetailPage'), meta: { title: 'menu.detail', permissionFrom: R.groupPage, system: 'group', keepAlive: false } },
  ],
  adminRoutes: [
    { path: R.admin, component: () => import('./AdminTaskPage'), meta: { title: 'menu.adminList', permission: K.adminView } },
    { path: `${R.adminDetail}/:id`, component: () => import('./AdminTaskDetailPage'), meta: { title: 'menu.detail', permission: K.adminView } },
  ],
});
