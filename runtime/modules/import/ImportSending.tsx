import { Progress, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TransferProgress } from '../../../data-providers';
import type { ImportMode } from './importApi';

/** Upload progress, then — once every byte is sent — the server's checking or importing state. */
export function ImportSending({ progress, mode }: { progress: TransferProgress | null; mode: ImportMode }) {
  const { t } = useTranslation();
  const loaded = progress?.loaded ?? 0;
  const total = progress?.total ?? null;
  const sent = total !== null && loaded >= total;
  const percent = total ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
  return (
    <div data-testid="import-sending" data-stage={sent ? 'processing' : 'uploading'}>
      <Progress percent={sent ? 100 : percent} status="active" data-testid="import-progress" />
      <Space style={{ marginTop: 8 }}>
        {sent && <Spin size="small" />}
        <Typography.Text>
          {sent ? t(mode === 'validate' ? 'transfer.import.validating' : 'transfer.import.importing') : t('transfer.import.uploading')}
        </Typography.Text>
      </Space>
    </div>
  );
}
