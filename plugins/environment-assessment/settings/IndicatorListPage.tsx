import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRequest } from '../../../runtime/monitoring/useRequest';
import { notifier } from '../../../runtime/services/notifier';
import { areaOf, useCan } from '../area';
import { KEYS } from '../manifest';
import { indicatorPath, NS, type IndicatorRecord, type Kind, type PageOf } from './shared';
import { deductionText } from './texts';

/** customIndicator / selectIndicator page: the owner's indicators (and the templates on demand). */
export default function IndicatorListPage({ kind, area: areaKind }: { kind: Kind; area: 'client' | 'admin' }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const area = areaOf(areaKind);
  const can = useCan()(areaKind === 'admin' ? KEYS.template : KEYS.settingEdit);
  const [name, setName] = useState('');
  const [query, setQuery] = useState({ pageNum: 1, pageSize: 20, name: '', withTemplates: false });
  const { data, loading, reload } = useRequest(
    () => area.http.get<PageOf<IndicatorRecord>>(`${area.base}/${indicatorPath(kind)}/page`, { params: { ...query, name: query.name || undefined } }),
    [query, kind, areaKind],
  );
  const root = kind === 'score' ? area.routes.customIndicator : area.routes.selectIndicator;

  const remove = async (row: IndicatorRecord) => {
    if (!(await notifier.confirm({ title: t('runtime:common.tip'), content: t('list.deleteConfirm') }))) return;
    await area.http.delete(`${area.base}/${indicatorPath(kind)}/${row.id}`);
    notifier.toast('success', t('runtime:list.deleteSuccess'), 2);
    void reload();
  };

  return (
    <div className="ec-page" data-testid="indicator-list">
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
        <Table<IndicatorRecord>
          rowKey="id"
          loading={loading}
          dataSource={data?.records ?? []}
          data-testid="list-table"
          onRow={() => ({ 'data-testid': 'list-row' }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { title: t('field.name'), dataIndex: 'name', render: (v: string, row) => <Space>{v}{row.template && <Tag>{t('field.template')}</Tag>}</Space> },
            { title: t('field.category'), dataIndex: 'category', width: 120 },
            ...(kind === 'score'
              ? [
                  { title: t('field.rule'), dataIndex: 'ruleKey', width: 160, render: (v: string) => t(`rules.${v}`) },
                  { title: t('field.fullScore'), dataIndex: 'fullScore', width: 80 },
                  { title: t('deduction.mode'), key: 'deduction', render: (_: unknown, row: IndicatorRecord) => deductionText(row.deduction, t) },
                ]
              : [{ title: t('field.options'), key: 'options', render: (_: unknown, row: IndicatorRecord) => (row.options ?? []).map((o) => `${o.label}(${o.score})`).join(' / ') }]),
            { title: t('field.updatedAt'), dataIndex: 'updatedAt', width: 170 },
            {
              title: t('runtime:list.actions'),
              key: 'actions',
              width: 200,
              render: (_, row) => (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => navigate(`${root}/detail/${row.id}`)} data-testid="row-detail">{t('runtime:list.detail')}</Button>
                  {can !== 'hidden' && (!row.template || areaKind === 'admin') && (
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
