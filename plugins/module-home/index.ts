import { definePlugin } from '../../runtime/plugins/registry';

/**
 * Module home (spec §2 /moduleHome/page): full screen, no sidebar; the grid of the user's permitted menus.
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
    'zh-CN': { welcome: '欢迎，{{name}}', hint: '请选择要进入的模块', quick: '常用功能' },
    'en-US': { welcome: 'Welcome, {{name}}', hint: 'Choose a module to open', quick: 'Quick access' },
  },
});
