import { defineManifest } from '../../schemas/plugins/manifest';
import { GROUP_VIDEO_PAGE } from './contract';
import { locales } from './locales';

/** Permission keys of video surveillance (role_permission.perm values). */
export const VIDEO_KEYS = {
  /** Live panels, camera list and details, recordings list. */
  view: 'video:view',
  /** Add, edit, delete cameras. */
  edit: 'video:edit',
  /** Record a live stream into the file store. */
  record: 'video:record',
  /** Back office: cameras of every enterprise, live streams of the media server. */
  admin: 'video:admin',
} as const;

/** Dictionary of a camera's point child types (what it looks at); stored as a comma list of values. */
export const POINT_CHILD_TYPE_DICT = 'video_point_child_type';

export default defineManifest({
  name: 'video',
  locales,
  menus: [
    {
      // The directory point management hangs its camera-side copy under (key videoManagement).
      key: 'videoManagement',
      title: 'menu.title',
      icon: 'video',
      order: 60,
      children: [
        {
          key: 'videoManagement-page',
          path: '/videoManagement/page',
          title: 'menu.live',
          order: 0,
          permission: VIDEO_KEYS.view,
          buttons: [
            { key: 'videoManagement-camera-edit', title: 'perm.edit', permission: VIDEO_KEYS.edit },
            { key: 'videoManagement-camera-record', title: 'perm.record', permission: VIDEO_KEYS.record },
          ],
        },
      ],
    },
    { system: 'group', key: 'group-videoManagement', path: GROUP_VIDEO_PAGE, title: 'menu.groupLive', icon: 'video', order: 18, permission: VIDEO_KEYS.view },
    { system: 'admin', key: 'admin-videoManagement', path: '/admin/videoManagement', title: 'menu.admin', icon: 'video', order: 80, permission: VIDEO_KEYS.admin },
  ],
  permissions: [
    { key: VIDEO_KEYS.view, title: 'perm.view', readOnly: true },
    { key: VIDEO_KEYS.edit, title: 'perm.edit' },
    { key: VIDEO_KEYS.record, title: 'perm.record' },
    { key: VIDEO_KEYS.admin, title: 'perm.admin', system: 'admin' },
  ],
  dictionaries: [
    {
      type: POINT_CHILD_TYPE_DICT,
      children: [
        { value: '1', label: { 'zh-CN': '废水排放口', 'en-US': 'Wastewater outlet' } },
        { value: '2', label: { 'zh-CN': '废气排放口', 'en-US': 'Exhaust outlet' } },
        { value: '3', label: { 'zh-CN': '雨水排放口', 'en-US': 'Rainwater outlet' } },
        { value: '4', label: { 'zh-CN': '厂区及厂界', 'en-US': 'Plant area and boundary' } },
        { value: '5', label: { 'zh-CN': '危废贮存场所', 'en-US': 'Hazardous waste store' } },
        { value: '6', label: { 'zh-CN': '污染治理设施', 'en-US': 'Treatment facility' } },
        { value: '9', label: { 'zh-CN': '其他', 'en-US': 'Other' } },
      ],
    },
  ],
});
