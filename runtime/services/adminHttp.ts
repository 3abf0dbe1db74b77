import { createHttpClient, type HttpClient } from '../../data-providers';
import { currentLocale } from '../i18n';
import { notifier } from './notifier';

/** Sign-in page of the back office area (#/admin/*, provided by the back-office plugin). */
export const ADMIN_LOGIN_PATH = '/admin/login';

/**
 * The back office's HTTP client, for every plugin's admin pages: the admin token cookie, no enterprise
 * header, and a forced sign-out (401/402/403) to #/admin/login.
 */
export const adminHttp: HttpClient = createHttpClient({
  area: () => 'admin',
  notifier,
  locale: currentLocale,
  navigateToLogin: () => {
    window.location.hash = `#${ADMIN_LOGIN_PATH}`;
  },
});
