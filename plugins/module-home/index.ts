import { definePlugin } from '../../runtime/plugins/registry';

/**
 * Module home (spec §2 /moduleHome/page): full screen, no sidebar. A minimal grid of the user's menu
 * entries until the identity work replaces it with the full home.
 */
export default definePlugin({
  name: 'module-home',
  routes: [
    {
      path: '/moduleHome/page',
      component: () => import('./ModuleHomePage'),
      meta: { title: 'runtime:layout.home', fullScreen: true, hideSidebar: true },
    },
  ],
  locales: {
    'zh-CN': { welcome: '欢迎，{{name}}', hint: '请选择要进入的模块' },
    'en-US': { welcome: 'Welcome, {{name}}', hint: 'Choose a module to open' },
  },
});
