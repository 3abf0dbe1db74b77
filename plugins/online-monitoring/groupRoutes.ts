/** Spec §2 group route of online monitoring: a member's points read through the group (docs/groups.md). */
export const GROUP_MONITORING = {
  page: '/managementGroup/onlineMonitoring',
  detail: '/managementGroup/onlineMonitoring/detail',
} as const;
