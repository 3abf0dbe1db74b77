import { Input, Segmented, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SuggestionQuery } from './api';

/** Reply status (all / awaiting / replied) and a keyword over the text; `extra` sits beside them. */
export function StatusFilter<Q extends SuggestionQuery>({ query, setQuery, extra }: { query: Q; setQuery: (q: Q) => void; extra?: ReactNode }) {
  const { t } = useTranslation('suggestions');
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Segmented
        value={query.replyStatus ?? 'all'}
        onChange={(v) => setQuery({ ...query, pageNum: 1, replyStatus: v === 'all' ? undefined : Number(v) })}
        options={[{ value: 'all', label: t('list.all') }, ...[0, 1].map((s) => ({ value: s, label: t(`replyStatus.${s}`) }))]}
        data-testid="suggestion-status-filter"
      />
      <Input.Search
        allowClear
        maxLength={20}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={(v) => setQuery({ ...query, pageNum: 1, keyword: v.trim() || undefined })}
        placeholder={t('list.keyword')}
        enterButton={t('list.search')}
        data-testid="suggestion-search"
      />
      {extra}
    </Space>
  );
}
