/** Saving a form (or template): its key (new forms only), name and description; every save is a new version. */
import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_LIMITS } from '../../../schemas/contracts/forms';
import { NS } from './context';

export interface SaveValues {
  formKey: string;
  name: string;
  description: string;
}

export function SaveModal({ open, initial, isNew, onSave, onClose }: { open: boolean; initial: SaveValues; isNew: boolean; onSave(values: SaveValues): Promise<void>; onClose(): void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<SaveValues>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) form.setFieldsValue(initial);
  }, [open, initial, form]);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await onSave(values);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open={open} title={t('save.title')} onOk={() => void submit()} onCancel={onClose} okText={t('save.ok')} confirmLoading={saving} okButtonProps={{ 'data-testid': 'save-form-ok' } as Record<string, string>} data-testid="save-modal">
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="formKey" label={t('save.key')} extra={t('save.keyHint')} rules={[{ required: true, pattern: new RegExp(FORM_LIMITS.keyPattern), message: t('save.keyPattern') }]}>
          <Input disabled={!isNew} data-testid="save-form-key" />
        </Form.Item>
        <Form.Item name="name" label={t('save.name')} rules={[{ required: true, whitespace: true, max: FORM_LIMITS.name }]}>
          <Input data-testid="save-form-name" />
        </Form.Item>
        <Form.Item name="description" label={t('save.description')} rules={[{ max: FORM_LIMITS.description }]}>
          <Input.TextArea autoSize={{ minRows: 2 }} data-testid="save-form-description" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
