/** Loads the form of the route (`…/design/:id`) or starts a new one, and keeps the designer on the saved form. */
import { Button, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { FormDetail } from '../../../schemas/contracts/forms';
import { PageLoading } from '../../../runtime/app/PageLoading';
import type { DesignerBackend } from './backend';
import { Designer } from './Designer';

export function DesignSession({ backend, onCreated }: { backend: DesignerBackend; onCreated(detail: FormDetail): void }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const [detail, setDetail] = useState<FormDetail | null | undefined>(id ? undefined : null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!id) return setDetail(null);
    setDetail(undefined);
    backend.load(Number(id)).then(setDetail, () => setFailed(true));
  }, [backend, id]);
  if (failed) return <Result status="warning" title={t('common.loadFailed')} extra={<Button onClick={() => navigate(backend.listPath)}>{t('common.back')}</Button>} />;
  if (detail === undefined) return <PageLoading />;
  return (
    <Designer
      // A saved new form continues as that form (its own URL); saving an existing one keeps the session.
      key={detail?.id ?? 'new'}
      backend={backend}
      detail={detail ?? undefined}
      onSaved={(saved, created) => (created ? onCreated(saved) : setDetail(saved))}
    />
  );
}
