import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockedModal } from '../../runtime/common/LockedModal';
import { FieldWidgetEdit } from '../../runtime/plugins/fieldWidgets';
import { notifier } from '../../runtime/services/notifier';
import type { FieldSchema } from '../../schemas/types';
import { taskApi } from './api';
import { TASK_LIMITS, type FileEntryLike, type TaskAction, type TaskDetail } from './contract';
import { TaskFormDialog } from './TaskFormDialog';

const NS = 'task-management';

type Dialog = 'feedback' | 'complete' | 'terminate' | 'edit' | null;
const BUTTON_LABEL: Record<TaskAction, string> = {
  issue: 'detail.issue', edit: 'detail.edit', delete: 'detail.delete', start: 'detail.start', feedback: 'detail.feedbackAction', complete: 'detail.complete', terminate: 'detail.terminate',
};
const ORDER: TaskAction[] = ['start', 'feedback', 'complete', 'issue', 'edit', 'terminate', 'delete'];

/**
 * What the caller may do with the task now: the server's `actions` (state machine ∩ their part in the
 * task ∩ permissions). Feedback and completion take a text and attachments; termination a reason.
 */
export function TaskActions({ task, onChanged, onDeleted }: { task: TaskDetail; onChanged: () => void; onDeleted: () => void }) {
  const { t } = useTranslation(NS);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ content?: string; reason?: string; attachments?: FileEntryLike[] }>();
  const members = useQuery({ queryKey: ['task', task.enterpriseId, 'members'], queryFn: () => taskApi.members(), enabled: task.actions.edit });
  const files = { name: 'attachments', type: 'files', label: { 'zh-CN': '附件', 'en-US': 'Attachments' }, maxCount: TASK_LIMITS.attachments } as FieldSchema;

  const done = (action: TaskAction) => {
    notifier.toast('success', t(`detail.done.${action}`), 1);
    setDialog(null);
    form.resetFields();
    onChanged();
  };

  const run = async (action: TaskAction, call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      if (action === 'delete') {
        notifier.toast('success', t('detail.done.delete'), 1);
        onDeleted();
      } else done(action);
    } catch {
      /* the client showed the error */
    } finally {
      setBusy(false);
    }
  };

  const submitDialog = async () => {
    const v = await form.validateFields();
    if (dialog === 'feedback') await run('feedback', () => taskApi.feedback(task.id, { content: v.content!.trim(), attachments: v.attachments ?? [] }));
    if (dialog === 'complete') await run('complete', () => taskApi.complete(task.id, { content: v.content?.trim() || undefined, attachments: v.attachments ?? [] }));
    if (dialog === 'terminate') await run('terminate', () => taskApi.terminate(task.id, v.reason!.trim()));
  };

  const click = (action: TaskAction) => {
    if (action === 'issue') void run('issue', () => taskApi.issue(task.id));
    else if (action === 'start') void run('start', () => taskApi.start(task.id));
    else if (action === 'delete')
      void notifier.confirm({ title: t('detail.delete'), content: t('detail.deleteConfirm') }).then(async (ok) => {
        if (ok) await run('delete', () => taskApi.remove(task.id));
      });
    else setDialog(action);
  };

  return (
    <>
      <Space wrap data-testid="task-actions">
        {ORDER.filter((a) => task.actions[a]).map((a) => (
          <Button key={a} type={a === 'complete' || a === 'issue' ? 'primary' : 'default'} danger={a === 'terminate' || a === 'delete'} loading={busy && dialog === null} onClick={() => click(a)} data-testid={`task-${a}`}>
            {t(BUTTON_LABEL[a])}
          </Button>
        ))}
      </Space>
      <LockedModal
        open={dialog === 'feedback' || dialog === 'complete' || dialog === 'terminate'}
        title={t(dialog === 'feedback' ? 'detail.feedbackTitle' : dialog === 'complete' ? 'detail.completeTitle' : 'detail.terminateTitle')}
        onOk={() => void submitDialog()}
        onCancel={() => setDialog(null)}
        confirmLoading={busy}
        destroyOnHidden
        okButtonProps={{ 'data-testid': 'task-dialog-ok' } as Record<string, string>}
      >
        <Form form={form} layout="vertical" preserve={false}>
          {(dialog === 'feedback' || dialog === 'complete') && (
            <>
              <Form.Item name="content" label={t('detail.content')} rules={dialog === 'feedback' ? [{ required: true, whitespace: true, message: t('detail.contentRequired') }] : []}>
                <Input.TextArea rows={4} maxLength={TASK_LIMITS.feedback} showCount data-testid="task-feedback-text" />
              </Form.Item>
              <Form.Item name="attachments" label={t('detail.attachments')}>
                <FieldWidgetEdit name="files" field={files} testId="task-feedback-upload" />
              </Form.Item>
            </>
          )}
          {dialog === 'terminate' && (
            <Form.Item name="reason" label={t('detail.reason')} rules={[{ required: true, whitespace: true, message: t('detail.reasonRequired') }]}>
              <Input.TextArea rows={3} maxLength={TASK_LIMITS.reason} showCount data-testid="task-terminate-reason" />
            </Form.Item>
          )}
        </Form>
      </LockedModal>
      <TaskFormDialog
        open={dialog === 'edit'}
        title={t('form.editTitle')}
        initial={{ title: task.title, level: task.level, deadline: task.deadline, body: task.body, attachments: task.attachments, assigneeId: task.assigneeId ?? undefined }}
        members={members.data ?? []}
        submit={(v) => taskApi.edit(task.id, { title: v.title, body: v.body, level: v.level, deadline: v.deadline, attachments: v.attachments ?? [], assigneeId: v.assigneeId! })}
        onClose={() => setDialog(null)}
        onDone={() => done('edit')}
      />
    </>
  );
}
