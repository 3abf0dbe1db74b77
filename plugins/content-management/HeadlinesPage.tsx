import { EyeOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Empty, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePagedList } from '../../runtime/common/listPagination';
import { headlineApi } from './api';
import { CONTENT_ROUTES as R, type HeadlineRow } from './contract';
import { HeadlineSearch, sameFilters, type HeadlineFilters } from './HeadlineSearch';
import './headlines.css';

function HeadlineItem({ row, open }: { row: HeadlineRow; open: () => void }) {
  const { t } = useTranslation('content-management');
  return (
    <List.Item
      className="ec-headline-item"
      data-testid="headline-row"
      data-id={row.id}
      onClick={open}
      extra={row.cover?.path ? <img className="ec-headline-cover-thumb" src={row.cover.path} alt={row.title} data-testid="headline-cover" /> : null}
    >
      <List.Item.Meta
        title={<a data-testid="headline-title">{row.title}</a>}
        description={row.synopsis ? <span data-testid="headline-synopsis">{row.synopsis}</span> : null}
      />
      <Space className="ec-headline-meta" size="large">
        <span data-testid="headline-published">{row.publishedAt}</span>
        <span data-testid="headline-reads">
          <EyeOutlined /> {t('reads', { count: row.readCount })}
        </span>
      </Space>
    </List.Item>
  );
}

/** /contentManagement/page (full screen): the published headlines, newest first, with title and date search. */
export default function HeadlinesPage() {
  const { t } = useTranslation('content-management');
  const navigate = useNavigate();
  const list = usePagedList();
  const [filters, setFilters] = useState<HeadlineFilters>({});
  const query = { ...list.paging, ...filters };
  const { data, isFetching, refetch } = useQuery({ queryKey: ['headlines', query], queryFn: () => headlineApi.page(query), placeholderData: keepPreviousData });
  // Searching again for the same thing still asks the server: a headline may have come or gone since.
  const search = (f: HeadlineFilters) => {
    if (sameFilters(f, filters)) void refetch();
    setFilters(f);
    list.first();
  };
  return (
    <div className="ec-headlines" data-testid="headlines-page">
      <Card>
        <Typography.Title level={3} className="ec-headlines-title">
          {t('menu.headlines')}
        </Typography.Title>
        <HeadlineSearch onSearch={search} />
        <List<HeadlineRow>
          loading={isFetching}
          dataSource={data?.records ?? []}
          locale={{ emptyText: <Empty description={t('empty')} /> }}
          renderItem={(row) => <HeadlineItem row={row} open={() => navigate(`${R.detail}/${row.id}`)} />}
          pagination={data && data.total > 0 ? list.pagination(data.total, (n) => t('total', { total: n })) : false}
          data-testid="headlines-list"
        />
      </Card>
    </div>
  );
}
