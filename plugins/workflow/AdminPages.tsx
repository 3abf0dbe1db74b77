import { useParams } from 'react-router';
import { adminApi } from './api';
import { DesignerHost } from './DesignerHost';
import { TaskList } from './ExaminePage';
import { InstanceList } from './InstanceList';
import { InstanceView } from './InstanceView';
import { ModelList } from './ModelList';

/** Back office: platform approvals (certification reviews) waiting for the operations staff. */
export function AdminReviewPage() {
  return <TaskList api={adminApi} detailBase="/admin/workflow/instance" />;
}

/** Back office: every instance of every enterprise and of the platform. */
export function AdminInstancePage() {
  return <InstanceList queryKey="admin-instances" testId="admin-instances" load={(params) => adminApi.instances(params)} detailBase="/admin/workflow/instance" />;
}

export function AdminInstanceDetailPage() {
  const { id } = useParams();
  return <InstanceView key={id} api={adminApi} id={Number(id)} />;
}

/** Back office: the platform's process models, designed with the operations variant. */
export function AdminModelPage() {
  return <ModelList api={adminApi} designerBase="/admin/workflow/designer" canDesign />;
}

export function AdminDesignerPage() {
  const { id = 'new' } = useParams();
  return <DesignerHost key={id} api={adminApi} id={id} variant="operations" canEdit designerBase="/admin/workflow/designer" />;
}
