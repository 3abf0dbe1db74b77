import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../app/routeGuard';
import { notifier } from '../services/notifier';
import { signOut } from '../services/session';
import { queryClient } from './queryClient';

/** Asks 确定退出登录吗？ (spec §8), then ends the session and opens the login page. */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(async () => {
    const ok = await notifier.confirm({ title: t('common.tip'), content: t('layout.logoutConfirm') });
    if (!ok) return;
    await signOut();
    navigate(LOGIN_PATH, { replace: true });
    // The next user of this browser must not see this one's cached data.
    queryClient.clear();
  }, [navigate, t]);
}
