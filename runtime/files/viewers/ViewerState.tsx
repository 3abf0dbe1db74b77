import { Spin } from 'antd';
import { LazyResult as Result } from '../../common/LazyResult';
import { useTranslation } from 'react-i18next';

export function ViewerLoading() {
  const { t } = useTranslation();
  return (
    <div className="ec-preview-center" data-testid="preview-loading">
      <Spin tip={t('files.loading')}>
        <div style={{ width: 120, height: 80 }} />
      </Spin>
    </div>
  );
}

export function ViewerError() {
  const { t } = useTranslation();
  // antd's Result does not pass data attributes on to its element, hence the wrapper.
  return (
    <div data-testid="preview-error">
      <Result status="warning" title={t('files.loadFailed')} />
    </div>
  );
}
