import { useQuery } from '@tanstack/react-query';
import { Checkbox, Form, Input, Radio, Select } from 'antd';
import type { ButtonProps } from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { LockedModal } from '../../runtime/common/LockedModal';
import { FieldWidgetEdit } from '../../runtime/plugins/fieldWidgets';
import type { FieldSchema } from '../../schemas/types';
import { systemMessageApi } from './api';
import { BODY_FORMATS, LINK_PATTERN, SYSTEM_MESSAGE_LIMITS as L, TARGETS, type SystemMessageInput } from './contract';

const NS = 'messages';
/** The rich body as the rich-text plugin's `richText` widget takes it (label only; the server sanitises). */
const BODY_FIELD: FieldSchema = { name: 'body', type: 'text', label: { 'zh-CN': '正文', 'en-US': 'Body' } };
const LINK = new RegExp(LINK_PATTERN);

/** Compose a system message: title, plain or rich body, optional in-app link, all or chosen enterprises. */
export function SendMessageDialog({ open, onClose, onSent }: { open: boolean; onClose: () => void; onSent: (recipients: number) => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<SystemMessageInput>();
  const format = Form.useWatch('bodyFormat', form);
  const target = Form.useWatch('target', form);
  const enterprises = useQuery({ queryKey: ['admin-system-message-enterprises'], queryFn: systemMessageApi.enterprises, enabled: open });

  const send = async () => {
    const values = await form.validateFields();
    const { recipientCount } = await systemMessageApi.send({ ...values, link: values.link?.trim() || null, enterpriseIds: values.target === 'chosen' ? values.enterpriseIds : undefined });
    onSent(recipientCount);
  };

  return (
    <LockedModal open={open} width="70%" title={t('admin.sendTitle')} onOk={() => void send().catch(() => undefined)} onCancel={onClose} destroyOnHidden
      okButtonProps={{ 'data-testid': 'system-message-submit' } as ButtonProps}>
      <Form form={form} layout="vertical" initialValues={{ bodyFormat: 'text', target: 'chosen', adminsOnly: false }} data-testid="system-message-form">
        <Form.Item name="title" label={t('admin.field.title')} rules={[{ required: true, whitespace: true, message: t('admin.form.titleRequired') }]}>
          <Input maxLength={L.title} showCount data-testid="system-message-title" />
        </Form.Item>
        <Form.Item name="bodyFormat" label={t('admin.field.bodyFormat')}>
          <Radio.Group options={BODY_FORMATS.map((f) => ({ value: f, label: t(`admin.format.${f}`) }))} data-testid="system-message-format" />
        </Form.Item>
        <Form.Item name="body" label={t('admin.field.body')} rules={[{ required: true, whitespace: true, message: t('admin.form.bodyRequired') }]}>
          {format === 'html' ? <FieldWidgetEdit name="richText" field={BODY_FIELD} testId="system-message-body" /> : <Input.TextArea rows={5} data-testid="system-message-body" />}
        </Form.Item>
        <Form.Item name="link" label={t('admin.field.link')} extra={t('admin.form.linkHint')}
          rules={[{ validator: async (_, v?: string) => { if (v?.trim() && !LINK.test(v.trim())) throw new Error(t('admin.form.linkInvalid')); } }]}>
          <Input maxLength={L.link} data-testid="system-message-link" />
        </Form.Item>
        <Form.Item name="target" label={t('admin.field.target')}>
          <Radio.Group options={TARGETS.map((v) => ({ value: v, label: t(`admin.target.${v}`) }))} data-testid="system-message-target" />
        </Form.Item>
        {target === 'chosen' && (
          <Form.Item name="enterpriseIds" label={t('admin.field.enterprises')} rules={[{ required: true, message: t('admin.form.enterprisesRequired') }]}>
            <Select mode="multiple" showSearch optionFilterProp="label" maxCount={L.enterprises} loading={enterprises.isLoading}
              options={(enterprises.data ?? []).map((e) => ({ value: e.id, label: e.name }))} data-testid="system-message-enterprises" />
          </Form.Item>
        )}
        <Form.Item name="adminsOnly" valuePropName="checked">
          <Checkbox data-testid="system-message-admins-only">{t('admin.field.adminsOnly')}</Checkbox>
        </Form.Item>
      </Form>
    </LockedModal>
  );
}
