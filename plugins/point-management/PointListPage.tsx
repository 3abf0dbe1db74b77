import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Badge, Button, Input, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MONITORING_PERMISSIONS as P } from '../../schemas/contracts/monitoring/permissions';
import { useScopedHttp } from '../../runtime/shell/memberScope';
import { notifier } from '../../runtime/services/notifier';
import { monitoringPaths, type Page } from '../../runtime/monitoring/api';
import { pointTypeLabel, pointTypeOptions } from '../../runtime/monitoring/labels';
import { useRequest } from '../../runtime/monitoring/useRequest';
import { PointFormDrawer, type PointRecord } from './PointFormDrawer';
import { useCan } from './usePointActions';
import { listPagination } from '../../runtime/common/listPagination';

const NS = 'point-management';

interface PointRow extends PointRecord {
  online: boolean;
  factorCount: number;
  updatedAt: string;
}

/**
 * {root}/page: the enterprise's points with links to devices and risk settings. `root` is
 * {parent}/pointManagement in the client area, the enterprise's route in the back office (operator scope).
 */
export default function PointListPage({ root }: { root: string }) {
  const { t, i18n } = useTranslation(NS);
  const http = useScopedHttp();
  const navigate = useNavigate();
  const can = useCan();
  const [name, setName] = useState('');
  const [filter, setFilter] = useState<{ name?: string; type?: string }>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const [editing, setEditing] = useState<PointRecord | 'new' | null>(null);
  const { data, loading, reload } = useRequest(() => http.get<Page<PointRow>>(monitoringPaths.pointPage, { params: { ...paging, ...filter } }), [paging, filter]);
  const edit = can(P.pointEdit);

  const remove = async (row: PointRow) => {
    if (!(await notifier.confirm({ title: t('runtime:common.tip'), content: t('point.deleteConfirm') }))) return;
    await http.delete(`${monitoringPaths.points}/${row.id}`);
    notifier.toast('success', t('runtime:list.deleteSuccess'), 2);
    void reload();
  };

  return (
    <div className="ec-page" data-testid="point-management">
      <div className="ec-panel">
        <div className="ec-table-toolbar">
          <Space wrap>
            <Input.Search
              allowClear
              maxLength={20}
              placeholder={t('point.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              onSearch={(v) => {
                setFilter({ ...filter, name: v.trim() || undefined });
                setPaging((p) => ({ ...p, pageNum: 1 }));
              }}
              style={{ width: 220 }}
              data-testid="search-name"
            />
            <Select
              allowClear
              placeholder={t('point.type')}
              options={pointTypeOptions(i18n.language)}
              value={filter.type}
              onChange={(type) => {
                setFilter({ ...filter, type });
                setPaging((p) => ({ ...p, pageNum: 1 }));
              }}
              style={{ width: 160 }}
            />
          </Space>
          <Space>
            {edit !== 'hidden' && (
              <Button type="primary" icon={<PlusOutlined />} disabled={edit === 'disabled'} onClick={() => setEditing('new')} data-testid="list-add">
                {t('point.add')}
              </Button>
            )}
            <Button icon={<ReloadOutlined />} onClick={() => void reload()} aria-label={t('runtime:list.reload')} data-testid="list-reload" />
          </Space>
        </div>
        <Table<PointRow>
          rowKey="id"
          loading={loading}
          dataSource={data?.records ?? []}
          scroll={{ x: 1200 }}
          data-testid="list-table"
          onRow={() => ({ 'data-testid': 'list-row' }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { title: t('point.name'), dataIndex: 'name', width: 180 },
            { title: t('point.code'), dataIndex: 'code', width: 110 },
            { title: t('point.type'), dataIndex: 'type', width: 120, render: (v: string) => <Tag color="blue">{pointTypeLabel(v, i18n.language)}</Tag> },
            { title: t('point.mn'), dataIndex: 'mn', width: 230 },
            {
              title: t('point.online'),
              dataIndex: 'online',
              width: 100,
              render: (v: boolean) => <Badge status={v ? 'success' : 'default'} text={t(v ? 'online-monitoring:online' : 'online-monitoring:offline')} />,
            },
            { title: t('point.factorCount'), dataIndex: 'factorCount', width: 100 },
            { title: t('point.enabled'), dataIndex: 'enabled', width: 80, render: (v: boolean) => (v ? <Tag color="green">✓</Tag> : <Tag>—</Tag>) },
            {
              title: t('runtime:list.actions'),
              key: 'actions',
              fixed: 'right',
              width: 260,
              render: (_, row) => (
                <Space size={0} className="ec-row-actions">
                  {edit !== 'hidden' && (
                    <Button type="link" size="small" disabled={edit === 'disabled'} onClick={() => setEditing(row)} data-testid="row-edit">
                      {t('runtime:list.edit')}
                    </Button>
                  )}
                  <Button type="link" size="small" onClick={() => navigate(`${root}/device/page?pointId=${row.id}`)} data-testid="row-devices">
                    {t('point.devices')}
                  </Button>
                  <Button type="link" size="small" onClick={() => navigate(`${root}/riskSetting?pointId=${row.id}`)} data-testid="row-risk">
                    {t('point.risk')}
                  </Button>
                  {edit !== 'hidden' && (
                    <Button type="link" size="small" danger disabled={edit === 'disabled'} onClick={() => void remove(row)} data-testid="row-delete">
                      {t('runtime:list.delete')}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
          pagination={listPagination(
            { current: paging.pageNum, pageSize: paging.pageSize, total: data?.total ?? 0, onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }) },
            (total) => t('runtime:list.total', { total }),
          )}
        />
      </div>
      <PointFormDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          notifier.toast('success', t('actions.saved'), 2);
          void reload();
        }}
      />
    </div>
  );
}
