import { definePlugin } from '../../runtime/plugins/registry';
import { MONITORING_PERMISSIONS as P } from '../../server/monitoring/permissions';

/**
 * Online monitoring (spec §2 /onlineMonitoring): latest values per point with the pollution-factor
 * colours, a point's history (charts + table per level) and the exceedance list. Point management
 * screens live in plugins/point-management; the menu links to the copy registered under this parent.
 */
export default definePlugin({
  name: 'online-monitoring',
  routes: [
    { path: '/onlineMonitoring/page', component: () => import('./OnlineMonitoringPage'), meta: { title: 'menu.realtime', permission: P.monitoringView } },
    { path: '/onlineMonitoring/detail/:id', component: () => import('./PointDetailPage'), meta: { title: 'detail', permissionFrom: '/onlineMonitoring/page' } },
    { path: '/onlineMonitoring/exceedance/page', component: () => import('./ExceedancePage'), meta: { title: 'menu.exceedance', permissionFrom: '/onlineMonitoring/page' } },
  ],
  menus: [
    {
      key: 'onlineMonitoring',
      title: 'menu.title',
      icon: 'monitor',
      order: 15,
      children: [
        { key: 'onlineMonitoring-page', path: '/onlineMonitoring/page', title: 'menu.realtime', order: 0, permission: P.monitoringView },
        { key: 'onlineMonitoring-exceedance', path: '/onlineMonitoring/exceedance/page', title: 'menu.exceedance', order: 1, permission: P.monitoringView },
        { key: 'onlineMonitoring-pointManagement', path: '/onlineMonitoring/pointManagement/page', title: 'point-management:menu.points', order: 2, permission: P.pointView },
      ],
    },
  ],
  permissions: [P.monitoringView],
  locales: {
    'zh-CN': {
      menu: { title: '在线监测', realtime: '实时监测', exceedance: '超标记录' },
      detail: '监测详情',
      back: '返回',
      online: '在线',
      offline: '离线',
      refresh: '刷新',
      empty: '暂无监测点位',
      noFactors: '未配置监测因子',
      lastData: '最新数据',
      filter: { name: '点位名称', type: '点位类型', online: '在线状态', point: '监测点位' },
      summary: { total: '共 {{n}} 个点位' },
      state: { normal: '正常', warning: '预警', alarm: '报警' },
      cell: { alarmRange: '报警范围', warnRange: '预警范围', state: '状态' },
      level: { realtime: '实时', minute: '分钟', hour: '小时', day: '日' },
      history: { time: '监测时间', factors: '监测因子', empty: '所选时段暂无数据' },
      chart: { alarm: '报警限值', warn: '预警限值', value: '监测值', range: '区间', downsampled: '已抽样，共 {{n}} 条' },
      exceedance: { point: '监测点位', factor: '监测因子', value: '监测值', limit: '报警范围', direction: '超标类型', high: '超上限', low: '超下限' },
    },
    'en-US': {
      menu: { title: 'Online monitoring', realtime: 'Live data', exceedance: 'Exceedances' },
      detail: 'Monitoring detail',
      back: 'Back',
      online: 'Online',
      offline: 'Offline',
      refresh: 'Refresh',
      empty: 'No monitoring points',
      noFactors: 'No factors configured',
      lastData: 'Latest data',
      filter: { name: 'Point name', type: 'Point type', online: 'Online state', point: 'Monitoring point' },
      summary: { total: '{{n}} points' },
      state: { normal: 'Normal', warning: 'Warning', alarm: 'Alarm' },
      cell: { alarmRange: 'Alarm range', warnRange: 'Warning range', state: 'State' },
      level: { realtime: 'Real-time', minute: 'Minute', hour: 'Hour', day: 'Day' },
      history: { time: 'Monitoring time', factors: 'Factors', empty: 'No data in this period' },
      chart: { alarm: 'Alarm limit', warn: 'Warning limit', value: 'Value', range: 'Range', downsampled: 'Downsampled from {{n}} rows' },
      exceedance: { point: 'Point', factor: 'Factor', value: 'Value', limit: 'Alarm range', direction: 'Type', high: 'Above limit', low: 'Below limit' },
    },
  },
});
