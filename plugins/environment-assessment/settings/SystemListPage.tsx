import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRequest } from '../../../runtime/monitoring/useRequest';
import { notifier } from '../../../runtime/services/notifier';
import { areaOf, useCan } from '../area';
import { KEYS } from '../manifest';
import { NS, type PageOf, type SystemRecord } from './shared';

/** evaluationSystem page: own systems, and in the client area the templates to copy. */
export default function SystemListPage({ area: areaKind }: { area: 'client' | 'admin' }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const area = areaOf(areaKind);
  const can = useCan()(areaKind === 'admin' ? KEYS.template : KEYS.settingEdit);
  const [name, setName] = useState('');
  const [query, setQuery] = useState({ pageNum: 1, pageSize: 20, name: '', withTemplates: areaKind === 'client' });
  const { data, loading, reload } = useRequest(() => area.http.get<PageOf<SystemRecord>>(`${area.base}/system/page`, { params: { ...query, name: query.name || undefined } }), [query, areaKind]);
  const root = area.routes.evaluationSystem;

  const remove = async (row: SystemRecord) => {
    if (!(await notifier.confirm({ title: t('runtime:common.tip'), content: t('list.deleteConfirm') }))) return;
    await area.http.delete(`${area.base}/system/${row.id}`);
    notifier.toast('success', t('runtime:list.deleteSuccess'), 2);
    void reload();
  };
  const mine = (row: SystemRecord) => !row.template || areaKind === 'admin';

  return (
    <div className="ec-page" data-testid="system-list">
      <div className="ec-panel">
        <div className="ec-table-toolbar">
          <Space wrap>
            <Input.Search allowClear maxLength={20} placeholder={t('field.name')} value={name} onChange={(e) => setName(e.target.value)} onSearch={(v) => setQuery({ ...query, pageNum: 1, name: v.trim() })} style={{ width: 220 }} data-testid="search-name" />
            {areaKind === 'client' && (
              <Space>
                <Switch checked={query.withTemplates} onChange={(withTemplates) => setQuery({ ...query, pageNum: 1, withTemplates })} data-testid="with-templates" />
                {t('list.templates')}
              </Space>
            )}
          </Space>
          {can !== 'hidden' && (
            <Button type="primary" icon={<PlusOutlined />} disabled={can === 'disabled'} onClick={() => navigate(`${root}/add`)} data-testid="list-add">
              {t('runtime:list.add')}
            </Button>
          )}
        </div>
        <Table<SystemRecord>
          rowKey="id"
          loading={loading}
          dataSource={data?.records ?? []}
          data-testid="list-table"
          onRow={() => ({ 'data-testid': 'list-row' }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { title: t('field.name'), dataIndex: 'name', render: (v: string, row) => <Space>{v}{row.template && <Tag color="blue">{t('field.template')}</Tag>}</Space> },
            { title: t('field.periodType'), dataIndex: 'periodType', width: 100, render: (v: string) => t(`period.${v}`) },
            { title: t('field.itemCount'), dataIndex: 'itemCount', width: 90 },
            { title: t('field.levels'), key: 'levels', render: (_, row) => row.levels.map((l) => <Tag key={l.name} color={l.color}>{l.name}≥{l.minScore}</Tag>) },
            { title: t('field.enabled'), dataIndex: 'enabled', width: 80, render: (v: boolean) => (v ? <Tag color="green">✓</Tag> : <Tag>—</Tag>) },
            { title: t('field.updatedAt'), dataIndex: 'updatedAt', width: 170 },
            {
              title: t('runtime:list.actions'),
              key: 'actions',
              width: 240,
              render: (_, row) => (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => navigate(`${root}/detail/${row.id}`)} data-testid="row-detail">{t('runtime:list.detail')}</Button>
                  {can !== 'hidden' && (
                    <Button type="link" size="small" disabled={can === 'disabled'} onClick={() => navigate(`${root}/copy/${row.id}`)} data-testid="row-copy">{t('list.copy')}</Button>
                  )}
                  {can !== 'hidden' && mine(row) && (
                    <>
                      <Button type="link" size="small" disabled={can === 'disabled'} onClick={() => navigate(`${root}/edit/${row.id}`)} data-testid="row-edit">{t('runtime:list.edit')}</Button>
                      <Button type="link" size="small" danger disabled={can === 'disabled'} onClick={() => void remove(row)} data-testid="row-delete">{t('runtime:list.delete')}</Button>
                    </>
                  )}
                </Space>
              ),
            },
          ]}
          pagination={{
            current: query.pageNum,
            pageSize: query.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 30, 50],
            showTotal: (total) => t('runtime:list.total', { total }),
            onChange: (pageNum, pageSize) => setQuery({ ...query, pageNum: pageSize !== query.pageSize ? 1 : pageNum, pageSize }),
          }}
        />
      </div>
    </div>
  );
}
