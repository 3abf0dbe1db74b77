import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Form, Input, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockedModal } from '../../runtime/common/LockedModal';
import { notifier } from '../../runtime/services/notifier';
import type { IssuerApi } from './api';
import { TASK_LIMITS } from './contract';
import { TaskDetailView } from './TaskDetailView';

const NS = 'task-management';

/** One task the back office (or a group) issued, with the enterprise's feedback; the issuer may terminate it while open. */
export function IssuedTaskDetail({ id, api }: { id: number; api: IssuerApi }) {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const [terminating, setTerminating] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const { data, isError } = useQuery({ queryKey: [api.key, 'detail', id], queryFn: () => api.detail(id), retry: false, refetchOnMount: 'always' });
  if (isError) return <Empty description={t('detail.missing')} />;
  if (!data) return <Spin />;
  const terminate = async () => {
    const { reason } = await form.validateFields();
    try {
      await api.terminate(id, reason.trim());
      notifier.toast('success', t('detail.done.terminate'), 1);
      setTerminating(false);
      void queryClient.invalidateQueries({ queryKey: [api.key] });
    } catch {
      /* the client showed the error */
    }
  };
  const actions = data.actions.terminate ? (
    <Button danger onClick={() => setTerminating(true)} data-testid="task-terminate">
      {t('detail.terminate')}
    </Button>
  ) : null;
  return (
    <>
      <TaskDetailView task={data} actions={actions} signed />
      <LockedModal open={terminating} title={t('detail.terminateTitle')} onOk={() => void terminate()} onCancel={() => setTerminating(false)} destroyOnHidden okButtonProps={{ 'data-testid': 'task-dialog-ok' } as Record<string, string>}>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="reason" label={t('detail.reason')} rules={[{ required: true, whitespace: true, message: t('detail.reasonRequired') }]}>
            <Input.TextArea rows={3} maxLength={TASK_LIMITS.reason} showCount data-testid="task-terminate-reason" />
          </Form.Item>
        </Form>
      </LockedModal>
    </>
  );
}
