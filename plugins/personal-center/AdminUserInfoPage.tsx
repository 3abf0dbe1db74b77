import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ADMIN_APP, tokenStore } from '../../data-providers';
import { ADMIN_LOGIN_PATH, adminHttp } from '../../runtime/services/adminHttp';
import { useAdminOperator } from '../../runtime/services/adminOperator';
import { notifier } from '../../runtime/services/notifier';
import { AccountAreaContext, adminAccountApi, type SignInAgain } from './accountArea';
import { AccountInfo } from './AccountInfo';
import { ADMIN_USER_INFO as ADMIN_USER_INFO_PATH } from './manifest';

/** The back office's sign-in again: its own token and sign-in page, back to this page afterwards. */
function useAdminSignInAgain(): SignInAgain {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    async (message, sessionEnded) => {
      if (!sessionEnded) await adminHttp.delete(`${ADMIN_APP}/auth/logout`, { silent: true }).catch(() => undefined);
      adminHttp.cancelAll();
      tokenStore.clear('admin');
      await notifier.confirm({ title: t('common.tip'), content: message, okOnly: true });
      navigate(`${ADMIN_LOGIN_PATH}?redirect=${encodeURIComponent(ADMIN_USER_INFO_PATH)}`, { replace: true });
    },
    [navigate, t],
  );
}

/** Back office 账号信息: the operations user's name, phone and password (spec §7 operation-manage user calls). */
export default function AdminUserInfoPage() {
  const operator = useAdminOperator();
  const signInAgain = useAdminSignInAgain();
  // The password code goes to the phone of the account the operator signed in with.
  const account = operator.account ?? operator.phone;
  const area = useMemo(() => ({ api: adminAccountApi(account), signInAgain }), [account, signInAgain]);
  return (
    <AccountAreaContext.Provider value={area}>
      <AccountInfo user={operator} />
    </AccountAreaContext.Provider>
  );
}
