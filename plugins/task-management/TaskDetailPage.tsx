import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useShell } from '../../runtime/shell/ShellData';
import { taskApi } from './api';
import { TASK_ROUTES } from './contract';
import { TaskActions } from './TaskActions';
import { TaskDetailView } from './TaskDetailView';

const NS = 'task-management';

/** taskDetailPage below /taskManagement, /system-task (my tasks) and /system-message (a task notice). */
export default function TaskDetailPage() {
  const { t } = useTranslation(NS);
  const { id } = useParams();
  const navigate = useNavigate();
  const { enterprise } = useShell();
  const queryClient = useQueryClient();
  // Fetched again whenever the page opens: the task moves in other hands (the assignee, the overdue job).
  const { data, isError } = useQuery({ queryKey: ['task', enterprise.id, 'detail', Number(id)], queryFn: () => taskApi.detail(Number(id)), retry: false, refetchOnMount: 'always' });
  if (isError) return <Empty description={t('detail.missing')} />;
  if (!data) return <Spin />;
  const changed = () => void queryClient.invalidateQueries({ queryKey: ['task', enterprise.id] });
  return (
    <TaskDetailView
      task={data}
      actions={<TaskActions task={data} onChanged={changed} onDeleted={() => { changed(); navigate(TASK_ROUTES.page); }} />}
    />
  );
}
