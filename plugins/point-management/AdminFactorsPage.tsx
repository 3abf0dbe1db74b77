import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Select, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../runtime/common/listPagination';
import { notifier } from '../../runtime/services/notifier';
import { SEARCH_INPUT_MAX } from '../../schemas/fieldKinds';
import { FACTOR_MEDIA, type FactorMedium } from '../../schemas/contracts/monitoring/pointTypes';
import { FactorDialog } from './FactorDialog';
import { factorApi, type FactorRecord } from './factorApi';

const NS = 'point-management';

interface Filters {
  code?: string;
  name?: string;
  medium?: FactorMedium;
  enabled?: boolean;
}

/** Back office 污染因子: the HJ 212 catalogue the point forms pick from; search, add, edit, enable and disable. */
export default function AdminFactorsPage() {
  const { t } = useTranslation(NS);
  const list = usePagedList();
  const [draft, setDraft] = useState<Filters>({});
  const [filters, setFilters] = useState<Filters>({});
  const [editing, setEditing] = useState<{ factor: FactorRecord | null } | null>(null);
  const query = { ...list.paging, ...filters };
  const { data, isFetching, refetch } = useQuery({ queryKey: ['admin-factors', query], queryFn: () => factorApi.page(query), placeholderData: keepPreviousData });

  const search = (next: Filters) => {
    const clean = { ...next, code: next.code?.trim() || undefined, name: next.name?.trim() || undefined };
    // The same search again still asks the server (another operator may have changed the catalogue).
    if (JSON.stringify(clean) === JSON.stringify(filters)) void refetch();
    setFilters(clean);
    list.first();
  };
  const toggle = async (row: FactorRecord, enabled: boolean) => {
    await factorApi.update(row.id, { enabled });
    notifier.toast('success', t('factor.saved'), 1);
    await refetch();
  };
  const set = (patch: Filters) => setDraft((d) => ({ ...d, ...patch }));

  return (
    <Card data-testid="admin-factors-page">
      <Space wrap style={{ marginBottom: 12 }}>
        <Input allowClear maxLength={SEARCH_INPUT_MAX} style={{ width: 160 }} placeholder={t('factor.code')} value={draft.code} onChange={(e) => set({ code: e.target.value })} onPressEnter={() => search(draft)} data-testid="factor-search-code" />
        <Input allowClear maxLength={SEARCH_INPUT_MAX} style={{ width: 180 }} placeholder={t('factor.name')} value={draft.name} onChange={(e) => set({ name: e.target.value })} onPressEnter={() => search(draft)} data-testid="factor-search-name" />
        <Select allowClear style={{ width: 130 }} placeholder={t('factor.medium')} value={draft.medium} onChange={(medium) => set({ medium })} options={FACTOR_MEDIA.map((m) => ({ value: m, label: t(`factor.media.${m}`) }))} data-testid="factor-search-medium" />
        <Select allowClear style={{ width: 120 }} placeholder={t('factor.enabled')} value={draft.enabled} onChange={(enabled) => set({ enabled })}
          options={[{ value: true, label: t('factor.enabledYes') }, { value: false, label: t('factor.enabledNo') }]} data-testid="factor-search-enabled" />
        <Button type="primary" onClick={() => search(draft)} data-testid="factor-search-submit">{t('factor.search')}</Button>
        <Button onClick={() => { setDraft({}); search({}); }} data-testid="factor-search-reset">{t('factor.reset')}</Button>
        <Button type="primary" ghost onClick={() => setEditing({ factor: null })} data-testid="factor-add">{t('factor.add')}</Button>
      </Space>
      <Table<FactorRecord>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.records}
        onRow={(r) => ({ 'data-testid': 'factor-row', 'data-code': r.code }) as React.HTMLAttributes<HTMLElement>}
        pagination={list.pagination(data?.total ?? 0, (n) => t('factor.total', { total: n }))}
        columns={[
          { title: t('factor.code'), dataIndex: 'code', width: 110 },
          { title: t('factor.name'), dataIndex: 'name', render: (v: string) => <span data-testid="factor-row-name">{v}</span> },
          { title: t('factor.medium'), dataIndex: 'medium', width: 90, render: (m: FactorMedium) => t(`factor.media.${m}`) },
          { title: t('factor.unit'), dataIndex: 'unit', width: 110, render: (v: string | null) => v ?? '—' },
          { title: t('factor.unitAmount'), dataIndex: 'unitAmount', width: 110, render: (v: string | null) => v ?? '—' },
          { title: t('factor.code2005'), dataIndex: 'code2005', width: 110, render: (v: string | null) => v ?? '—' },
          { title: t('factor.dataType'), dataIndex: 'dataType', width: 90, render: (v: string | null) => v ?? '—' },
          { title: t('factor.builtin'), dataIndex: 'builtin', width: 100, render: (b: boolean) => <Tag color={b ? 'blue' : 'purple'}>{t(b ? 'factor.builtinYes' : 'factor.builtinNo')}</Tag> },
          {
            title: t('factor.enabled'), dataIndex: 'enabled', width: 90,
            render: (on: boolean, row) => <Switch size="small" checked={on} onChange={(next) => void toggle(row, next).catch(() => undefined)} data-testid="factor-row-enabled" />,
          },
          {
            title: t('factor.actions'), width: 90,
            render: (_, row) => <Button type="link" size="small" onClick={() => setEditing({ factor: row })} data-testid="factor-edit">{t('factor.edit')}</Button>,
          },
        ]}
      />
      <FactorDialog
        open={editing !== null}
        factor={editing?.factor ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          notifier.toast('success', t('factor.saved'), 1);
          void refetch();
        }}
      />
    </Card>
  );
}
