import { Button, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { areaOf, useCan } from '../area';
import type { SettingAreaKind } from '../contract';
import { KEYS } from '../manifest';
import { useIndicatorPage } from '../evaluationStore';
import { listTableProps, pagination, SettingsToolbar, templatesToggle, useRemove } from '../listParts';
import { indicatorPath, NS, type IndicatorRecord, type Kind } from './shared';
import { deductionText } from './texts';

/** customIndicator / selectIndicator page: the owner's indicators (and the templates on demand). */
export default function IndicatorListPage({ kind, area: areaKind }: { kind: Kind; area: SettingAreaKind }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const area = areaOf(areaKind);
  const can = useCan()(areaKind === 'admin' ? KEYS.template : KEYS.settingEdit);
  const [query, setQuery] = useState({ pageNum: 1, pageSize: 20, name: '', withTemplates: false });
  const { data, loading, reload } = useIndicatorPage(areaKind, kind, query);
  const root = kind === 'score' ? area.routes.customIndicator : area.routes.selectIndicator;

  const removeUrl = useRemove(area.http, reload);
  const remove = (row: IndicatorRecord) => removeUrl(`${area.base}/${indicatorPath(kind)}/${row.id}`);

  return (
    <div className="ec-page" data-testid="indicator-list">
      <div className="ec-panel">
        <SettingsToolbar
          onSearch={(name) => setQuery({ ...query, pageNum: 1, name })}
          templates={templatesToggle(areaKind, query, setQuery)}
          add={can}
          onAdd={() => navigate(`${root}/add`)}
        />
        <Table<IndicatorRecord>
          {...listTableProps(loading, data?.records)}
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
              width: 240,
              render: (_, row) => (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => navigate(`${root}/detail/${row.id}`)} data-testid="row-detail">{t('runtime:list.detail')}</Button>
                  {can !== 'hidden' && (
                    <Button type="link" size="small" disabled={can === 'disabled'} onClick={() => navigate(`${root}/copy/${row.id}`)} data-testid="row-copy">{t('list.copy')}</Button>
                  )}
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
          pagination={pagination(query, setQuery, data?.total, t)}
        />
      </div>
    </div>
  );
}
