import { createContext, useContext } from 'react';

/** The signed-in operations user (GET operation-manage/user/info), as every back-office page sees it. */
export interface AdminOperator {
  id: number;
  name: string;
  phone: string;
  account: string | null;
  roleNameList: string[];
  permissions: string[];
}

/**
 * Provided by the back office's area around its pages, so pages other plugins contribute read the
 * operator's permission keys (button permissions of the back office) without importing that plugin.
 */
export const AdminOperatorContext = createContext<AdminOperator | null>(null);

export function useAdminOperator(): AdminOperator {
  const value = useContext(AdminOperatorContext);
  if (!value) throw new Error('useAdminOperator() outside the signed-in back office');
  return value;
}

/** Whether the operator holds a back-office permission key (a page shows the button only then). */
export function operatorHolds(operator: Pick<AdminOperator, 'permissions'>, key: string): boolean {
  return operator.permissions.includes(key);
}

export function useAdminPermission(key: string): boolean {
  return operatorHolds(useAdminOperator(), key);
}
