import { createHttpClient, type HttpClient } from '../../data-providers';
import { currentLocale } from '../i18n';
import { notifier } from './notifier';

/** Hash route of the back office's sign-in (the back-office plugin's area serves it). */
export const ADMIN_LOGIN_PATH = '/admin/login';

/**
 * The back office's HTTP client, for every plugin's admin pages (`adminRoutes`): admin token cookie, no
 * enterprise header, forced sign-out (401/402/403) to #/admin/login.
 */
export const adminHttp: HttpClient = createHttpClient({
  area: () => 'admin',
  notifier,
  locale: currentLocale,
  navigateToLogin: () => {
    window.location.hash = `#${ADMIN_LOGIN_PATH}`;
  },
});
