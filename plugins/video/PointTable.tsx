import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Badge, Button, Input, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tablePagination } from '../../runtime/common/pagination';
import { useNavigate } from 'react-router';
import { useRequest } from '../../runtime/monitoring/useRequest';
import { useDictionaries } from '../../runtime/modules/dictionaries';
import { notifier } from '../../runtime/services/notifier';
import { useButtonAuth } from '../../runtime/shell/useButtonAuth';
import { videoApi, type PointQuery } from './api';
import type { VideoPoint } from './contract';
import { POINT_CHILD_TYPE_DICT, VIDEO_KEYS } from './manifest';
import { PointFormDrawer } from './PointFormDrawer';

const NS = 'video';

/** Labels of a comma list of child-type values. */
export function childTypeLabels(value: string, options: readonly { value: string; label: string }[]): string[] {
  return value
    .split(',')
    .filter(Boolean)
    .map((v) => options.find((o) => o.value === v)?.label ?? v);
}

/** The online-state filter of the camera lists (client and back office). */
export function OnlineSelect({ value, onChange }: { value: 0 | 1 | undefined; onChange: (v: 0 | 1 | undefined) => void }) {
  const { t } = useTranslation(NS);
  return (
    <Select
      allowClear
      placeholder={t('point.onlineStatus')}
      value={value}
      onChange={onChange}
      options={[
        { value: 1, label: t('point.online') },
        { value: 0, label: t('point.offline') },
      ]}
      style={{ width: 130 }}
      data-testid="search-online"
    />
  );
}

export function OnlineBadge({ status }: { status: 0 | 1 }) {
  const { t } = useTranslation(NS);
  return <Badge status={status === 1 ? 'success' : 'default'} text={t(status === 1 ? 'point.online' : 'point.offline')} />;
}

/** The cameras tab: search, add / edit / delete (button permissions), detail, and play in the grid. */
export function PointTable({ onPlay }: { onPlay: (point: VideoPoint) => void }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const edit = useButtonAuth(VIDEO_KEYS.edit);
  const { dictionaries } = useDictionaries();
  const childTypes = dictionaries.get(POINT_CHILD_TYPE_DICT) ?? [];
  const [name, setName] = useState('');
  const [filter, setFilter] = useState<Omit<PointQuery, 'pageNum' | 'pageSize'>>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const [editing, setEditing] = useState<VideoPoint | 'new' | null>(null);
  const { data, loading, reload } = useRequest(() => videoApi.page({ ...paging, ...filter }), [paging, filter]);

  const search = (next: typeof filter) => {
    setFilter(next);
    setPaging((p) => ({ ...p, pageNum: 1 }));
  };
  const remove = async (row: VideoPoint) => {
    if (!(await notifier.confirm({ title: t('runtime:common.tip'), content: t('point.deleteConfirm') }))) return;
    await videoApi.remove([row.id]);
    notifier.toast('success', t('runtime:list.deleteSuccess'), 2);
    void reload();
  };

  return (
    <div className="ec-panel" data-testid="video-points">
      <div className="ec-table-toolbar">
        <Space wrap>
          <Input.Search
            allowClear
            maxLength={20}
            placeholder={t('point.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onSearch={(v) => search({ ...filter, name: v.trim() || undefined })}
            style={{ width: 220 }}
            data-testid="search-name"
          />
          <OnlineSelect value={filter.onlineStatus} onChange={(onlineStatus) => search({ ...filter, onlineStatus })} />
          <Select allowClear placeholder={t('point.childType')} value={filter.pointChildType} onChange={(pointChildType) => search({ ...filter, pointChildType })} options={[...childTypes]} style={{ width: 170 }} />
        </Space>
        <Space>
          {edit !== 'hide' && (
            <Button type="primary" icon={<PlusOutlined />} disabled={edit === 'disabled'} onClick={() => setEditing('new')} data-testid="list-add">
              {t('point.add')}
            </Button>
          )}
          <Button icon={<ReloadOutlined />} onClick={() => void reload()} aria-label={t('runtime:list.reload')} data-testid="list-reload" />
        </Space>
      </div>
      <Table<VideoPoint>
        rowKey="id"
        loading={loading}
        dataSource={data?.records ?? []}
        scroll={{ x: 1200 }}
        data-testid="list-table"
        onRow={() => ({ 'data-testid': 'list-row' }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('point.name'), dataIndex: 'name', width: 180 },
          { title: t('point.onlineStatus'), dataIndex: 'onlineStatus', width: 100, render: (v: 0 | 1) => <OnlineBadge status={v} /> },
          { title: t('point.enterpriseName'), dataIndex: 'enterpriseName', width: 200 },
          { title: t('point.division'), dataIndex: 'administrativeDivisionName', width: 200 },
          {
            title: t('point.childType'),
            dataIndex: 'pointChildType',
            width: 200,
            render: (v: string) => childTypeLabels(v, childTypes).map((label) => <Tag key={label}>{label}</Tag>),
          },
          { title: t('point.deviceSerial'), dataIndex: 'deviceSerial', width: 200 },
          { title: t('point.channelCode'), dataIndex: 'channelCode', width: 200 },
          {
            title: t('runtime:list.actions'),
            key: 'actions',
            fixed: 'right',
            width: 240,
            render: (_, row) => (
              <Space size={0} className="ec-row-actions">
                <Button type="link" size="small" onClick={() => onPlay(row)} data-testid="row-play">
                  {t('point.play')}
                </Button>
                <Button type="link" size="small" onClick={() => navigate(`/videoManagement/pointDetail/${row.id}`)} data-testid="row-detail">
                  {t('point.detail')}
                </Button>
                {edit !== 'hide' && (
                  <Button type="link" size="small" disabled={edit === 'disabled'} onClick={() => setEditing(row)} data-testid="row-edit">
                    {t('runtime:list.edit')}
                  </Button>
                )}
                {edit !== 'hide' && (
                  <Button type="link" size="small" danger disabled={edit === 'disabled'} onClick={() => void remove(row)} data-testid="row-delete">
                    {t('runtime:list.delete')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
        pagination={tablePagination(paging, data?.total ?? 0, setPaging)}
      />
      <PointFormDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          notifier.toast('success', t('point.saved'), 2);
          void reload();
        }}
      />
    </div>
  );
}
