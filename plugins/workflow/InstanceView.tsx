import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Input, Space, Spin, Table, Tag, Timeline } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormApi } from '../../runtime/forms/api';
import { LazyFormRenderer } from '../../runtime/forms/LazyFormRenderer';
import { notifier } from '../../runtime/services/notifier';
import type { WorkflowApi } from './api';
import type { InstanceInfo } from './contract';
import { FormDataView } from './FormDataView';
import { formSummary } from './formSummary';
import { AuditStatusTag, ExamineStatusTag } from './StatusTags';

const DiagramView = lazy(() => import('./DiagramView'));
const NS = 'workflow';

/**
 * One instance (spec §2 system-examine-detail): the application's form data, the diagram with the path
 * taken, the tasks, the append-only history, and — when the viewer has a pending task in it — approve,
 * reject (the model routes a rejection, typically back to the initiator or to a rejected end) and a comment.
 * A task (or start) with a designer form shows that form, pinned to the version the instance started
 * with: the task's is filled in and sent with the decision (the server checks it with the same rules),
 * stored ones are drawn read-only in the approval records.
 */
export function InstanceView({ api, id }: { api: WorkflowApi; id: number }) {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const taskForm = useRef<FormApi>(null);
  const { data, isError } = useQuery({ queryKey: ['workflow', api.area, 'info', id], queryFn: () => api.info(id) });
  if (isError) return <Empty description={t('detail.missing')} />;
  if (!data) return <Spin />;

  const formOf = (formKey: string | null, version: number | null) => data.forms.find((f) => f.formKey === formKey && f.version === version);
  const myTask = data.tasks.find((task) => task.id === data.myTaskId);
  const myForm = myTask ? formOf(myTask.formKey, myTask.formVersion) : undefined;
  const startForm = data.startForm ? formOf(data.startForm.formKey, data.startForm.version) : undefined;
  const historyForm = (h: InstanceInfo['history'][number]) => {
    if (h.kind === 'start') return startForm;
    const task = data.tasks.find((x) => x.activityId === h.activityId && x.formKey);
    return task ? formOf(task.formKey, task.formVersion) : undefined;
  };

  const decide = async (approved: boolean) => {
    if (data.myTaskId === null) return;
    let form: { formData: Record<string, unknown>; formHidden: string[] } | undefined;
    if (myForm) {
      if (!taskForm.current) return;
      try {
        form = { formData: await taskForm.current.getFormData(), formHidden: taskForm.current.hiddenWidgetNames() };
      } catch {
        return; // The form's fields show what failed.
      }
    }
    setBusy(true);
    try {
      await api.complete({ taskId: data.myTaskId, approved, comment: comment.trim() || undefined, ...form });
      notifier.toast('success', t(approved ? 'detail.approvedDone' : 'detail.rejectedDone'), 1);
      setComment('');
      await queryClient.invalidateQueries({ queryKey: ['workflow', api.area] });
    } catch {
      /* the client showed the error */
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="instance-detail" data-status={data.status}>
      <Card>
        <Descriptions column={3} size="small" title={data.title}>
          <Descriptions.Item label={t('detail.process')}>{`${data.processName} v${data.version}`}</Descriptions.Item>
          <Descriptions.Item label={t('detail.starter')}>{data.starterName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('detail.status')}>
            <AuditStatusTag status={data.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.createdAt')}>{data.createdAt}</Descriptions.Item>
          <Descriptions.Item label={t('detail.endedAt')}>{data.endedAt ?? '—'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('detail.formData')} size="small">
        <FormDataView data={data.formData} form={startForm} testId="instance-form-data" />
      </Card>
      {data.myTaskId !== null && data.status === 1 && (
        <Card title={t('detail.myTask')} size="small" data-testid="instance-decision">
          {myForm && <LazyFormRenderer ref={taskForm} form={myForm.json} allowEventCode={myForm.trusted} testId="task-form" />}
          <Input.TextArea rows={3} maxLength={500} showCount value={comment} onChange={(e) => setComment(e.target.value)} placeholder={t('detail.commentHint')} data-testid="instance-comment" />
          <Space style={{ marginTop: 12 }}>
            <Button type="primary" loading={busy} onClick={() => decide(true)} data-testid="instance-approve">
              {t('detail.approve')}
            </Button>
            <Button danger loading={busy} onClick={() => decide(false)} data-testid="instance-reject">
              {t('detail.reject')}
            </Button>
          </Space>
        </Card>
      )}
      <Card title={t('detail.diagram')} size="small">
        <Suspense fallback={<Spin />}>
          <DiagramView xml={data.xml} highlight={data.highlight} />
        </Suspense>
        <Space style={{ marginTop: 8 }}>
          <Tag color="green">{t('detail.legend.completed')}</Tag>
          <Tag color="blue">{t('detail.legend.pending')}</Tag>
          <Tag color="red">{t('detail.legend.rejected')}</Tag>
        </Space>
      </Card>
      <Card title={t('detail.tasks')} size="small">
        <Table<InstanceInfo['tasks'][number]>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={data.tasks}
          data-testid="instance-tasks"
          expandable={{
            rowExpandable: (r) => r.formData !== null && Object.keys(r.formData).length > 0,
            expandedRowRender: (r) => <FormDataView data={r.formData} form={formOf(r.formKey, r.formVersion)} testId={`task-form-data-${r.id}`} />,
          }}
          columns={[
            { title: t('detail.taskName'), dataIndex: 'name' },
            { title: t('detail.candidates'), render: (_, r) => r.candidateNames.join('、') || '—' },
            { title: t('detail.examineStatus'), render: (_, r) => <ExamineStatusTag status={r.status} outcome={r.outcome} /> },
            { title: t('detail.handler'), render: (_, r) => r.completedByName ?? '—' },
            { title: t('detail.comment'), render: (_, r) => r.comment ?? '—' },
            { title: t('detail.completedAt'), render: (_, r) => r.completedAt ?? '—' },
          ]}
        />
      </Card>
      <Card title={t('detail.history')} size="small">
        <Timeline
          data-testid="instance-history"
          items={data.history
            .filter((h) => h.kind !== 'flow_taken')
            .map((h) => ({
              color: h.outcome === 'rejected' ? 'red' : h.kind === 'end' || h.outcome === 'approved' ? 'green' : 'blue',
              children: (
                <span data-kind={h.kind}>
                  {h.at} · {t(`history.${h.kind}`)} {h.activityName ? `· ${h.activityName}` : ''} {h.userName ? `· ${h.userName}` : ''}
                  {h.outcome ? ` · ${t(`outcome.${h.outcome}`)}` : ''}
                  {h.comment ? ` · ${h.comment}` : ''}
                  {h.formData && (h.kind === 'start' || h.kind === 'task_completed') ? <span className="ec-wf-history-form">{` · ${formSummary(h.formData, historyForm(h), (k) => t(`formFields.${k}`, { defaultValue: k }))}`}</span> : null}
                </span>
              ),
            }))}
        />
      </Card>
    </Space>
  );
}
