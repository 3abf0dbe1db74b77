import { Card, Col, Descriptions, Empty, Row, Space, Tag, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionHistory } from '../../runtime/common/ActionHistory';
import { AttachmentList } from '../../runtime/files/AttachmentList';
import { isEnterpriseWide, SOURCE_ROUTES, type TaskDetail } from './contract';
import { OverdueTag, TaskLevelTag, TaskStatusTag, issuerLabel } from './tags';

const NS = 'task-management';

/**
 * One task (spec §2 taskDetailPage): what is asked (rich text, attachments), by whom, to whom, until
 * when; the feedback history with its attachments; the event history. `actions` is the action bar; the
 * back office and a group read attachments through `signed` links, and so does the enterprise the files
 * of a task the back office or a group issued (not its own files: the server signs them).
 */
export function TaskDetailView({ task, actions, signed }: { task: TaskDetail; actions?: ReactNode; signed?: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="task-detail" data-status={task.status}>
      <Card>
        <Space style={{ marginBottom: 12, justifyContent: 'space-between', width: '100%' }} wrap>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="task-detail-title">
            {task.title} <TaskLevelTag level={task.level} /> <TaskStatusTag status={task.status} /> <OverdueTag overdue={task.overdue} />
          </Typography.Title>
          {actions}
        </Space>
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label={t('list.enterprise')}>{task.enterpriseName}</Descriptions.Item>
          <Descriptions.Item label={t('list.issuer')}><span data-testid="task-detail-issuer">{issuerLabel(t, task)}</span></Descriptions.Item>
          <Descriptions.Item label={t('list.assignee')}>
            <span data-testid="task-detail-assignee">{task.assigneeName ?? t('list.wholeEnterprise')}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('list.deadlineCol')}>{task.deadline}</Descriptions.Item>
          <Descriptions.Item label={t('list.createdAt')}>{task.createdAt}</Descriptions.Item>
          {task.sourceType && task.sourceId !== null && (
            <Descriptions.Item label={t('detail.source')}>
              {signed ? (
                `${t('detail.sourceRisk')} #${task.sourceId}`
              ) : (
                <Link to={`${SOURCE_ROUTES[task.sourceType]}/${task.sourceId}`} data-testid="task-source">
                  {t('detail.sourceRisk')}：{task.sourceTitle ?? `#${task.sourceId}`}
                </Link>
              )}
            </Descriptions.Item>
          )}
          {task.terminateReason && (
            <Descriptions.Item label={t('detail.terminateReason')} span={3}>
              {task.terminateReason}
            </Descriptions.Item>
          )}
          {task.overdueAt && <Descriptions.Item label={t('detail.overdueAt')}>{task.overdueAt}</Descriptions.Item>}
        </Descriptions>
        <Typography.Title level={5}>{t('detail.body')}</Typography.Title>
        {/* Sanitised by the server on every save (allow-listed tags, no scripts, no event handlers). */}
        <div className="ec-task-body" data-testid="task-body" dangerouslySetInnerHTML={{ __html: task.body || '—' }} />
        {task.attachments.length > 0 && (
          <>
            <Typography.Title level={5}>{t('detail.attachments')}</Typography.Title>
            <AttachmentList files={task.attachments} signed={signed || isEnterpriseWide(task.issuerArea)} testId="task-attachments" />
          </>
        )}
      </Card>
      <Row gutter={16}>
        <Col xs={24} lg={14}>
          <Card size="small" title={t('detail.feedback')} data-testid="task-feedback">
            {task.feedback.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noFeedback')} />
            ) : (
              <Timeline
                items={task.feedback.map((f) => ({
                  key: f.id,
                  color: f.completing ? 'green' : 'blue',
                  children: (
                    <div data-testid="task-feedback-item" data-completing={String(f.completing)}>
                      <b>{f.userName ?? '—'}</b> {f.completing && <Tag color="green">{t('detail.completing')}</Tag>}
                      {f.content && <div data-testid="task-feedback-content">{f.content}</div>}
                      <AttachmentList files={f.attachments} signed={signed} testId="task-feedback-files" />
                      <Typography.Text type="secondary">{f.createdAt}</Typography.Text>
                    </div>
                  ),
                }))}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title={t('detail.history')} data-testid="task-history">
            <ActionHistory entries={task.history} label={(a) => t(`detail.action.${a}`)} system={t('detail.system')} itemTestId="task-history-item" />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
