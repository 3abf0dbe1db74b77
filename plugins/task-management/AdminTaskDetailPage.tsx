import { useParams } from 'react-router';
import { adminTaskApi } from './api';
import { IssuedTaskDetail } from './IssuedTaskDetail';

/** Back office /admin/task/detail/:id: an issued task on a page of its own (a link that can be shared). */
export default function AdminTaskDetailPage() {
  const { id } = useParams();
  return <IssuedTaskDetail id={Number(id)} api={adminTaskApi} />;
}
