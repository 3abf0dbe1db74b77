import { Result } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { http } from '../../runtime/services/http';
import { createUploadApi } from '../../runtime/files/api';
import { FileViewer } from '../../runtime/files/FileViewer';
import { extensionFromNameOrUrl } from '../../runtime/files/fileKind';
import '../../runtime/files/files.css';

const api = createUploadApi(http);

/** A web or site-relative address; anything else (javascript:, data:) is treated as an object key. */
const isAddress = (s: string) => /^https?:\/\//i.test(s) || (s.startsWith('/') && !s.startsWith('//'));

/**
 * Spec §2 online preview: `/filePreview?url=<encoded file URL>` full screen. A signed URL is shown as
 * is; an object key of the enterprise is signed first (GET /file/geturl), so links can carry either.
 */
export default function FilePreviewPage() {
  const { t } = useTranslation('file-preview');
  const [params] = useSearchParams();
  const raw = params.get('url') ?? '';
  const name = params.get('name') ?? decodeURIComponent(new URL(raw || '/', window.location.href).pathname.split('/').pop() ?? '');
  const [url, setUrl] = useState<string | null>(isAddress(raw) ? raw : null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!raw || isAddress(raw)) return setUrl(raw || null);
    api.signedUrl(raw).then(setUrl, () => setFailed(true));
  }, [raw]);

  if (!raw) return <Result status="warning" title={t('noUrl')} data-testid="preview-no-url" />;
  if (failed) return <Result status="warning" title={t('loadFailed')} data-testid="preview-error" />;
  return (
    <div className="ec-preview-page" data-testid="preview-page">
      <div className="ec-preview-page-title">{name || extensionFromNameOrUrl(raw)}</div>
      <div className="ec-preview-page-body">{url && <FileViewer url={url} name={name} />}</div>
    </div>
  );
}
