import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useOwnTab } from '../../../runtime/layout/pageTabsContext';
import { clientBackend } from './backend';
import { DesignSession } from './DesignSession';

/** /formDesigner/design[/:id]: the enterprise's form in the designer. */
export default function DesignPage() {
  const backend = useMemo(clientBackend, []);
  const navigate = useNavigate();
  const tab = useOwnTab();
  return (
    <div className="ec-page" data-testid="form-design-page">
      <DesignSession
        backend={backend}
        onCreated={(saved) => {
          // The new-form tab is done: the form continues under its own address.
          tab.close();
          navigate(backend.editPath(saved.id));
        }}
      />
    </div>
  );
}
