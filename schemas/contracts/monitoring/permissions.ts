/** Permission keys of online monitoring and point management (role_permission.perm values). */
export const MONITORING_PERMISSIONS = {
  /** Online page: latest values, history, exceedances. */
  monitoringView: 'monitoring:view',
  /** Point, device and risk-setting lists and details. */
  pointView: 'point:view',
  /** Create, edit, delete points and their factor limits. */
  pointEdit: 'point:edit',
  /** Create, edit, delete devices and channels. */
  deviceEdit: 'device:edit',
  /** Save a point's risk thresholds. */
  riskSetting: 'risk:setting',
} as const;

export const ALL_MONITORING_PERMISSIONS: readonly string[] = Object.values(MONITORING_PERMISSIONS);
/** What a read-only role holds. */
export const MONITORING_VIEW_PERMISSIONS: readonly string[] = [MONITORING_PERMISSIONS.monitoringView, MONITORING_PERMISSIONS.pointView];
