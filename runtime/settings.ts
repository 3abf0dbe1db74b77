/**
 * Spec §3 settings defaults. Titles are i18n keys (namespace "runtime") so they follow the language.
 */
export const settings = {
  navigationSearch: true,
  progress: true,
  dashboard: true,
  dashboardTitleKey: 'settings.dashboardTitle',
  copyrightYear: 2021,
  /** Title of the back office area (运营后台). */
  adminAppTitleKey: 'settings.appTitle',
  permissionEnabled: true,
} as const;

export const COPYRIGHT_FROM = settings.copyrightYear;
