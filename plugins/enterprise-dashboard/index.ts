import { definePlugin } from '../../runtime/plugins/registry';
import { MONITORING_PERMISSIONS as P } from '../../server/monitoring/permissions';

/**
 * Enterprise dashboard (spec §2 /enterpriseLandun/page): a board of the enterprise's monitoring in a
 * light or dark skin remembered per user on the server (group/screen/boardTheme).
 */
export default definePlugin({
  name: 'enterprise-dashboard',
  routes: [
    {
      path: '/enterpriseLandun/page',
      component: () => import('./DashboardPage'),
      meta: { title: 'menu.title', permission: P.monitoringView, fullScreen: true, hideSidebar: true },
    },
  ],
  menus: [{ key: 'enterpriseLandun', path: '/enterpriseLandun/page', title: 'menu.title', icon: 'home', order: 5, permission: P.monitoringView }],
  locales: {
    'zh-CN': {
      menu: { title: '企业驾驶舱' },
      heading: '{{name}} · 企业驾驶舱',
      updated: '数据更新于 {{time}}',
      light: '浅色',
      dark: '深色',
      themeSwitch: '切换驾驶舱主题',
      stat: { points: '监测点位', online: '在线数采仪', alarmsToday: '今日报警', ledgers: '台账数量' },
      trend: '近24小时趋势',
      latestAlarms: '最新报警',
      pointStates: '点位状态分布',
      summary: '点位状态',
      noData: '暂无数据',
      noAlarms: '暂无报警',
      state: { normal: '正常', warning: '预警', alarm: '报警', offline: '离线' },
    },
    'en-US': {
      menu: { title: 'Enterprise dashboard' },
      heading: '{{name}} · Dashboard',
      updated: 'Updated {{time}}',
      light: 'Light',
      dark: 'Dark',
      themeSwitch: 'Switch the board theme',
      stat: { points: 'Monitoring points', online: 'Loggers online', alarmsToday: 'Alarms today', ledgers: 'Ledgers' },
      trend: 'Last 24 hours',
      latestAlarms: 'Latest alarms',
      pointStates: 'Points by state',
      summary: 'Point states',
      noData: 'No data',
      noAlarms: 'No alarms',
      state: { normal: 'Normal', warning: 'Warning', alarm: 'Alarm', offline: 'Offline' },
    },
  },
});
