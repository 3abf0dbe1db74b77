import { Button, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRequest } from '../../../runtime/monitoring/useRequest';
import { areaOf, readsTemplates, useCan } from '../area';
import type { SettingAreaKind } from '../contract';
import { KEYS } from '../manifest';
import { listTableProps, pagination, SettingsToolbar, templatesToggle, useRemove } from '../listParts';
import { NS, type PageOf, type SystemRecord } from './shared';

/** evaluationSystem page: own systems, and in the client area the templates to copy. */
export default function SystemListPage({ area: areaKind }: { area: SettingAreaKind }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const area = areaOf(areaKind);
  const can = useCan()(areaKind === 'admin' ? KEYS.template : KEYS.settingEdit);
  const [query, setQuery] = useState({ pageNum: 1, pageSize: 20, name: '', withTemplates: readsTemplates(areaKind) });
  const { data, loading, reload } = useRequest(() => area.http.get<PageOf<SystemRecord>>(`${area.base}/system/page`, { params: { ...query, name: query.name || undefined } }), [query, areaKind]);
  const root = area.routes.evaluationSystem;

  const removeUrl = useRemove(area.http, reload);
  const remove = (row: SystemRecord) => removeUrl(`${area.base}/system/${row.id}`);
  const mine = (row: SystemRecord) => !row.template || areaKind === 'admin';

  return (
    <div className="ec-page" data-testid="system-list">
      <div className="ec-panel">
        <SettingsToolbar
          onSearch={(name) => setQuery({ ...query, pageNum: 1, name })}
          templates={templatesToggle(areaKind, query, setQuery)}
          add={can}
          onAdd={() => navigate(`${root}/add`)}
        />
        <Table<SystemRecord>
          {...listTableProps(loading, data?.records)}
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
          pagination={pagination(query, setQuery, data?.total, t)}
        />
      </div>
    </div>
  );
}
