import { useParams } from 'react-router';
import { useButtonAuth } from '../../runtime/shell/useButtonAuth';
import { clientApi } from './api';
import { WORKFLOW_KEYS } from './contract';
import { DesignerHost } from './DesignerHost';

/** /workflow/model/designer/:id (`new` for a new model): the full designer. */
export default function ModelDesignerPage() {
  const { id = 'new' } = useParams();
  const design = useButtonAuth(WORKFLOW_KEYS.design);
  return <DesignerHost key={id} api={clientApi} id={id} variant="full" canEdit={design === 'show'} designerBase="/workflow/model/designer" />;
}
