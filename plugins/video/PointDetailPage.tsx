import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Descriptions, Table, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tablePagination } from '../../runtime/common/pagination';
import { useNavigate, useParams } from 'react-router';
import { FileList } from '../../runtime/files/FileList';
import { useRequest } from '../../runtime/monitoring/useRequest';
import { useDictionaries } from '../../runtime/modules/dictionaries';
import { useButtonAuth } from '../../runtime/shell/useButtonAuth';
import { videoApi } from './api';
import type { RecordingEntry } from './contract';
import { POINT_CHILD_TYPE_DICT, VIDEO_KEYS } from './manifest';
import { childTypeLabels, OnlineBadge } from './PointTable';
import { usePlayApis } from './usePlayApis';
import './video.css';

const NS = 'video';
const LivePanel = lazy(() => import('./LivePanel'));

const duration = (ms: number | null) => (ms === null ? '—' : `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}`);

/** /videoManagement/pointDetail/:id: the camera's data, its live picture and its recordings (file list: preview, download). */
export default function PointDetailPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { dictionaries } = useDictionaries();
  const canRecord = useButtonAuth(VIDEO_KEYS.record) === 'show';
  const apiOf = usePlayApis(canRecord);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const point = useRequest(() => videoApi.get(id), [id]);
  const recordings = useRequest(() => videoApi.recordings(id, paging.pageNum, paging.pageSize), [id, paging]);
  const p = point.data;

  return (
    <div className="ec-page" data-testid="video-point-detail">
      <div className="ec-panel">
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate('/videoManagement/page')} style={{ paddingLeft: 0 }}>
          {t('point.back')}
        </Button>
        {p && (
          <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="point-descriptions">
            <Descriptions.Item label={t('point.name')}>{p.name}</Descriptions.Item>
            <Descriptions.Item label={t('point.onlineStatus')}>
              <OnlineBadge status={p.onlineStatus} />
            </Descriptions.Item>
            <Descriptions.Item label={t('point.enterpriseName')}>{p.enterpriseName}</Descriptions.Item>
            <Descriptions.Item label={t('point.division')}>{p.administrativeDivisionName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('point.childType')}>
              {childTypeLabels(p.pointChildType, dictionaries.get(POINT_CHILD_TYPE_DICT) ?? []).map((label) => (
                <Tag key={label}>{label}</Tag>
              ))}
            </Descriptions.Item>
            <Descriptions.Item label={t('point.deviceSerial')}>{p.deviceSerial}</Descriptions.Item>
            <Descriptions.Item label={t('point.channelCode')}>{p.channelCode}</Descriptions.Item>
            <Descriptions.Item label={t('point.sourceUrl')}>{p.sourceUrl ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('point.remark')}>{p.remark ?? '—'}</Descriptions.Item>
          </Descriptions>
        )}
      </div>
      {p && (
        <div className="ec-panel">
          <h4>{t('point.live')}</h4>
          <div style={{ height: 360, display: 'flex' }}>
            <Suspense fallback={<div className="ec-video-panel" style={{ flex: 1 }} />}>
              <LivePanel title={p.name} api={apiOf(p)} testId="detail-live-panel" />
            </Suspense>
          </div>
        </div>
      )}
      <div className="ec-panel">
        <h4>{t('point.recordings')}</h4>
        <Table<RecordingEntry>
          rowKey="id"
          size="small"
          loading={recordings.loading}
          dataSource={recordings.data?.records ?? []}
          locale={{ emptyText: t('point.noRecordings') }}
          data-testid="recordings-table"
          onRow={() => ({ 'data-testid': 'recording-row' }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { title: t('point.startedAt'), dataIndex: 'startedAt', width: 180 },
            { title: t('point.duration'), dataIndex: 'durationMs', width: 90, render: duration },
            { title: t('point.startedBy'), dataIndex: 'startedByName', width: 110 },
            {
              title: t('point.recordings'),
              key: 'file',
              render: (_, r) =>
                r.file ? <FileList files={[r.file]} testId={`recording-file-${r.id}`} /> : <Tag color={r.status === 'recording' ? 'processing' : 'error'}>{t(r.status === 'recording' ? 'point.recordingActive' : 'point.recordingFailed')}</Tag>,
            },
          ]}
          pagination={tablePagination(paging, recordings.data?.total ?? 0, setPaging)}
        />
      </div>
    </div>
  );
}
