import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockedModal } from '../../runtime/common/LockedModal';
import { FieldWidgetEdit } from '../../runtime/plugins/fieldWidgets';
import { notifier } from '../../runtime/services/notifier';
import type { FieldSchema } from '../../schemas/types';
import { suggestApi } from './api';
import { SUGGEST_LIMITS } from './contract';

const NS = 'suggestions';
const attachmentsField = { name: 'attachments', type: 'files', label: { 'zh-CN': '附件', 'en-US': 'Attachments' }, maxCount: SUGGEST_LIMITS.attachments } as FieldSchema;

/** Writing a suggestion: the text (required, at most 500 characters) and up to five files. */
export function SuggestionDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<{ content: string; attachments?: { url: string }[] }>();
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    // A refused field is shown beside it by the form; there is nothing more to report.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    try {
      // The server takes the stored files by key and reads their name, size and type itself.
      await suggestApi.create({ content: v.content.trim(), ...(v.attachments?.length ? { attachments: v.attachments.map(({ url }) => ({ url })) } : {}) });
      notifier.toast('success', t('form.submitted'), 1);
      form.resetFields();
      onDone();
    } catch {
      /* the request layer showed the error */
    } finally {
      setBusy(false);
    }
  };
  return (
    <LockedModal open={open} title={t('form.title')} onOk={() => void ok()} onCancel={onClose} confirmLoading={busy} destroyOnHidden width={640} okText={t('form.confirm')} cancelText={t('form.cancel')} okButtonProps={{ 'data-testid': 'suggestion-ok' } as Record<string, string>}>
      <Form form={form} layout="vertical" data-testid="suggestion-form">
        <Form.Item name="content" label={t('form.content')} rules={[{ required: true, whitespace: true, message: t('form.contentRequired') }]}>
          <Input.TextArea rows={5} maxLength={SUGGEST_LIMITS.content} showCount placeholder={t('form.placeholder')} data-testid="suggestion-content-input" />
        </Form.Item>
        <Form.Item name="attachments" label={t('form.attachments')}>
          <FieldWidgetEdit name="files" field={attachmentsField} testId="suggestion-files" />
        </Form.Item>
      </Form>
    </LockedModal>
  );
}
