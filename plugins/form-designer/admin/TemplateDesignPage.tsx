import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { adminBackend } from '../ui/backend';
import { DesignSession } from '../ui/DesignSession';

/** Back office: a form template in the designer. */
export default function TemplateDesignPage() {
  const backend = useMemo(adminBackend, []);
  const navigate = useNavigate();
  return (
    <div data-testid="template-design-page">
      <DesignSession backend={backend} onCreated={(saved) => navigate(backend.editPath(saved.id), { replace: true })} />
    </div>
  );
}
