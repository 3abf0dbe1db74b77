import { CheckOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Empty, List, Pagination, Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { http } from '../../runtime/services/http';
import { notifier } from '../../runtime/services/notifier';
import { useShell } from '../../runtime/shell/ShellData';
import { FIRST_PAGE, NOTICE_TYPES, noticeKeys, noticePaths, type Notice, type NoticePage, type NoticeType } from './api';
import './messages.css';
import { DEFAULT_PAGE_SIZE, listPagination } from '../../runtime/common/listPagination';

const NS = 'messages';
type Filter = 'all' | NoticeType;

/** /system-message/page: my messages per type with unread counts; reading one marks it read. */
export default function MessagesPage() {
  const { t } = useTranslation(NS);
  const { enterprise } = useShell();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<Filter>('all');
  const [pageNum, setPageNum] = useState<number>(FIRST_PAGE.pageNum);
  // The list shows 20 per page like every list; the navbar's unread poll asks for its own first page.
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [expanded, setExpanded] = useState<number | null>(null);

  const params = { pageNum, pageSize, ...(filter === 'all' ? {} : { type: filter }) };
  const { data, isFetching } = useQuery({
    queryKey: noticeKeys.page(enterprise.id, params),
    queryFn: () => http.get<NoticePage>(noticePaths.page, { params }),
    placeholderData: keepPreviousData,
  });
  const counts = new Map((data?.typeCount ?? []).map((c) => [c.type, c.count]));
  const refresh = () => queryClient.invalidateQueries({ queryKey: noticeKeys.all(enterprise.id) });

  const open = async (notice: Notice) => {
    setExpanded((id) => (id === notice.id ? null : notice.id));
    if (notice.read) return;
    try {
      await http.put(noticePaths.read, { ids: [notice.id] });
    } finally {
      void refresh();
    }
  };

  // Spec §2: a message with a detail page links to it (approvals: system-examine-detail of the instance).
  const detailOf = (notice: Notice) => (notice.bizId && DETAIL_ROUTES[notice.type] ? `${DETAIL_ROUTES[notice.type]}/${notice.bizId}` : null);

  const readAll = async () => {
    try {
      await http.put(noticePaths.allRead, filter === 'all' ? {} : { type: filter });
      notifier.toast('success', t('allReadDone'), 1);
    } finally {
      void refresh();
    }
  };

  const label = (type: Filter) => {
    const count = type === 'all' ? (data?.unreadTotal ?? 0) : (counts.get(type) ?? 0);
    return (
      <span data-testid={`message-tab-${type}`}>
        {t(`type.${type}`)}
        {count > 0 && <Badge count={count} size="small" className="ec-messages-count" data-testid={`message-count-${type}`} />}
      </span>
    );
  };

  return (
    <div className="ec-panel ec-messages" data-testid="messages-page">
      <div className="ec-messages-head">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Button icon={<CheckOutlined />} onClick={() => void readAll()} disabled={!data || (filter === 'all' ? data.unreadTotal : (counts.get(filter) ?? 0)) === 0} data-testid="messages-read-all">
          {t('readAll')}
        </Button>
      </div>
      <Segmented<Filter>
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setPageNum(1);
        }}
        options={(['all', ...NOTICE_TYPES] as Filter[]).map((type) => ({ value: type, label: label(type) }))}
        className="ec-messages-filter"
      />
      <List<Notice>
        loading={isFetching && !data}
        dataSource={data?.records ?? []}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        renderItem={(notice) => (
          <List.Item
            className={`ec-message${notice.read ? '' : ' is-unread'}`}
            onClick={() => void open(notice)}
            data-testid="message-item"
            data-read={notice.read ? '1' : '0'}
          >
            <List.Item.Meta
              avatar={<Badge dot={!notice.read} />}
              title={
                <Space size={8}>
                  <Tag color={TYPE_COLORS[notice.type]}>{t(`type.${notice.type}`)}</Tag>
                  <span className="ec-message-title">{notice.title}</span>
                </Space>
              }
              description={
                expanded === notice.id ? (
                  <div className="ec-message-content">
                    {notice.content || '—'}
                    {detailOf(notice) && (
                      <Button
                        type="link"
                        size="small"
                        data-testid="message-detail"
                        onClick={(e) => {
                          e.stopPropagation();
                          navigate(detailOf(notice)!);
                        }}
                      >
                        {t('openDetail')}
                      </Button>
                    )}
                  </div>
                ) : null
              }
            />
            <span className="ec-message-time">{notice.createdAt}</span>
          </List.Item>
        )}
      />
      {(data?.total ?? 0) > 0 && (
        <div className="ec-messages-pager">
          <Pagination
            {...listPagination(
              {
                current: pageNum,
                pageSize,
                total: data?.total ?? 0,
                onChange: (page, size) => {
                  setPageNum(page);
                  setPageSize(size);
                },
              },
              (total) => t('total', { total }),
            )}
          />
        </div>
      )}
    </div>
  );
}

/** Detail routes below /system-message per notice type, where the feature provides one (by path, not import). */
const DETAIL_ROUTES: Partial<Record<NoticeType, string>> = { 3: '/system-message/system-examine-detail' };

const TYPE_COLORS: Record<NoticeType, string> = { 1: 'red', 2: 'blue', 3: 'gold', 4: 'green', 5: 'default' };
