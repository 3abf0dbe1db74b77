import { Typography } from 'antd';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../common/formatBytes';
import { createDownloadProgressStore, type DownloadProgressStore } from './downloadProgressStore';
import './transfer.css';

/** One progress store per screen, disposed with it. */
export function useDownloadProgress(): DownloadProgressStore {
  const [store] = useState(createDownloadProgressStore);
  useEffect(() => () => store.dispose(), [store]);
  return store;
}

/** "Exporting, 1.25 MB received" while a download streams, then the finished size for a moment. */
export function DownloadProgress({ store }: { store: DownloadProgressStore }) {
  const { t } = useTranslation();
  const { phase, loaded, total } = useSyncExternalStore(store.subscribe, store.get);
  if (phase === 'idle') return null;
  const size = formatBytes(loaded);
  const text =
    phase === 'done'
      ? t('transfer.export.done', { size })
      : total
        ? t('transfer.export.receivedOf', { size, total: formatBytes(total) })
        : t('transfer.export.received', { size });
  return (
    <Typography.Text type={phase === 'done' ? 'success' : 'secondary'} data-testid="export-progress" data-phase={phase} aria-live="polite">
      {text}
    </Typography.Text>
  );
}
