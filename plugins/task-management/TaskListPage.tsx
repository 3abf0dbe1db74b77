import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { notifier } from '../../runtime/services/notifier';
import { useButtonAuth } from '../../runtime/shell/useButtonAuth';
import { useShell } from '../../runtime/shell/ShellData';
import { taskApi, type TaskQuery } from './api';
import { TASK_KEYS, TASK_ROUTES, TASK_SCOPES, TASK_SOURCE_TYPES, type TaskScope, type TaskSourceType } from './contract';
import { TaskFormDialog, type TaskFormValues } from './TaskFormDialog';
import { TaskSearch } from './TaskSearch';
import { TaskTable } from './TaskTable';
import { useRefreshOnTabReturn } from '../../runtime/common/tabReturn';

const NS = 'task-management';

/** A record another plugin asks to turn into a task (`?sourceType=risk&sourceId=12&title=…`). */
function useSource(): { type: TaskSourceType; id: number; title: string } | null {
  const [params] = useSearchParams();
  const type = params.get('sourceType') as TaskSourceType | null;
  const id = Number(params.get('sourceId'));
  if (!type || !TASK_SOURCE_TYPES.includes(type) || !Number.isInteger(id) || id < 1) return null;
  return { type, id, title: params.get('title') ?? '' };
}

/**
 * /taskManagement/page: the enterprise's tasks — all, the ones I issued (my issues), the ones given to
 * me — with search, new tasks (also from a risk's detail: the dialog opens with the risk as source) and
 * the way to the statistics.
 */
export default function TaskListPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { enterprise } = useShell();
  const issueAuth = useButtonAuth(TASK_KEYS.issue);
  const source = useSource();
  const [, setParams] = useSearchParams();
  const [query, setQuery] = useState<TaskQuery>({ pageNum: 1, pageSize: 20, scope: 'all' });
  const [creating, setCreating] = useState(false);
  useRefreshOnTabReturn(['task', enterprise.id, 'page']);
  const { data, isFetching, refetch } = useQuery({ queryKey: ['task', enterprise.id, 'page', query], queryFn: () => taskApi.page(query), placeholderData: keepPreviousData });
  const members = useQuery({ queryKey: ['task', enterprise.id, 'members'], queryFn: () => taskApi.members(), enabled: issueAuth === 'show' });

  useEffect(() => {
    if (source && issueAuth === 'show') setCreating(true);
  }, [source?.type, source?.id, issueAuth]); // eslint-disable-line react-hooks/exhaustive-deps

  const close = () => {
    setCreating(false);
    if (source) setParams({}, { replace: true });
  };
  const create = (v: TaskFormValues) =>
    taskApi.create({
      title: v.title,
      body: v.body,
      level: v.level,
      deadline: v.deadline,
      attachments: v.attachments ?? [],
      assigneeId: v.assigneeId!,
      issue: v.issue !== false,
      ...(source ? { sourceType: source.type, sourceId: source.id, sourceTitle: source.title.slice(0, 100) } : {}),
    });

  const extra = (
    <>
      {issueAuth !== 'hide' && (
        <Button type="primary" disabled={issueAuth === 'disabled'} onClick={() => setCreating(true)} data-testid="task-add">
          {t('list.add')}
        </Button>
      )}
      <Button onClick={() => navigate(TASK_ROUTES.statistics)} data-testid="task-statistics-link">
        {t('list.statistics')}
      </Button>
    </>
  );

  return (
    <Card data-testid="task-page">
      <Tabs
        activeKey={query.scope}
        onChange={(scope) => setQuery({ ...query, pageNum: 1, scope: scope as TaskScope })}
        items={TASK_SCOPES.map((s) => ({ key: s, label: <span data-testid={`task-scope-${s}`}>{t(`scope.${s}`)}</span> }))}
      />
      <TaskSearch onSearch={(f) => setQuery({ pageNum: 1, pageSize: query.pageSize, scope: query.scope, ...f })} extra={extra} />
      <TaskTable rows={data?.records} total={data?.total} loading={isFetching} query={query} setQuery={setQuery} open={(r) => navigate(`${TASK_ROUTES.detail}/${r.id}`)} />
      <TaskFormDialog
        open={creating}
        title={t('form.title')}
        canDraft
        initial={source ? { title: source.title.slice(0, 50) } : undefined}
        members={members.data ?? []}
        submit={create}
        onClose={close}
        onDone={(v) => {
          notifier.toast('success', t(v.issue === false ? 'form.saved' : 'form.created'), 1);
          close();
          void refetch();
        }}
      />
    </Card>
  );
}
