import { Card, Descriptions, Form, Input, Space, Spin, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useRequest } from '../../../runtime/monitoring/useRequest';
import { areaOf } from '../area';
import type { SettingAreaKind } from '../contract';
import { FormButtons, requiredText, useSave } from '../listParts';
import { NS, type SystemRecord } from './shared';

/** evaluationSystem copy: a new own system from a template (or an own one), then on to editing it. */
export default function SystemCopyPage({ area: areaKind }: { area: SettingAreaKind }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { id } = useParams();
  const area = areaOf(areaKind);
  const [form] = Form.useForm<{ name: string }>();
  const { data } = useRequest(() => area.http.get<SystemRecord>(`${area.base}/system/${id}`), [id, areaKind]);
  useEffect(() => {
    if (data) form.setFieldsValue({ name: t('list.copyOf', { name: data.name }) });
  }, [data, form, t]);

  const { save: copy, saving } = useSave(
    form,
    async ({ name }) => {
      const created = await area.http.post<{ id: number }>(`${area.base}/system/copy/${id}`, { name: name.trim() });
      navigate(`${area.routes.evaluationSystem}/edit/${created.id}`);
    },
    () => undefined,
  );

  return (
    <div className="ec-page" data-testid="system-copy">
      <Spin spinning={!data}>
        <Card>
          {data && (
            <Descriptions column={2} size="small" style={{ marginBottom: 24 }}>
              <Descriptions.Item label={t('field.source')}>
                <Space>{data.name}{data.template && <Tag color="blue">{t('field.template')}</Tag>}</Space>
              </Descriptions.Item>
              <Descriptions.Item label={t('field.periodType')}>{t(`period.${data.periodType}`)}</Descriptions.Item>
              <Descriptions.Item label={t('field.itemCount')}>{data.items?.length ?? 0}</Descriptions.Item>
              <Descriptions.Item label={t('field.levels')}>{data.levels.map((l) => l.name).join(' / ')}</Descriptions.Item>
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
