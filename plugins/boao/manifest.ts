import { defineManifest, type ManifestMenuRoot } from '../../schemas/plugins/manifest';
import { locales } from './locales';

/** Permission keys of the water-plant data centre (spelled here only; both halves import them). */
export const KEYS = {
  data: 'boao:data:view',
  statistics: 'boao:statistics:view',
  consumeEdit: 'boao:consume:edit',
  report: 'boao:report:view',
  reportExport: 'boao:report:export',
  control: 'boao:control:view',
  command: 'boao:control:command',
  intelligent: 'boao:intelligent:view',
  video: 'boao:video:view',
} as const;

/** Page paths (spec §2 water-plant routes under /boao); the browser routes and the menus share them. */
export const PAGES = {
  data: '/boao/dataCenter/data',
  history: '/boao/dataCenter/history',
  consume: '/boao/dataCenter/statistics/consume',
  reach: '/boao/dataCenter/statistics/reach',
  technology: '/boao/dataCenter/report/technology',
  monthlyEmission: '/boao/dataCenter/report/monthlyEmission',
  cloudControl: '/boao/cloudControl',
  intelligentTechnology: '/boao/intelligentTechnology',
  videoMonitoring: '/boao/videoMonitoring',
} as const;

/** A customer's module is not part of the trial edition: every entry below the root says so. */
function customerOnly(menu: ManifestMenuRoot): ManifestMenuRoot {
  const mark = <M extends ManifestMenuRoot>(m: M): M => ({
    ...m,
    notInTrial: true,
    buttons: m.buttons?.map((b) => ({ ...b, notInTrial: true })),
    children: m.children?.map((c) => mark(c)),
  });
  return mark(menu);
}

export default defineManifest({
  name: 'boao',
  locales,
  menus: [
    customerOnly({
      key: 'boao',
      title: 'menu.root',
      icon: 'factory',
      order: 90,
      // One level of pages: the spec's groups (dataCenter data/history, statistics, reports) stay in the
      // paths and in the order; a third menu level would bury the daily pages.
      children: [
        { key: 'boao-data', path: PAGES.data, title: 'menu.data', order: 0, permission: KEYS.data },
        { key: 'boao-history', path: PAGES.history, title: 'menu.history', order: 1, permission: KEYS.data },
        {
          key: 'boao-consume', path: PAGES.consume, title: 'menu.consume', order: 2, permission: KEYS.statistics,
          buttons: [{ key: 'boao-consume-edit', title: 'perm.consumeEdit', permission: KEYS.consumeEdit }],
        },
        { key: 'boao-reach', path: PAGES.reach, title: 'menu.reach', order: 3, permission: KEYS.statistics },
        {
          key: 'boao-technology', path: PAGES.technology, title: 'menu.technology', order: 4, permission: KEYS.report,
          buttons: [{ key: 'boao-technology-export', title: 'perm.reportExport', permission: KEYS.reportExport }],
        },
        {
          key: 'boao-monthlyEmission', path: PAGES.monthlyEmission, title: 'menu.monthlyEmission', order: 5, permission: KEYS.report,
          buttons: [{ key: 'boao-monthlyEmission-export', title: 'perm.reportExport', permission: KEYS.reportExport }],
        },
        {
          key: 'boao-cloudControl', path: PAGES.cloudControl, title: 'menu.cloudControl', order: 6, permission: KEYS.control,
          buttons: [{ key: 'boao-cloudControl-command', title: 'perm.command', permission: KEYS.command }],
        },
        {
          key: 'boao-intelligentTechnology', path: PAGES.intelligentTechnology, title: 'menu.intelligentTechnology', order: 7, permission: KEYS.intelligent,
          buttons: [{ key: 'boao-intelligentTechnology-apply', title: 'perm.command', permission: KEYS.command }],
        },
        { key: 'boao-videoMonitoring', path: PAGES.videoMonitoring, title: 'menu.videoMonitoring', order: 8, permission: KEYS.video },
      ],
    }),
  ],
  permissions: [
    { key: KEYS.data, title: 'perm.data', readOnly: true },
    { key: KEYS.statistics, title: 'perm.statistics', readOnly: true },
    { key: KEYS.consumeEdit, title: 'perm.consumeEdit' },
    { key: KEYS.report, title: 'perm.report', readOnly: true },
    { key: KEYS.reportExport, title: 'perm.reportExport' },
    { key: KEYS.control, title: 'perm.control', readOnly: true },
    { key: KEYS.command, title: 'perm.command' },
    { key: KEYS.intelligent, title: 'perm.intelligent', readOnly: true },
    { key: KEYS.video, title: 'perm.video', readOnly: true },
  ],
});
