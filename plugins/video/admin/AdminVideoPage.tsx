import { ReloadOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tablePagination } from '../../../runtime/common/pagination';
import { useRequest } from '../../../runtime/monitoring/useRequest';
import { adminHttp } from '../../../runtime/services/adminHttp';
import type { PlayApi } from '../api';
import { VIDEO_API, type LiveStreamState, type Page, type PlayAnswer, type VideoPoint } from '../contract';
import { OnlineBadge, OnlineSelect } from '../PointTable';
import '../video.css';

const NS = 'video';
const LivePanel = lazy(() => import('../LivePanel'));
const quiet = { silent: true } as const;

/** The back office previews any camera (no recording: recordings belong to the enterprise's users). */
function adminPlayApi(pointId: number): PlayApi {
  return {
    start: (signal) => adminHttp.get<PlayAnswer>(VIDEO_API.adminPlayStart(pointId), { ...quiet, signal }),
    stop: () => adminHttp.get<void>(VIDEO_API.adminPlayStop(pointId), quiet).catch(() => undefined),
  };
}

/** Back-office video management: cameras of every enterprise, the media server's live streams, previews. */
export default function AdminVideoPage() {
  const { t } = useTranslation(NS);
  const [filter, setFilter] = useState<{ name?: string; enterpriseId?: number; onlineStatus?: 0 | 1 }>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const [preview, setPreview] = useState<VideoPoint | null>(null);
  const enterprises = useRequest(() => adminHttp.get<{ id: number; name: string; cameras: number }[]>(VIDEO_API.adminEnterprises), []);
  const points = useRequest(() => adminHttp.get<Page<VideoPoint>>(VIDEO_API.adminPointPage, { params: { ...paging, ...filter } }), [paging, filter]);
  const streams = useRequest(() => adminHttp.get<LiveStreamState[]>(VIDEO_API.adminStreams), [], { refreshMs: 5000 });
  const previewApi = useMemo(() => (preview ? adminPlayApi(preview.id) : null), [preview]);
  const search = (next: typeof filter) => {
    setFilter(next);
    setPaging((p) => ({ ...p, pageNum: 1 }));
  };

  return (
    <div className="ec-page" data-testid="admin-video">
      <div className="ec-panel">
        <div className="ec-table-toolbar">
          <Space wrap>
            <Input.Search allowClear maxLength={20} placeholder={t('point.name')} onSearch={(v) => search({ ...filter, name: v.trim() || undefined })} style={{ width: 200 }} data-testid="admin-video-search" />
            <Select
              allowClear
              placeholder={t('admin.allEnterprises')}
              value={filter.enterpriseId}
              onChange={(enterpriseId) => search({ ...filter, enterpriseId })}
              options={(enterprises.data ?? []).map((e) => ({ value: e.id, label: `${e.name} (${e.cameras})` }))}
              style={{ width: 260 }}
              data-testid="admin-video-enterprise"
            />
            <OnlineSelect value={filter.onlineStatus} onChange={(onlineStatus) => search({ ...filter, onlineStatus })} />
          </Space>
        </div>
        <Table<VideoPoint>
          rowKey="id"
          loading={points.loading}
          dataSource={points.data?.records ?? []}
          data-testid="admin-video-table"
          onRow={() => ({ 'data-testid': 'list-row' }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { title: t('point.name'), dataIndex: 'name' },
            { title: t('admin.enterprise'), dataIndex: 'enterpriseName' },
            { title: t('point.division'), dataIndex: 'administrativeDivisionName' },
            { title: t('point.onlineStatus'), dataIndex: 'onlineStatus', render: (v: 0 | 1) => <OnlineBadge status={v} /> },
            { title: t('point.deviceSerial'), dataIndex: 'deviceSerial' },
            { title: t('point.channelCode'), dataIndex: 'channelCode' },
            {
              title: t('runtime:list.actions'),
              key: 'actions',
              render: (_, row) => (
                <Button type="link" size="small" onClick={() => setPreview(row)} data-testid="row-preview">
                  {t('admin.preview')}
                </Button>
              ),
            },
          ]}
          pagination={tablePagination(paging, points.data?.total ?? 0, setPaging)}
        />
      </div>
      <div className="ec-panel">
        <div className="ec-table-toolbar">
          <strong>{t('admin.streams')}</strong>
          <Button icon={<ReloadOutlined />} onClick={() => void streams.reload()} aria-label={t('runtime:list.reload')} />
        </div>
        <Table<LiveStreamState>
          rowKey="streamId"
          size="small"
          dataSource={streams.data ?? []}
          pagination={false}
          data-testid="admin-video-streams"
          columns={[
            { title: t('admin.streamId'), dataIndex: 'streamId' },
            { title: t('point.name'), dataIndex: 'pointName' },
            { title: t('admin.enterprise'), dataIndex: 'enterpriseName' },
            { title: t('admin.viewers'), dataIndex: 'viewers' },
            {
              title: '',
              key: 'flags',
              render: (_, s) => (
                <Space size={4}>
                  {s.publishing && <Tag color="green">{t('admin.publishing')}</Tag>}
                  {s.recording && <Tag color="red">{t('admin.recording')}</Tag>}
                </Space>
              ),
            },
          ]}
        />
      </div>
      <Modal open={preview !== null} title={preview?.name} footer={null} width={760} destroyOnHidden onCancel={() => setPreview(null)}>
        <div style={{ height: 400, display: 'flex' }}>
          <Suspense fallback={null}>{previewApi && <LivePanel title={preview?.name ?? null} api={previewApi} testId="admin-live-panel" />}</Suspense>
        </div>
      </Modal>
    </div>
  );
}
