import { DatePicker, Form, Input, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockedModal } from '../../runtime/common/LockedModal';
import { FieldWidgetEdit } from '../../runtime/plugins/fieldWidgets';
import type { FieldSchema } from '../../schemas/types';
import { TASK_LEVELS, TASK_LIMITS, type AttachmentWidget, type FileEntryLike } from './contract';

const NS = 'task-management';
const FORMAT = 'YYYY-MM-DD HH:mm:ss';

export interface TaskFormValues {
  title: string;
  level: number;
  deadline: string;
  body?: string;
  attachments?: FileEntryLike[];
  assigneeId?: number;
  enterpriseIds?: number[];
  issue?: boolean;
}

interface FormState extends Omit<TaskFormValues, 'deadline'> {
  deadline?: Dayjs;
}

/**
 * New or changed task: name, level, deadline (ahead of now), the assignee (a colleague) or, for the back
 * office and a group, the enterprises; rich-text content and attachments through the other plugins'
 * field widgets (`richText`, and `files` or `platform-files`). A new client task is issued at once or
 * saved not started (立即下发 off).
 */
export function TaskFormDialog(props: {
  open: boolean;
  title: string;
  initial?: Partial<TaskFormValues>;
  members?: { id: number; name: string }[];
  enterprises?: { id: number; name: string }[];
  /** Offer 立即下发 (new client tasks). */
  canDraft?: boolean;
  /** Where attached files are uploaded; default the enterprise's own (`files`). */
  attachmentWidget?: AttachmentWidget;
  submit: (values: TaskFormValues) => Promise<unknown>;
  onClose: () => void;
  /** After a successful submit (the caller says what happened). */
  onDone: (values: TaskFormValues) => void;
}) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<FormState>();
  const [busy, setBusy] = useState(false);
  const files = { name: 'attachments', type: 'files', label: { 'zh-CN': '附件', 'en-US': 'Attachments' }, maxCount: TASK_LIMITS.attachments } as FieldSchema;
  const richText = { name: 'body', type: 'richText', label: { 'zh-CN': '任务内容', 'en-US': 'Content' } } as unknown as FieldSchema;

  // Filled once per opening: the host re-renders (list refetches) while the user types, and its
  // `initial` is a new object each time — following it would wipe what was typed.
  const initial = useRef(props.initial);
  initial.current = props.initial;
  useEffect(() => {
    if (!props.open) return;
    const { deadline, ...rest } = initial.current ?? {};
    form.setFieldsValue({ level: 1, issue: true, ...rest, deadline: deadline ? dayjs(deadline) : undefined });
  }, [props.open, form]);

  const ok = async () => {
    const v = await form.validateFields();
    const values: TaskFormValues = { ...v, title: v.title.trim(), deadline: v.deadline!.format(FORMAT) };
    setBusy(true);
    try {
      await props.submit(values);
      form.resetFields();
      props.onDone(values);
    } catch {
      /* the client showed the error */
    } finally {
      setBusy(false);
    }
  };

  return (
    <LockedModal
      open={props.open}
      title={props.title}
      width={760}
      onOk={() => void ok()}
      onCancel={props.onClose}
      confirmLoading={busy}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'task-form-ok' } as Record<string, string>}
      cancelButtonProps={{ 'data-testid': 'task-form-cancel' } as Record<string, string>}
    >
      <Form form={form} layout="vertical" data-testid="task-form">
        <Form.Item name="title" label={t('form.name')} rules={[{ required: true, whitespace: true, message: t('form.nameRequired') }]}>
          <Input maxLength={TASK_LIMITS.title} showCount data-testid="task-form-title" />
        </Form.Item>
        <Form.Item name="level" label={t('form.level')} rules={[{ required: true, message: t('form.levelRequired') }]}>
          <Select options={TASK_LEVELS.map((l) => ({ value: l, label: t(`level.${l}`) }))} data-testid="task-form-level" />
        </Form.Item>
        <Form.Item name="deadline" label={t('form.deadline')} rules={[{ required: true, message: t('form.deadlineRequired') }]}>
          <DatePicker showTime format={FORMAT} disabledDate={(d) => d.isBefore(dayjs(), 'day')} style={{ width: 240 }} data-testid="task-form-deadline" />
        </Form.Item>
        {props.members && (
          <Form.Item name="assigneeId" label={t('form.assignee')} rules={[{ required: true, message: t('form.assigneeRequired') }]}>
            <Select showSearch optionFilterProp="label" options={props.members.map((m) => ({ value: m.id, label: m.name }))} data-testid="task-form-assignee" />
          </Form.Item>
        )}
        {props.enterprises && (
          <Form.Item name="enterpriseIds" label={t('form.enterprises')} rules={[{ required: true, message: t('form.enterprisesRequired') }]}>
            <Select mode="multiple" showSearch optionFilterProp="label" options={props.enterprises.map((e) => ({ value: e.id, label: e.name }))} data-testid="task-form-enterprises" />
          </Form.Item>
        )}
        <Form.Item name="body" label={t('form.body')}>
          <FieldWidgetEdit name="richText" field={richText} testId="task-form-body" />
        </Form.Item>
        <Form.Item name="attachments" label={t('form.attachments')}>
          <FieldWidgetEdit name={props.attachmentWidget ?? 'files'} field={files} testId="task-form-files" />
        </Form.Item>
        {props.canDraft && (
          <Form.Item name="issue" label={t('form.issueNow')} valuePropName="checked">
            <Switch data-testid="task-form-issue" />
          </Form.Item>
        )}
      </Form>
    </LockedModal>
  );
}
