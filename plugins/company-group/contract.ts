/** The wire shapes and routes of company-group (management groups, spec §1, §2 /managementGroup). */
export const GROUP_API = '/enterprise-side-app/group/screen';
/** The core's base-map settings (server/plugins/map): Tianditu when a browser key is configured. */
export const MAP_BROWSER_API = '/enterprise-side-app/map/browser';

export const GROUP_ROUTES = {
  dashboard: '/managementGroup/enterpriseLandun/page',
  archives: '/managementGroup/enterpriseArchives',
  ledgers: '/managementGroup/accountManagement/page',
  ledgerDetail: '/managementGroup/accountManagement/addEditFrom',
} as const;

export interface MemberOverview {
  id: number;
  name: string;
  /** Active and not expired: only these are read through the group. */
  effective: boolean;
  actived: number;
  expired: boolean;
  longitude: number | null;
  latitude: number | null;
  manageAddress: string | null;
  points: number;
  onlinePoints: number;
  /** Values outside the alarm limits today (Beijing day). */
  alarmsToday: number;
}

export interface GroupOverview {
  members: MemberOverview[];
  totals: { members: number; effectiveMembers: number; points: number; onlinePoints: number; alarmsToday: number };
}
