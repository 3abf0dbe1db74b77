import { Card, Descriptions, Form, Input, Space, Spin, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useRequest } from '../../../runtime/monitoring/useRequest';
import { areaOf, type Area } from '../area';
import type { SettingAreaKind } from '../contract';
import { FormButtons, requiredText, useSave } from '../listParts';
import { indicatorPath, NS, type IndicatorRecord, type Kind, type SystemRecord } from './shared';
import { deductionText } from './texts';

/** What is copied: an evaluation system, or an indicator of a kind (customIndicator = score, selectIndicator = select). */
export type CopyTarget = 'system' | Kind;

const apiPath = (target: CopyTarget) => (target === 'system' ? 'system' : indicatorPath(target));
const rootOf = (area: Area, target: CopyTarget) =>
  target === 'system' ? area.routes.evaluationSystem : target === 'score' ? area.routes.customIndicator : area.routes.selectIndicator;

/** The facts of the source shown above the name: what the copy will hold. */
function summary(target: CopyTarget, data: SystemRecord | IndicatorRecord, t: TFunction): [string, string][] {
  if (target === 'system') {
    const s = data as SystemRecord;
    return [
      [t('field.periodType'), t(`period.${s.periodType}`)],
      [t('field.itemCount'), String(s.items?.length ?? 0)],
      [t('field.levels'), s.levels.map((l) => l.name).join(' / ')],
    ];
  }
  const i = data as IndicatorRecord;
  if (target === 'score') {
    return [
      [t('field.category'), i.category],
      [t('field.rule'), i.ruleKey ? t(`rules.${i.ruleKey}`) : '—'],
      [t('field.fullScore'), String(i.fullScore)],
      [t('deduction.mode'), deductionText(i.deduction, t)],
    ];
  }
  return [
    [t('field.category'), i.category],
    [t('field.options'), (i.options ?? []).map((o) => `${o.label}（${o.score}）`).join(' / ')],
  ];
}

/**
 * evaluationSystem / customIndicator / selectIndicator copy: a new own record from a template (or an own
 * one) under the name given, then on to editing it.
 */
export default function CopyPage({ area: areaKind, target }: { area: SettingAreaKind; target: CopyTarget }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { id } = useParams();
  const area = areaOf(areaKind);
  const [form] = Form.useForm<{ name: string }>();
  const { data } = useRequest(() => area.http.get<SystemRecord | IndicatorRecord>(`${area.base}/${apiPath(target)}/${id}`), [id, areaKind, target]);
  useEffect(() => {
    if (data) form.setFieldsValue({ name: t('list.copyOf', { name: data.name }) });
  }, [data, form, t]);

  const { save: copy, saving } = useSave(
    form,
    async ({ name }) => {
      const created = await area.http.post<{ id: number }>(`${area.base}/${apiPath(target)}/copy/${id}`, { name: name.trim() });
      navigate(`${rootOf(area, target)}/edit/${created.id}`);
    },
    () => undefined,
  );

  return (
    <div className="ec-page" data-testid={target === 'system' ? 'system-copy' : 'indicator-copy'}>
      <Spin spinning={!data}>
        <Card>
          {data && (
            <Descriptions column={2} size="small" style={{ marginBottom: 24 }}>
              <Descriptions.Item label={t('field.source')}>
                <Space>{data.name}{data.template && <Tag color="blue">{t('field.template')}</Tag>}</Space>
              </Descriptions.Item>
              {summary(target, data, t).map(([label, value]) => (
                <Descriptions.Item key={label} label={label}>{value}</Descriptions.Item>
              ))}
            </Descriptions>
          )}
          <Form form={form} layout="inline">
            <Form.Item name="name" label={t('field.name')} rules={requiredText(t, t('field.name'), 50)}>
              <Input maxLength={50} style={{ width: 320 }} data-testid="field-name" />
            </Form.Item>
            <Form.Item>
              <FormButtons label={t('list.copy')} saving={saving} onSave={() => void copy()} />
            </Form.Item>
          </Form>
        </Card>
      </Spin>
    </div>
  );
}
