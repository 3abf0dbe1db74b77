import { useQuery } from '@tanstack/react-query';
import { Form, Input, Spin } from 'antd';
import type { ButtonProps } from 'antd/es/button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LockedModal } from '../../runtime/common/LockedModal';
import { FieldWidgetEdit } from '../../runtime/plugins/fieldWidgets';
import { RICH_TEXT_MAX_CHARS } from '../../schemas/contracts/storage/rules';
import type { FieldSchema } from '../../schemas/types';
import { articleApi } from './api';
import { CONTENT_LIMITS, type ArticleFile, type ArticleInput } from './contract';

/** Characters of text in the editor's HTML, as the reader will see them. */
function textLength(html: string | undefined): number {
  if (!html) return 0;
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').length;
}

/** The body field as the rich-text plugin's `richText` widget takes it (label only; the server sanitises). */
const BODY_FIELD: FieldSchema = { name: 'body', type: 'text', label: { 'zh-CN': '正文', 'en-US': 'Body' } };
/** Cover and attachments: platform files (the upload plugin's back-office widgets); the server checks them again. */
const COVER_FIELD = { name: 'cover', type: 'files', label: { 'zh-CN': '封面', 'en-US': 'Cover' }, maxCount: 1 } as FieldSchema;
const ATTACHMENTS_FIELD = { name: 'attachments', type: 'files', label: { 'zh-CN': '附件', 'en-US': 'Attachments' }, maxCount: CONTENT_LIMITS.attachments } as FieldSchema;

/** The form's values: the upload controls hold lists, the cover one of at most one file. */
type ArticleForm = Omit<ArticleInput, 'cover' | 'attachments'> & { cover?: ArticleFile[]; attachments?: ArticleFile[] };

/** Only the key counts on the server; signed URLs of the loaded article are not sent back. */
const keyOnly = ({ name, size, type, url }: ArticleFile) => ({ name, size, type, url });

function toInput({ cover, attachments, ...rest }: ArticleForm): ArticleInput {
  return { ...rest, cover: cover?.[0] ? keyOnly(cover[0]) : null, attachments: (attachments ?? []).map(keyOnly) };
}

/** Write a new article (`id` null) or edit one: title, synopsis, rich-text body. */
export function ArticleDialog({ id, open, onClose, onSaved }: { id: number | null; open: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('content-management');
  const [form] = Form.useForm<ArticleForm>();
  const body = Form.useWatch('body', form);
  const existing = useQuery({ queryKey: ['admin-article', id], queryFn: () => articleApi.detail(id!), enabled: open && id !== null, gcTime: 0 });
  useEffect(() => {
    if (!open) return;
    if (id === null) form.resetFields();
    else if (existing.data) {
      const a = existing.data;
      form.setFieldsValue({ title: a.title, synopsis: a.synopsis, body: a.body, cover: a.cover ? [a.cover] : [], attachments: a.attachments });
    }
  }, [open, id, existing.data, form]);

  const save = async () => {
    const values = toInput(await form.validateFields());
    if (id === null) await articleApi.create(values);
    else await articleApi.update(id, values);
    onSaved();
  };

  return (
    <LockedModal open={open} width="70%" title={t(id === null ? 'form.addTitle' : 'form.editTitle')} onOk={() => void save().catch(() => undefined)} onCancel={onClose} destroyOnHidden
      okButtonProps={{ 'data-testid': 'article-save' } as ButtonProps}>
      {id !== null && !existing.data ? (
        <Spin />
      ) : (
        <Form form={form} layout="vertical" data-testid="article-form">
          <Form.Item name="title" label={t('field.title')} rules={[{ required: true, whitespace: true, message: t('form.titleRequired') }]}>
            <Input maxLength={CONTENT_LIMITS.title} showCount data-testid="article-title" />
          </Form.Item>
          <Form.Item name="synopsis" label={t('field.synopsis')} extra={t('form.synopsisHint')}>
            <Input.TextArea maxLength={CONTENT_LIMITS.synopsis} showCount rows={2} data-testid="article-synopsis" />
          </Form.Item>
          <Form.Item name="body" label={t('field.body')} rules={[{ required: true, message: t('form.bodyRequired') }]}
            extra={<span data-testid="article-body-count">{t('form.bodyCount', { count: textLength(body), max: RICH_TEXT_MAX_CHARS })}</span>}>
            <FieldWidgetEdit name="richText" field={BODY_FIELD} testId="article-body" />
          </Form.Item>
          <Form.Item name="cover" label={t('field.cover')} extra={t('form.coverHint')}>
            <FieldWidgetEdit name="platform-image" field={COVER_FIELD} testId="article-cover" />
          </Form.Item>
          <Form.Item name="attachments" label={t('field.attachments')}>
            <FieldWidgetEdit name="platform-files" field={ATTACHMENTS_FIELD} testId="article-attachments" />
          </Form.Item>
        </Form>
      )}
    </LockedModal>
  );
}
