import { definePlugin } from '../../runtime/plugins/registry';
import manifest from './manifest';

/**
 * Module home (spec §2 /moduleHome/page): full screen, no sidebar; the grid of the user's permitted menus.
 */
export default definePlugin({
  manifest,
  routes: [
    {
      path: '/moduleHome/page',
      component: () => import('./ModuleHomePage'),
      meta: { title: 'runtime:layout.home', fullScreen: true, hideSidebar: true },
    },
  ],
});
