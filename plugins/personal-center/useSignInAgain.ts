import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { tokenStore } from '../../data-providers';
import { LOGIN_PATH } from '../../runtime/app/routeGuard';
import { http } from '../../runtime/services/http';
import { notifier } from '../../runtime/services/notifier';
import { signOut } from '../../runtime/services/session';
import { queryClient } from '../../runtime/shell/queryClient';

const BACK_TO = '/system/user-info';

/**
 * After an account change: the spec's success sentence, then a fresh sign-in (login page with a redirect
 * back here). When the server already ended the session (password, phone) only the local token goes, so no
 * "login expired" dialog races the success message.
 */
export function useSignInAgain(): (message: string, sessionEnded: boolean) => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    async (message, sessionEnded) => {
      if (sessionEnded) {
        http.cancelAll();
        tokenStore.clear('client');
      } else {
        await signOut();
      }
      await notifier.confirm({ title: t('common.tip'), content: message, okOnly: true });
      queryClient.clear();
      navigate(`${LOGIN_PATH}?redirect=${encodeURIComponent(BACK_TO)}`, { replace: true });
    },
    [navigate, t],
  );
}
