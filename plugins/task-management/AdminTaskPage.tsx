import { useQuery } from '@tanstack/react-query';
import { useAdminPermission } from '../../runtime/services/adminOperator';
import { adminTaskApi } from './api';
import { TASK_KEYS } from './contract';
import { IssuedTasksPage } from './IssuedTasksPage';

/** Back office 任务管理: issue tasks to enterprises, follow them (state, feedback), count them. */
export default function AdminTaskPage() {
  const enterprises = useQuery({ queryKey: [adminTaskApi.key, 'enterprises'], queryFn: () => adminTaskApi.enterprises() });
  // The operator's own keys (the client shell's useButtonAuth does not exist in the back office).
  const mayIssue = useAdminPermission(TASK_KEYS.adminIssue);
  return <IssuedTasksPage api={adminTaskApi} enterprises={enterprises.data} mayIssue={mayIssue} testId="admin-task-page" />;
}
