import { Button, Card, Descriptions, Space, Spin, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useRequest } from '../../../runtime/monitoring/useRequest';
import { areaOf, listPath } from '../area';
import type { SettingAreaKind } from '../contract';
import { NS, type SystemItemRecord, type SystemRecord } from './shared';
import { riskFeedText } from './RiskFeedFields';
import { deductionText, paramsText } from './texts';

/** One evaluation system: levels, and each indicator with its weight, thresholds and deductions. */
export default function SystemDetailPage({ area: areaKind }: { area: SettingAreaKind }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { id } = useParams();
  const area = areaOf(areaKind);
  const { data } = useRequest(() => area.http.get<SystemRecord>(`${area.base}/system/${id}`), [id, areaKind]);
  return (
    <div className="ec-page" data-testid="system-detail">
      <Spin spinning={!data}>
        <Card extra={<Button onClick={() => navigate(listPath(area, area.routes.evaluationSystem))}>{t('runtime:common.back')}</Button>}>
          {data && (
            <>
              <Descriptions column={2} bordered size="small">
                <Descriptions.Item label={t('field.name')}>
                  <Space>{data.name}{data.template && <Tag color="blue">{t('field.template')}</Tag>}</Space>
                </Descriptions.Item>
                <Descriptions.Item label={t('field.periodType')}>{t(`period.${data.periodType}`)}</Descriptions.Item>
                <Descriptions.Item label={t('field.levels')}>{data.levels.map((l) => <Tag key={l.name} color={l.color}>{l.name} ≥ {l.minScore}</Tag>)}</Descriptions.Item>
                <Descriptions.Item label={t('field.enabled')}>{data.enabled ? t('runtime:common.yes') : t('runtime:common.no')}</Descriptions.Item>
                <Descriptions.Item label={t('riskFeed.title')} span={2}>{riskFeedText(data.riskFeed, t)}</Descriptions.Item>
                <Descriptions.Item label={t('field.remark')} span={2}>{data.remark || '—'}</Descriptions.Item>
              </Descriptions>
              <Table<SystemItemRecord>
                style={{ marginTop: 16 }}
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={data.items ?? []}
                data-testid="system-items"
                columns={[
                  { title: t('field.name'), dataIndex: 'name' },
                  { title: t('field.category'), dataIndex: 'category', width: 100 },
                  { title: t('field.weight'), dataIndex: 'weight', width: 70 },
                  { title: t('field.rule'), dataIndex: 'ruleKey', width: 150, render: (v: string | null) => (v ? t(`rules.${v}`) : t('kind.select')) },
                  { title: t('field.params'), key: 'params', render: (_, r) => paramsText(r.ruleKey, r.params, t) },
                  { title: t('deduction.mode'), key: 'deduction', render: (_, r) => (r.kind === 'select' ? (r.options ?? []).map((o) => `${o.label}(${o.score})`).join(' / ') : deductionText(r.deduction, t)) },
                ]}
              />
            </>
          )}
        </Card>
      </Spin>
    </div>
  );
}
