import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockedModal } from '../../runtime/common/LockedModal';
import { FieldWidgetEdit } from '../../runtime/plugins/fieldWidgets';
import { notifier } from '../../runtime/services/notifier';
import type { FieldSchema } from '../../schemas/types';
import type { ManualProblem, PointOption } from './api';
import { RISK_LEVELS, RISK_LIMITS, type FileEntryLike } from './contract';

const NS = 'risk-management';

interface Values {
  title: string;
  description?: string;
  level: number;
  pointId?: number;
  factorCode?: string;
  occurredAt?: Dayjs;
  attachments?: FileEntryLike[];
  enterpriseId?: number;
}

/**
 * Raise a problem by hand (client: with point, factor and the enterprise's files) or issue one to an
 * enterprise (back office: `enterprises` given, with platform files, which the enterprise reads signed).
 */
export function ManualProblemDialog(props: {
  open: boolean;
  onClose: () => void;
  onDone: (id: number) => void;
  submit: (body: ManualProblem & { enterpriseId?: number }) => Promise<{ id: number }>;
  points?: PointOption[];
  enterprises?: { id: number; name: string }[];
}) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<Values>();
  const pointId = Form.useWatch('pointId', form);
  const [busy, setBusy] = useState(false);
  const factors = props.points?.find((p) => p.id === pointId)?.factors ?? [];
  const attachmentsField = { name: 'attachments', type: 'files', label: { 'zh-CN': '附件', 'en-US': 'Attachments' }, maxCount: RISK_LIMITS.attachments } as FieldSchema;

  const ok = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const { id } = await props.submit({
        title: v.title.trim(),
        description: v.description?.trim() || undefined,
        level: v.level,
        pointId: v.pointId,
        factorCode: v.factorCode,
        occurredAt: v.occurredAt?.format('YYYY-MM-DD HH:mm:ss'),
        ...(v.attachments?.length ? { attachments: v.attachments } : {}),
        ...(v.enterpriseId ? { enterpriseId: v.enterpriseId } : {}),
      });
      notifier.toast('success', t(props.enterprises ? 'manual.issued' : 'manual.done'), 1);
      form.resetFields();
      props.onDone(id);
    } catch {
      /* the client showed the error */
    } finally {
      setBusy(false);
    }
  };

  return (
    <LockedModal open={props.open} title={t(props.enterprises ? 'manual.issue' : 'manual.title')} onOk={() => void ok()} onCancel={props.onClose} confirmLoading={busy} destroyOnHidden width={640} okButtonProps={{ 'data-testid': 'manual-ok' } as Record<string, string>}>
      <Form form={form} layout="vertical" data-testid="manual-form" initialValues={{ level: 1 }}>
        {props.enterprises && (
          <Form.Item name="enterpriseId" label={t('manual.enterprise')} rules={[{ required: true, message: t('manual.enterpriseRequired') }]}>
            <Select showSearch optionFilterProp="label" options={props.enterprises.map((e) => ({ value: e.id, label: e.name }))} data-testid="manual-enterprise" />
          </Form.Item>
        )}
        <Form.Item name="title" label={t('manual.name')} rules={[{ required: true, whitespace: true, message: t('manual.nameRequired') }]}>
          <Input maxLength={RISK_LIMITS.title} data-testid="manual-title" />
        </Form.Item>
        <Form.Item name="level" label={t('manual.level')} rules={[{ required: true, message: t('manual.levelRequired') }]}>
          <Select options={RISK_LEVELS.map((l) => ({ value: l, label: t(`level.${l}`) }))} data-testid="manual-level" />
        </Form.Item>
        {props.points && (
          <Form.Item name="pointId" label={t('manual.point')}>
            <Select allowClear options={props.points.map((p) => ({ value: p.id, label: p.name }))} onChange={() => form.setFieldValue('factorCode', undefined)} data-testid="manual-point" />
          </Form.Item>
        )}
        {props.points && factors.length > 0 && (
          <Form.Item name="factorCode" label={t('manual.factor')}>
            <Select allowClear options={factors.map((f) => ({ value: f.code, label: f.name ?? f.code }))} data-testid="manual-factor" />
          </Form.Item>
        )}
        <Form.Item name="occurredAt" label={t('manual.occurredAt')}>
          <DatePicker showTime disabledDate={(d) => d.isAfter(dayjs(), 'day')} data-testid="manual-occurred" />
        </Form.Item>
        <Form.Item name="description" label={t('manual.description')}>
          <Input.TextArea rows={4} maxLength={RISK_LIMITS.description} showCount data-testid="manual-description" />
        </Form.Item>
        <Form.Item name="attachments" label={t('manual.attachments')}>
          <FieldWidgetEdit name={props.enterprises ? 'platform-files' : 'files'} field={attachmentsField} testId="manual-attachments" />
        </Form.Item>
      </Form>
    </LockedModal>
  );
}
