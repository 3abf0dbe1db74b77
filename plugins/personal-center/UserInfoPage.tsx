import { useMemo } from 'react';
import { useShell } from '../../runtime/shell/ShellData';
import { AccountAreaContext, clientAccountApi } from './accountArea';
import { AccountInfo } from './AccountInfo';
import { useSignInAgain } from './useSignInAgain';

/** /system/user-info: the enterprise user's account (user centre calls). */
export default function UserInfoPage() {
  const { user } = useShell();
  const signInAgain = useSignInAgain();
  const area = useMemo(() => ({ api: clientAccountApi, signInAgain }), [signInAgain]);
  return (
    <AccountAreaContext.Provider value={area}>
      <AccountInfo user={user} />
    </AccountAreaContext.Provider>
  );
}
