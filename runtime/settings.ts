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

/** Spec §9 "Enterprise switch delay": the shell counts as loaded again this long after a switch. */
export const ENTERPRISE_SWITCH_DELAY_MS = 50;
/** Spec §9 "Dialog button lock": dialog buttons ignore clicks this long after one. */
export const DIALOG_BUTTON_LOCK_MS = 2000;
/** Spec §9 "Dialog default width". */
export const DIALOG_WIDTH = '40%';
