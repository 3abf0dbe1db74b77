import { Card, Col, Descriptions, Empty, Row, Space, Tag, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionHistory } from '../../runtime/common/ActionHistory';
import { AttachmentList } from '../../runtime/files/AttachmentList';
import { factorChartOption } from '../../runtime/monitoring/chartOptions';
import { EChart } from '../../runtime/monitoring/EChart';
import type { RiskDetail } from './contract';
import { RiskLevelTag, RiskStatusTag } from './tags';

const NS = 'risk-management';

function EvidenceChart({ risk }: { risk: RiskDetail }) {
  const { t } = useTranslation(NS);
  const option = useMemo(
    () => (risk.series ? factorChartOption(risk.series, risk.series.level, { alarm: t('detail.alarm'), warn: t('detail.warn'), value: t('detail.value'), range: t('detail.range') }) : null),
    [risk.series, t],
  );
  if (!option) return null;
  return (
    <Card size="small" title={t('detail.chart')}>
      <EChart option={option} height={280} testId="risk-evidence-chart" />
    </Card>
  );
}

/**
 * One risk (spec §2 /riskManagement/detail): what was found and its evidence chart, the handling with
 * its attachments, every approval of it (each handling is one approval) and the history. `actions` is
 * the client's action bar; the back office reads only (`signed` attachments).
 */
export function RiskDetailView({ risk, actions, signed }: { risk: RiskDetail; actions?: ReactNode; signed?: boolean }) {
  const { t } = useTranslation(NS);
  const e = risk.evidence;
  const unit = e.unit ? ` ${e.unit}` : '';
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="risk-detail" data-status={risk.status}>
      <Card>
        <Space style={{ marginBottom: 12, justifyContent: 'space-between', width: '100%' }} wrap>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="risk-detail-title">
            {risk.title} <RiskLevelTag level={risk.level} /> <RiskStatusTag status={risk.status} />
          </Typography.Title>
          {actions}
        </Space>
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          {risk.enterpriseName && <Descriptions.Item label={t('list.enterprise')}>{risk.enterpriseName}</Descriptions.Item>}
          <Descriptions.Item label={t('list.source')}>{t(`source.${risk.source}`)}</Descriptions.Item>
          <Descriptions.Item label={t('list.point')}>{risk.pointName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('list.factor')}>{risk.factorName ?? risk.factorCode ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('detail.timeSpan')}>{`${risk.beginTime} ~ ${risk.endTime ?? t('detail.ongoing')}`}</Descriptions.Item>
          <Descriptions.Item label={t('list.createdAt')}>{risk.createdAt}</Descriptions.Item>
          {risk.createdByName && <Descriptions.Item label={t('list.creator')}>{risk.createdByName}</Descriptions.Item>}
          {e.peak !== undefined && <Descriptions.Item label={t('detail.peak')}>{`${e.peak}${unit}`}</Descriptions.Item>}
          {e.direction && <Descriptions.Item label={t('detail.limit')}>{`${(e.direction === 'high' ? e.alarmMax : e.alarmMin) ?? '—'}${unit}`}</Descriptions.Item>}
          {e.count !== undefined && <Descriptions.Item label={t('detail.count')}>{e.count}</Descriptions.Item>}
          {e.lastSeenAt && <Descriptions.Item label={t('detail.lastSeen')}>{e.lastSeenAt}</Descriptions.Item>}
          {e.offlineMinutes !== undefined && <Descriptions.Item label={t('detail.offlineMinutes')}>{e.offlineMinutes}</Descriptions.Item>}
          {risk.source === 'quality' && e.measure != null && <Descriptions.Item label={t('detail.measure')}>{e.measure}</Descriptions.Item>}
          {risk.source === 'quality' && e.riskThreshold != null && <Descriptions.Item label={t('detail.riskThreshold')}>{e.riskThreshold}</Descriptions.Item>}
          {e.link && !signed && (
            <Descriptions.Item label={t('detail.evidenceLink')}>
              <Link to={e.link.path} data-testid="risk-evidence-link">
                {e.link.title}
              </Link>
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('detail.description')} span={3}>
            <span data-testid="risk-description">{risk.description || '—'}</span>
          </Descriptions.Item>
          {risk.ignoreReason && (
            <Descriptions.Item label={t('detail.ignoreReason')} span={3}>
              {risk.ignoreReason}
            </Descriptions.Item>
          )}
          {risk.attachments.length > 0 && (
            <Descriptions.Item label={t('detail.attachments')} span={3}>
              <AttachmentList files={risk.attachments} signed={signed || risk.issuedByPlatform} testId="risk-attachments" empty="—" />
            </Descriptions.Item>
          )}
          {risk.measures && (
            <Descriptions.Item label={t('detail.measures')} span={3}>
              <span data-testid="risk-measures-text">{risk.measures}</span>
            </Descriptions.Item>
          )}
          {risk.measureAttachments.length > 0 && (
            <Descriptions.Item label={t('detail.measureAttachments')} span={3}>
              <AttachmentList files={risk.measureAttachments} signed={signed} testId="risk-measure-attachments" empty="—" />
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <EvidenceChart risk={risk} />
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('detail.approvals')} data-testid="risk-approvals">
            {risk.approvals.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noApprovals')} />
            ) : (
              <Timeline
                items={risk.approvals.flatMap((a) =>
                  a.steps.map((s, i) => ({
                    key: `${a.instanceId}-${i}`,
                    color: s.outcome === 'rejected' ? 'red' : s.outcome === 'approved' ? 'green' : 'blue',
                    children: (
                      <div data-testid="risk-approval-step" data-outcome={s.outcome ?? 'pending'}>
                        <b>{s.taskName}</b> {s.outcome ? <Tag color={s.outcome === 'rejected' ? 'red' : 'green'}>{t(`detail.outcome.${s.outcome}`)}</Tag> : <Tag>{t(`detail.step.${s.status}`)}</Tag>}
                        <div>{s.deciderName ?? s.assigneeNames.join('、')}</div>
                        {s.comment && <div className="ec-risk-comment">{s.comment}</div>}
                        <Typography.Text type="secondary">{s.completedAt ?? s.createdAt}</Typography.Text>
                      </div>
                    ),
                  })),
                )}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('detail.history')} data-testid="risk-history">
            <ActionHistory entries={risk.history} label={(a) => t(`detail.action.${a}`)} system={t('detail.system')} itemTestId="risk-history-item" />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
