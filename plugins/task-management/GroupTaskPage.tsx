import { useGroupMembers } from '../../runtime/shell/memberScope';
import { useButtonAuth } from '../../runtime/shell/useButtonAuth';
import { groupTaskApi } from './api';
import { TASK_KEYS, TASK_ROUTES } from './contract';
import { IssuedTasksPage, type IssuedTab } from './IssuedTasksPage';

const detailPath = (id: number) => `${TASK_ROUTES.groupDetail}/${id}`;

/**
 * /managementGroup/taskManagement/page and taskStatisticalPage (spec §2 group routes): the tasks the
 * group issues to its member enterprises (the effective ones), followed and counted — the back office's
 * task screens over the group's calls; a task opens on taskDetailPage.
 */
export default function GroupTaskPage({ tab = 'list' }: { tab?: IssuedTab }) {
  const members = useGroupMembers();
  const mayIssue = useButtonAuth(TASK_KEYS.issue) === 'show';
  const effective = members.data?.filter((m) => m.effective).map((m) => ({ id: m.id, name: m.name }));
  return <IssuedTasksPage key={tab} api={groupTaskApi} enterprises={effective} mayIssue={mayIssue} initialTab={tab} detailPath={detailPath} testId="group-task-page" />;
}
