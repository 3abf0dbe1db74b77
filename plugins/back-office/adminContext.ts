import { createContext, useContext } from 'react';
import type { AdminInfo } from './adminHttp';

export const AdminContext = createContext<AdminInfo | null>(null);

/** The signed-in operations user (GET operation-manage/user/info). */
export function useAdmin(): AdminInfo {
  const value = useContext(AdminContext);
  if (!value) throw new Error('useAdmin() outside the signed-in back office');
  return value;
}
