import { AdminOperatorContext, useAdminOperator, type AdminOperator } from '../../runtime/services/adminOperator';

/** The runtime's operator context: pages of other plugins read the same value (useAdminOperator). */
export const AdminContext = AdminOperatorContext;

/** The signed-in operations user (GET operation-manage/user/info). */
export function useAdmin(): AdminOperator {
  return useAdminOperator();
}
