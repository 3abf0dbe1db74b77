import { createHttpClient, type HttpClient } from '../../data-providers';
import { LOGIN_PATH } from '../app/routeGuard';
import { currentLocale } from '../i18n';
import { notifier } from './notifier';

/**
 * The client area's one HTTP client. Its forced sign-out (401/402/403) lands on the hash route
 * /login (spec §2); the Root router then unmounts the signed-in shell.
 */
export const http: HttpClient = createHttpClient({
  area: () => 'client',
  notifier,
  locale: currentLocale,
  navigateToLogin: () => {
    window.location.hash = `#${LOGIN_PATH}`;
  },
});
