import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NewsStatus, SynopsisStatus } from './contract';

const NEWS_COLORS: Record<NewsStatus, string> = { 0: 'default', 1: 'green', 2: 'orange' };
const SYNOPSIS_COLORS: Record<SynopsisStatus, string> = { 0: 'orange', 1: 'default', 2: 'green' };

export function NewsStatusTag({ status }: { status: NewsStatus }) {
  const { t } = useTranslation('content-management');
  return <Tag color={NEWS_COLORS[status]} data-testid="article-news-status" data-status={status}>{t(`news.${status}`)}</Tag>;
}

export function SynopsisStatusTag({ status }: { status: SynopsisStatus }) {
  const { t } = useTranslation('content-management');
  return <Tag color={SYNOPSIS_COLORS[status]} data-testid="article-synopsis-status" data-status={status}>{t(`synopsisState.${status}`)}</Tag>;
}
