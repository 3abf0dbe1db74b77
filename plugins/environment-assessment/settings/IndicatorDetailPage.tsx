import { Button, Card, Descriptions, Space, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useRequest } from '../../../runtime/monitoring/useRequest';
import { areaOf, listPath } from '../area';
import type { SettingAreaKind } from '../contract';
import { indicatorPath, NS, type IndicatorRecord, type Kind } from './shared';
import { deductionText, paramsText } from './texts';

/** One indicator: its rule, parameters and deductions, or its options. */
export default function IndicatorDetailPage({ kind, area: areaKind }: { kind: Kind; area: SettingAreaKind }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { id } = useParams();
  const area = areaOf(areaKind);
  const { data } = useRequest(() => area.http.get<IndicatorRecord>(`${area.base}/${indicatorPath(kind)}/${id}`), [id, kind, areaKind]);
  const root = kind === 'score' ? area.routes.customIndicator : area.routes.selectIndicator;
  return (
    <div className="ec-page" data-testid="indicator-detail">
      <Spin spinning={!data}>
        <Card extra={<Button onClick={() => navigate(listPath(area, root))}>{t('runtime:common.back')}</Button>}>
          {data && (
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label={t('field.name')}>
                <Space>{data.name}{data.template && <Tag>{t('field.template')}</Tag>}</Space>
              </Descriptions.Item>
              <Descriptions.Item label={t('field.category')}>{data.category}</Descriptions.Item>
              {kind === 'score' ? (
                <>
                  <Descriptions.Item label={t('field.fullScore')}>{data.fullScore}</Descriptions.Item>
                  <Descriptions.Item label={t('field.rule')}>{data.ruleKey ? `${t(`rules.${data.ruleKey}`)}：${t(`ruleHelp.${data.ruleKey}`)}` : '—'}</Descriptions.Item>
                  <Descriptions.Item label={t('field.params')}>{paramsText(data.ruleKey, data.params, t)}</Descriptions.Item>
                  <Descriptions.Item label={t('deduction.mode')}>{deductionText(data.deduction, t)}</Descriptions.Item>
                </>
              ) : (
                <>
                  <Descriptions.Item label={t('field.options')}>{(data.options ?? []).map((o) => `${o.label}（${o.score}）`).join(' / ')}</Descriptions.Item>
                  <Descriptions.Item label={t('field.defaultIndex')}>{data.options?.[Number(data.params.defaultIndex ?? 0)]?.label ?? '—'}</Descriptions.Item>
                </>
              )}
              <Descriptions.Item label={t('field.description')}>{data.description || '—'}</Descriptions.Item>
              <Descriptions.Item label={t('field.updatedAt')}>{data.updatedAt}</Descriptions.Item>
            </Descriptions>
          )}
        </Card>
      </Spin>
    </div>
  );
}
