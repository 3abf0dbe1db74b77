import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useShell } from '../../runtime/shell/ShellData';
import { suggestApi } from './api';
import { SuggestionView } from './SuggestionView';

/** system-suggest-detail (from my suggestions or from the reply's message): one of my suggestions and its reply. */
export default function SuggestionDetailPage() {
  const { t } = useTranslation('suggestions');
  const id = Number(useParams().id);
  const { enterprise } = useShell();
  const { data, isError } = useQuery({ queryKey: ['suggestions', enterprise.id, 'detail', id], queryFn: () => suggestApi.detail(id), enabled: Number.isInteger(id) && id > 0, retry: false });
  return (
    <Card title={t('detail.title')} data-testid="suggestion-detail">
      {isError || !(id > 0) ? <Empty description={t('detail.missing')} /> : data ? <SuggestionView suggestion={data} /> : <Spin />}
    </Card>
  );
}
