import { useParams } from 'react-router';
import { AdminTaskDetail } from './AdminTaskDetail';

/** Back office /admin/task/detail/:id: an issued task on a page of its own (a link that can be shared). */
export default function AdminTaskDetailPage() {
  const { id } = useParams();
  return <AdminTaskDetail id={Number(id)} />;
}
