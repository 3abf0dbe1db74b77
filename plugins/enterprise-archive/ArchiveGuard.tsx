import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { http } from '../../runtime/services/http';
import { notifier } from '../../runtime/services/notifier';
import { useShell } from '../../runtime/shell/ShellData';
import { archiveApi, archiveQueryKey, type ArchiveRecord } from './api';
import { ARCHIVE_PATH } from './paths';

const NS = 'enterprise-archive';

/** The archive of the current enterprise, shared by the guard and the page (the page updates it on save). */
export function useArchive(enterpriseId: string | number, enabled = true) {
  return useQuery({
    queryKey: archiveQueryKey(enterpriseId),
    queryFn: () => http.get<ArchiveRecord>(archiveApi.archive(enterpriseId)),
    enabled,
    staleTime: Infinity,
  });
}

/**
 * Spec §4: a type-0 enterprise whose archive is incomplete is sent to the archive page with the warning
 * 请完善企业档案信息, from any route, until the archive is saved complete.
 */
export function ArchiveGuard() {
  const { t } = useTranslation(NS);
  const { enterprise } = useShell();
  const location = useLocation();
  const navigate = useNavigate();
  const mustComplete = Number(enterprise.type) === 0;
  const { data } = useArchive(enterprise.id, mustComplete);
  const blocked = mustComplete && data !== undefined && String(data.id) === String(enterprise.id) && !data.complete;
  const elsewhere = location.pathname !== ARCHIVE_PATH;

  useEffect(() => {
    if (!blocked || !elsewhere) return;
    notifier.toast('warning', t('incomplete'), 3);
    navigate(ARCHIVE_PATH, { replace: true });
  }, [blocked, elsewhere, navigate, t]);

  if (!blocked || elsewhere) return null;
  return <Alert data-testid="archive-incomplete" type="warning" showIcon message={t('incomplete')} description={t('incompleteBanner')} style={{ marginBottom: 16 }} />;
}
