import { Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequest } from '../../runtime/monitoring/useRequest';
import { http } from '../../runtime/services/http';
import { useMemberScope } from '../../runtime/shell/memberScope';
import { CLIENT_BASE, type Finding } from './contract';
import { explainFinding } from './explain';
import { NS, type PageOf } from './settings/shared';

/** The evidence behind one indicator's deduction: series, time span, values. */
export function FindingsTable({ assessmentId, itemId }: { assessmentId: number; itemId: number }) {
  const { t, i18n } = useTranslation(NS);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const scope = useMemberScope();
  const { data, loading } = useRequest(
    () => http.get<PageOf<Finding>>(`${CLIENT_BASE}/system/score/findings`, { params: { assessmentId, itemId, ...paging }, headers: scope?.headers }),
    [assessmentId, itemId, paging, scope],
  );
  const locale = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  return (
    <Table<Finding>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={data?.records ?? []}
      data-testid={`findings-${itemId}`}
      locale={{ emptyText: t('detail.noFindings') }}
      columns={[
        { title: t('detail.point'), key: 'point', width: 160, render: (_, f) => (f.pointName ? `${f.pointName}（${f.pointCode}）` : '—') },
        { title: t('detail.factor'), key: 'factor', width: 140, render: (_, f) => (f.factorCode ? `${f.factorName ?? ''} ${f.factorCode}` : '—') },
        { title: t('detail.begin'), dataIndex: 'beginTime', width: 160, render: (v: string | null) => v ?? '—' },
        { title: t('detail.end'), dataIndex: 'endTime', width: 160, render: (v: string | null) => v ?? '—' },
        { title: t('detail.hours'), dataIndex: 'hours', width: 70, render: (v: number | null) => v ?? '—' },
        { title: t('detail.value'), dataIndex: 'measure', width: 90, render: (v: number | null) => (v === null ? '—' : Math.round(v * 1000) / 1000) },
        { title: t('detail.threshold'), dataIndex: 'threshold', width: 90, render: (v: number | null) => (v === null ? '—' : Math.round(v * 1000) / 1000) },
        { title: t('detail.evidence'), key: 'evidence', render: (_, f) => explainFinding(f, (k, v) => t(k, v), locale) },
      ]}
      pagination={{ current: paging.pageNum, pageSize: paging.pageSize, total: data?.total ?? 0, size: 'small', onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }) }}
    />
  );
}
