import { useButtonAuth } from '../../runtime/shell/useButtonAuth';
import { clientApi } from './api';
import { WORKFLOW_KEYS } from './contract';
import { ModelList } from './ModelList';

/** /workflow/model/page: the enterprise's process models; designing needs the designer's button permission. */
export default function ModelPage() {
  const design = useButtonAuth(WORKFLOW_KEYS.design);
  return <ModelList api={clientApi} designerBase="/workflow/model/designer" canDesign={design === 'show'} />;
}
