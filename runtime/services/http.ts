import { createHttpClient, type HttpClient } from '../../data-providers';
import { LOGIN_PATH } from '../app/routeGuard';
import { ADMIN_LOGIN_PATH } from './adminHttp';
import { currentLocale } from '../i18n';
import { notifier } from './notifier';

/**
 * The client area's one HTTP client. Its forced sign-out (401/402/403) lands on the hash route
 * /login (spec §2); the Root router then unmounts the signed-in shell. An operator's call (the back
 * office showing an enterprise's screen, docs/operator-scope.md) goes with the back office's session and
 * leads to its sign-in instead.
 */
export const http: HttpClient = createHttpClient({
  area: () => 'client',
  notifier,
  locale: currentLocale,
  navigateToLogin: (area) => {
    window.location.hash = `#${area === 'admin' ? ADMIN_LOGIN_PATH : LOGIN_PATH}`;
  },
});
