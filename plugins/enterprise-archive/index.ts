import { definePlugin } from '../../runtime/plugins/registry';
import { locales } from './locales';
import { ARCHIVE_PATH } from './paths';

export { ARCHIVE_PATH };

/**
 * Enterprise archive (spec §2 /enterprise/enterprise-archives) plus the content.top widget that shows the
 * trial-edition note and keeps a type-0 enterprise with an incomplete archive on this page (spec §4).
 */
export default definePlugin({
  name: 'enterprise-archive',
  routes: [{ path: ARCHIVE_PATH, component: () => import('./ArchivePage'), meta: { title: 'title' } }],
  menus: [{ key: 'enterpriseArchive', path: ARCHIVE_PATH, title: 'title', icon: 'enterprise', order: 90 }],
  permissions: ['enterprise:archive:edit'],
  locales,
  widgets: { 'content.top': () => import('./ContentTop') },
});
