import { useParams } from 'react-router';
import { groupTaskApi } from './api';
import { IssuedTaskDetail } from './IssuedTaskDetail';

/** /managementGroup/taskManagement/taskDetailPage/:id: a task the group issued, with the member's feedback. */
export default function GroupTaskDetailPage() {
  const { id } = useParams();
  return <IssuedTaskDetail id={Number(id)} api={groupTaskApi} />;
}
