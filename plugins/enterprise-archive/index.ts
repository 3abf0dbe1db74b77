import { definePlugin } from '../../runtime/plugins/registry';
import manifest from './manifest';
import { ARCHIVE_PATH } from './paths';

export { ARCHIVE_PATH };

/**
 * Enterprise archive (spec §2 /enterprise/enterprise-archives) plus the content.top widget that shows the
 * trial-edition note and keeps a type-0 enterprise with an incomplete archive on this page (spec §4).
 */
export default definePlugin({
  manifest,
  routes: [{ path: ARCHIVE_PATH, component: () => import('./ArchivePage'), meta: { title: 'title' } }],
  widgets: { 'content.top': () => import('./ContentTop') },
});
