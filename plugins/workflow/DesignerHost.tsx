import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifier } from '../../runtime/services/notifier';
import type { WorkflowApi } from './api';
import type { DesignerVariant } from './designer/paletteModule';

// bpmn-js is large: the designer is its own chunk, loaded only when a designer page opens.
const Designer = lazy(() => import('./designer/Designer'));
const NS = 'workflow';

/** Loads a model (or starts a new one) into the designer; save creates/replaces it, deploy makes a version. */
export function DesignerHost({ api, id, variant, canEdit, designerBase }: { api: WorkflowApi; id: string; variant: DesignerVariant; canEdit: boolean; designerBase: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const modelId = id === 'new' ? null : Number(id);
  const [savedId, setSavedId] = useState<number | null>(modelId);
  const model = useQuery({ queryKey: ['workflow', api.area, 'model', modelId], queryFn: () => api.model(modelId!), enabled: modelId !== null, staleTime: Infinity });
  const candidates = useQuery({ queryKey: ['workflow', api.area, 'candidates'], queryFn: () => api.candidates() });
  if ((modelId !== null && !model.data) || !candidates.data) return <Spin />;
  return (
    <Suspense fallback={<Spin />}>
      <Designer
        variant={variant}
        xml={model.data?.xml ?? null}
        candidates={candidates.data}
        canEdit={canEdit}
        onSave={async (xml, svg) => {
          const saved = await api.saveModel({ xml, svg });
          setSavedId(saved.id);
          notifier.toast('success', t('model.saved'), 1);
          if (modelId === null) navigate(`${designerBase}/${saved.id}`, { replace: true });
        }}
        onDeploy={async () => {
          if (savedId === null) {
            notifier.toast('warning', t('model.saveFirst'), 2);
            return;
          }
          try {
            const result = await api.deploy(savedId);
            notifier.toast('success', t('model.deployed', { version: result.version }), 1.5);
          } catch {
            /* shown */
          }
        }}
      />
    </Suspense>
  );
}
