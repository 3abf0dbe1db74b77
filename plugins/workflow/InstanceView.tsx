import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Input, Space, Spin, Table, Tag, Timeline } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../runtime/services/notifier';
import type { WorkflowApi } from './api';
import type { InstanceInfo } from './contract';
import { AuditStatusTag, ExamineStatusTag } from './StatusTags';

const DiagramView = lazy(() => import('./DiagramView'));
const NS = 'workflow';

/**
 * One instance (spec §2 system-examine-detail): the application's form data, the diagram with the path
 * taken, the tasks, the append-only history, and — when the viewer has a pending task in it — approve,
 * reject (the model routes a rejection, typically back to the initiator or to a rejected end) and a comment.
 */
export function InstanceView({ api, id }: { api: WorkflowApi; id: number }) {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const { data, isError } = useQuery({ queryKey: ['workflow', api.area, 'info', id], queryFn: () => api.info(id) });
  if (isError) return <Empty description={t('detail.missing')} />;
  if (!data) return <Spin />;

  const decide = async (approved: boolean) => {
    if (data.myTaskId === null) return;
    setBusy(true);
    try {
      await api.complete({ taskId: data.myTaskId, approved, comment: comment.trim() || undefined });
      notifier.toast('success', t(approved ? 'detail.approvedDone' : 'detail.rejectedDone'), 1);
      setComment('');
      await queryClient.invalidateQueries({ queryKey: ['workflow', api.area] });
    } catch {
      /* the client showed the error */
    } finally {
      setBusy(false);
    }
  };

  const formRows = Object.entries(data.formData ?? {});
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
        {formRows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <Descriptions column={2} size="small" bordered className="ec-wf-form-data" data-testid="instance-form-data">
            {formRows.map(([k, v]) => (
              <Descriptions.Item key={k} label={t(`formFields.${k}`, { defaultValue: k })}>
                {typeof v === 'object' ? JSON.stringify(v) : String(v)}
              </Descriptions.Item>
            ))}
          </Descriptions>
        )}
      </Card>
      {data.myTaskId !== null && data.status === 1 && (
        <Card title={t('detail.myTask')} size="small" data-testid="instance-decision">
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
                </span>
              ),
            }))}
        />
      </Card>
    </Space>
  );
}
