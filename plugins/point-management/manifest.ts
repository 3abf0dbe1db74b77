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

export default defineManifest({
  name: 'point-management',
  locales,
  // The entry under onlineMonitoring kept the unprefixed button keys it was first stored with.
  menus: [
    pointsUnder('onlineMonitoring', '', 2),
    pointsUnder('accountManagement', 'accountManagement-', 900),
    pointsUnder('videoManagement', 'videoManagement-', 900),
    { system: 'admin', key: 'admin-pollution-factors', path: FACTORS_ADMIN_PATH, title: 'factor.menu', icon: 'monitor', order: 45 },
  ],
  permissions: [
    { key: P.pointView, title: 'perm.view', readOnly: true },
    { key: P.pointEdit, title: 'perm.pointEdit' },
    { key: P.deviceEdit, title: 'perm.deviceEdit' },
    { key: P.riskSetting, title: 'perm.riskSetting' },
  ],
});
