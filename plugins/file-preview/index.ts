import { definePlugin } from '../../runtime/plugins/registry';
import manifest from './manifest';

/**
 * File list and preview overlay (docs/files.md): `FileList` (./FileList) for forms and detail pages,
 * and the full-screen online preview `/filePreview?url=<encoded file URL or key>`.
 */
export default definePlugin({
  manifest,
  routes: [
    {
      path: '/filePreview',
      component: () => import('./FilePreviewPage'),
      meta: { title: 'title', fullScreen: true, hideSidebar: true },
    },
  ],
});
