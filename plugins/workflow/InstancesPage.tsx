import { clientApi } from './api';
import { InstanceList } from './InstanceList';

/** Every instance of the enterprise (managers holding the instances key). */
export default function InstancesPage() {
  return <InstanceList queryKey="instances" testId="instances-page" load={(params) => clientApi.instances(params)} detailBase="/workflow/instance/detail" />;
}
