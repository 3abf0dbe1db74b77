import { MONITORING_PERMISSIONS as P } from '../../schemas/contracts/monitoring/permissions';
import { defineManifest, type ManifestMenuRoot } from '../../schemas/plugins/manifest';
import { locales } from './locales';

/** The point screens hang under three parents (spec §2); each copy carries the three edit buttons. */
function pointsUnder(parent: string, prefix: string, order: number): ManifestMenuRoot {
  return {
    key: `${parent}-pointManagement`,
    parent,
    title: 'menu.points',
    path: `/${parent}/pointManagement/page`,
    order,
    permission: P.pointView,
    buttons: [
      { key: `${prefix}point-edit`, title: 'perm.pointEdit', permission: P.pointEdit },
      { key: `${prefix}device-edit`, title: 'perm.deviceEdit', permission: P.deviceEdit },
      { key: `${prefix}risk-setting`, title: 'perm.riskSetting', permission: P.riskSetting },
    ],
  };
}

/** Back office: the pollution-factor catalogue (its API asks for an operator, no further key). */
export const FACTORS_ADMIN_PATH = '/admin/pollution-factors';

/**
 * Back office: an enterprise's points, devices and risk settings, the point screens in the operator scope
 * (docs/operator-scope.md). Configuring them is an operations job: the edit key writes all three.
 */
export const ADMIN_POINTS_PATH = '/admin/pointManagement';
export const ADMIN_POINT_KEYS = { view: 'operation:point:view', edit: 'operation:point:edit' } as const;

export default defineManifest({
  name: 'point-management',
  locales,
  // The entry under onlineMonitoring kept the unprefixed button keys it was first stored with.
  menus: [
    pointsUnder('onlineMonitoring', '', 2),
    pointsUnder('accountManagement', 'accountManagement-', 900),
    pointsUnder('videoManagement', 'videoManagement-', 900),
    { system: 'admin', key: 'admin-pollution-factors', path: FACTORS_ADMIN_PATH, title: 'factor.menu', icon: 'monitor', order: 45 },
    {
      system: 'admin',
      key: 'admin-pointManagement',
      path: ADMIN_POINTS_PATH,
      title: 'menu.points',
      icon: 'monitor',
      order: 46,
      permission: ADMIN_POINT_KEYS.view,
      buttons: [{ key: 'admin-pointManagement-edit', title: 'perm.adminEdit', permission: ADMIN_POINT_KEYS.edit }],
    },
  ],
  permissions: [
    { key: P.pointView, title: 'perm.view', readOnly: true },
    { key: P.pointEdit, title: 'perm.pointEdit' },
    { key: P.deviceEdit, title: 'perm.deviceEdit' },
    { key: P.riskSetting, title: 'perm.riskSetting' },
    { key: ADMIN_POINT_KEYS.view, title: 'perm.adminView', system: 'admin', enterpriseKeys: { read: [P.pointView] } },
    { key: ADMIN_POINT_KEYS.edit, title: 'perm.adminEdit', system: 'admin', enterpriseKeys: { write: [P.pointEdit, P.deviceEdit, P.riskSetting] } },
  ],
});
