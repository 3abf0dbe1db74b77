import { definePlugin } from '../../runtime/plugins/registry';
import { GROUP_VIDEO_PAGE } from './contract';
import manifest, { VIDEO_KEYS } from './manifest';

/**
 * Video surveillance (spec §2 /videoManagement): the live page (a grid of 1/4/9/16 panels, kept alive
 * so switching tabs does not restart the streams) with the camera list, a camera's detail with its
 * recordings, the back office's video management, and the live panel as the named widget
 * `video.livePanel` for other plugins (docs/plugins.md, widgets).
 */
export default definePlugin({
  manifest,
  routes: [
    { path: '/videoManagement/page', component: () => import('./VideoPage'), meta: { title: 'menu.live', permission: VIDEO_KEYS.view, keepAlive: true } },
    { path: '/videoManagement/pointDetail/:id', component: () => import('./PointDetailPage'), meta: { title: 'detail', permissionFrom: '/videoManagement/page' } },
    // Management groups (spec §2): the member enterprises' cameras, played in each member's scope.
    { path: GROUP_VIDEO_PAGE, component: () => import('./VideoPage'), props: { area: 'group' }, meta: { title: 'menu.groupLive', permission: VIDEO_KEYS.view, keepAlive: true, system: 'group' } },
  ],
  adminRoutes: [{ path: '/admin/videoManagement', component: () => import('./admin/AdminVideoPage'), meta: { title: 'menu.admin', permission: VIDEO_KEYS.admin } }],
  widgets: { 'video.livePanel': () => import('./LivePanelWidget') },
});
