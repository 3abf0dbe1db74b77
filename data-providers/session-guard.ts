import type { Locale } from './catalogue';
import { requestMessage, type RequestMessages } from './messages';
import { tokenStore, type Area } from './storage';
import type { Notifier } from './notifier';

export const SESSION_STATUSES = [401, 402, 403] as const;

export function isSessionStatus(status: number): boolean {
  return (SESSION_STATUSES as readonly number[]).includes(status);
}

export interface SessionGuard {
  /** Opens the dialog for a 401/402/403 unless one is already open; returns without waiting for it. */
  handle(status: number, area: Area, locale: Locale): void;
}

const TEXT_KEY: Record<number, keyof RequestMessages> = {
  401: 'sessionExpired',
  402: 'accountDisabled',
  403: 'signedInElsewhere',
};

/** The dialog text for a session status, also used as the rejected error's message. */
export function sessionMessage(status: number, locale: Locale): string {
  return requestMessage(locale, TEXT_KEY[status]);
}

/**
 * Spec §8 session reactions. Concurrent requests usually fail together when a session ends, so only
 * one dialog is open at a time; the others are absorbed while it is showing.
 */
export function createSessionGuard(notifier: Notifier, navigateToLogin: (area: Area) => void): SessionGuard {
  let open = false;

  const leave = (area: Area) => {
    tokenStore.clear(area);
    navigateToLogin(area);
  };

  return {
    handle(status, area, locale) {
      const key = TEXT_KEY[status];
      if (!key || open) return;
      // Without a token there is no session to have expired: the route guard sends the user to login.
      if (status === 401 && !tokenStore.get(area)) return;
      open = true;
      const okOnly = status !== 401;
      const title = requestMessage(locale, 'dialogTitle');
      const content = sessionMessage(status, locale);
      notifier
        .confirm({ title, content, okOnly })
        // 402/403 have no way to stay: the session is gone however the dialog is closed.
        .then((ok) => (ok || okOnly ? leave(area) : undefined))
        .catch(() => (okOnly ? leave(area) : undefined))
        .finally(() => {
          open = false;
        });
    },
  };
}
