import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function ViewerLoading() {
  const { t } = useTranslation('file-preview');
  return (
    <div className="ec-preview-center" data-testid="preview-loading">
      <Spin tip={t('loading')}>
        <div style={{ width: 120, height: 80 }} />
      </Spin>
    </div>
  );
}

export function ViewerError() {
  const { t } = useTranslation('file-preview');
  return <Result status="warning" title={t('loadFailed')} data-testid="preview-error" />;
}
