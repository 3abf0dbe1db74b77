import { useParams } from 'react-router';
import { clientApi } from './api';
import { InstanceView } from './InstanceView';

/** /system-examine/system-examine-detail/:id, /system/system-examine-detail/:id and the messages' detail route. */
export default function InstanceDetailPage() {
  const { id } = useParams();
  return <InstanceView key={id} api={clientApi} id={Number(id)} />;
}
