import { DownloadOutlined, FileTextOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Descriptions, Empty, Row, Select, Space, Spin, Statistic, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EChart } from '../../runtime/monitoring/EChart';
import { useRequest } from '../../runtime/monitoring/useRequest';
import { http } from '../../runtime/services/http';
import { notifier } from '../../runtime/services/notifier';
import { useMemberScope } from '../../runtime/shell/memberScope';
import { useCan } from './area';
import { CLIENT_BASE, exportPath, type AssessmentDetail, type AssessmentItem } from './contract';
import { FindingsTable } from './FindingsTable';
import { reportPath } from './groupPaths';
import { KEYS } from './manifest';
import { SystemName } from './SystemName';
import { useScoring } from './useScoring';
import { NS } from './settings/shared';
import { trendOption } from './report/charts';

/** /environmentAssessment/detail?id=: score, level, per-indicator deductions with their evidence, trend. */
export default function AssessmentDetailPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const can = useCan();
  const [busy, setBusy] = useState(false);
  // On a group page (docs/groups.md): a member's assessment, read through the group.
  const scope = useMemberScope();
  const { data, loading, reload } = useRequest(() => http.get<AssessmentDetail>(`${CLIENT_BASE}/system/score/${id}`, { headers: scope?.headers }), [id, scope]);
  const exportState = can(KEYS.export);
  // Scoring again and answering belong to the system's owner (the enterprise, or its group).
  const scoring = useScoring(data);
  const calculate = scoring.state;

  const recalculate = async () => {
    if (!data) return;
    setBusy(true);
    try {
      const answer = await http.post<{ enterpriseCount: number }>(`${scoring.base}/calculate`, { systemId: data.systemId, periodKey: data.periodKey });
      notifier.toast('success', t('list.runDone', { count: answer.enterpriseCount }), 2);
      await reload();
    } finally {
      setBusy(false);
    }
  };
  const answer = async (item: AssessmentItem, optionIndex: number) => {
    setBusy(true);
    try {
      await http.put(`${scoring.base}/answer`, { assessmentId: id, itemId: item.itemId, optionIndex });
      notifier.toast('success', t('detail.answerSaved'), 2);
      await reload();
    } finally {
      setBusy(false);
    }
  };

  if (!data) return <Spin spinning={loading} style={{ width: '100%', marginTop: 80 }}>{!loading && <Empty />}</Spin>;
  return (
    <div className="ec-page" data-testid="assessment-detail">
      <Card>
        <Row gutter={24} align="middle">
          <Col flex="auto">
            <Descriptions column={2} size="small">
              <Descriptions.Item label={t('list.enterprise')}>{data.enterpriseName}</Descriptions.Item>
              <Descriptions.Item label={t('list.system')}><SystemName assessment={data} /></Descriptions.Item>
              <Descriptions.Item label={t('list.period')}>{data.periodKey}</Descriptions.Item>
              <Descriptions.Item label={t('list.evaluatedUntil')}>{data.evaluatedUntil}</Descriptions.Item>
              <Descriptions.Item label={t('list.computedAt')}>{data.computedAt}</Descriptions.Item>
              <Descriptions.Item label={t('list.findings')}>{data.findingCount}</Descriptions.Item>
            </Descriptions>
          </Col>
          <Col>
            <Space size={32} align="center">
              <Statistic title={t('list.total')} value={data.totalScore} precision={2} valueStyle={{ fontSize: 36 }} data-testid="detail-total" />
              {data.levelName && <Tag color={data.levelColor ?? undefined} style={{ fontSize: 18, padding: '6px 14px' }} data-testid="detail-level">{data.levelName}</Tag>}
            </Space>
          </Col>
        </Row>
        <Space style={{ marginTop: 16 }}>
          <Button type="primary" icon={<FileTextOutlined />} onClick={() => navigate(reportPath(scope, id))} data-testid="detail-report">{t('detail.openReport')}</Button>
          {calculate !== 'hidden' && (
            <Button icon={<ReloadOutlined />} loading={busy} disabled={calculate === 'disabled'} onClick={() => void recalculate()} data-testid="detail-recalculate">{t('detail.recalculate')}</Button>
          )}
        </Space>
      </Card>
      <Card title={t('detail.trend')} style={{ marginTop: 16 }}>
        <EChart option={trendOption(data.trend, t('list.total'), true)} height={220} testId="detail-trend" />
      </Card>
      <Card title={t('detail.items')} style={{ marginTop: 16 }}>
        <Table<AssessmentItem>
          rowKey="itemId"
          size="small"
          pagination={false}
          dataSource={data.items}
          data-testid="detail-items"
          onRow={(item) => ({ 'data-testid': `item-${item.ruleKey ?? item.itemId}` }) as React.HTMLAttributes<HTMLElement>}
          expandable={{ rowExpandable: (item) => item.findingCount > 0, expandedRowRender: (item) => <FindingsTable assessmentId={id} itemId={item.itemId} /> }}
          columns={[
            { title: t('field.category'), dataIndex: 'category', width: 100 },
            { title: t('field.name'), dataIndex: 'name' },
            { title: t('field.rule'), key: 'rule', width: 150, render: (_, item) => (item.ruleKey ? t(`rules.${item.ruleKey}`) : t('kind.select')) },
            { title: t('field.weight'), dataIndex: 'weight', width: 70 },
            {
              title: t('detail.measure'),
              key: 'measure',
              width: 180,
              render: (_, item) => {
                if (item.kind === 'select') {
                  const options = data.options[item.itemId] ?? [];
                  return calculate === 'show' ? (
                    <Select size="small" style={{ width: 150 }} value={Number(item.summary.optionIndex ?? 0)} disabled={busy} options={options.map((o, i) => ({ value: i, label: `${o.label}（${o.score}）` }))} onChange={(v) => void answer(item, v)} data-testid={`answer-${item.itemId}`} />
                  ) : (
                    String(item.summary.label ?? '—')
                  );
                }
                if (item.measureStatus === 'noData') return <Tag>{item.ruleKey === 'riskEventDisposalRate' ? t('detail.noRiskModule') : t('status.noData')}</Tag>;
                return item.measure;
              },
            },
            { title: t('detail.deduction'), dataIndex: 'deduction', width: 80, render: (v: number) => (v > 0 ? <span style={{ color: '#cf1322' }}>−{v}</span> : 0) },
            { title: t('detail.score'), key: 'score', width: 90, render: (_, item) => `${item.score}/${item.fullScore}` },
            { title: t('detail.weighted'), dataIndex: 'weightedScore', width: 80 },
            { title: t('list.findings'), dataIndex: 'findingCount', width: 70 },
            {
              title: t('detail.export'),
              key: 'export',
              width: 80,
              render: (_, item) =>
                item.ruleKey && exportState !== 'hidden' ? (
                  <Button size="small" type="link" icon={<DownloadOutlined />} disabled={exportState === 'disabled'} onClick={() => void http.download(exportPath(item.ruleKey!), { params: { assessmentId: id }, headers: scope?.headers })} data-testid={`export-${item.ruleKey}`} aria-label={t('detail.export')} />
                ) : null,
            },
          ]}
        />
      </Card>
    </div>
  );
}
