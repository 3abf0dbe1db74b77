import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../runtime/services/http';
import { notifier } from '../../../runtime/services/notifier';
import { useButtonAuth } from '../../../runtime/shell/useButtonAuth';
import { KEYS } from '../manifest';
import { paths } from './api';
import { NS } from './PlantGate';

/**
 * Export of a report as xlsx: asks 确认导出所有数据项吗？ first (spec §7), then downloads what the page
 * shows. Hidden without the export key, and for a target-1 enterprise (spec §6 export all).
 */
export function ExportButton({ path, params, disabled }: { path: 'technologyExport' | 'monthlyEmissionExport'; params: Record<string, unknown>; disabled?: boolean }) {
  const { t } = useTranslation(NS);
  const state = useButtonAuth(KEYS.reportExport, { exportAll: true });
  const [busy, setBusy] = useState(false);
  if (state === 'hide') return null;
  const run = async () => {
    if (!(await notifier.confirm({ title: t('common.tip'), content: t('common.exportConfirm') }))) return;
    setBusy(true);
    try {
      await http.download(paths[path], { params });
    } catch {
      // The request layer already told the user.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} disabled={disabled || state === 'disabled'} onClick={run} data-testid="boao-export">
      {t('common.export')}
    </Button>
  );
}
