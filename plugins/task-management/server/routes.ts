/** Client-area task routes (below /api/enterprise-side-app/task), every query in the caller's enterprise. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ApiError,
  CLIENT_PREFIX,
  clientRoute,
  compileInput,
  enterpriseMembers,
  enterpriseOf,
  idParams,
  nullSchema,
  pageData,
  parseId,
  signAttachments,
  verifyAttachments,
  type Paging,
} from '../../../server/plugin-api';
import { isEnterpriseWide, TASK_KEYS as K, TASK_LIMITS, type TaskLevel, type TaskSourceType } from '../contract';
import { createTask, deleteTask, editTask, feedbackTask, finishTask, issueTask, startTask, terminateTask, type TaskCaller } from './actions';
import { taskDetail } from './detail';
import { fieldError } from './messages';
import * as S from './schemas';
import { taskStatistics } from './statistics';
import { taskPage, type TaskFilter } from './store';

const BASE = `${CLIENT_PREFIX}/task`;
const tags = ['task management'];

type Filter = Omit<TaskFilter, 'enterpriseIds' | 'viewerId'>;
type FileRefs = { url: string }[] | undefined;
interface TaskBody {
  title: string;
  body?: string;
  level: TaskLevel;
  deadline: string;
  attachments?: FileRefs;
  assigneeId: number;
}

type ClientCaller = Extract<TaskCaller, { area: 'client' }>;
const callerOf = (req: FastifyRequest): ClientCaller => ({
  area: 'client',
  userId: req.auth!.userId,
  enterpriseId: enterpriseOf(req),
  locale: req.locale,
  may: { issue: req.auth!.permissions.has(K.issue), handle: req.auth!.permissions.has(K.handle) },
});
const owner = (req: FastifyRequest) => ({ userId: req.auth!.userId, enterpriseId: enterpriseOf(req) });
const idOf = (req: FastifyRequest) => parseId((req.params as { id: string }).id, req.locale);

export function checkDates(f: { deadlineBegin?: string; deadlineEnd?: string }, req: FastifyRequest): void {
  if (f.deadlineBegin && f.deadlineEnd && f.deadlineBegin > f.deadlineEnd) throw ApiError.badParameter([fieldError('deadlineBegin', 'dateOrder', req.locale)], req.locale);
}

export async function clientRoutes(app: FastifyInstance): Promise<void> {
  const pageQuery = compileInput<Filter & Paging>(S.pageQuery, 'querystring');
  const myQuery = compileInput<Filter & Paging>(S.myQuery, 'querystring');
  const statisticsQuery = compileInput<Filter>(S.statisticsQuery, 'querystring');
  const createBody = compileInput<TaskBody & { issue: boolean; sourceType?: TaskSourceType; sourceId?: number; sourceTitle?: string }>(S.createBody, 'body');
  const editBody = compileInput<TaskBody>(S.editBody, 'body');
  const feedbackBody = compileInput<{ content: string; attachments?: FileRefs }>(S.feedbackBody, 'body');
  const completeBody = compileInput<{ content?: string; attachments?: FileRefs } | null>(S.completeBody, 'body');
  const terminateBody = compileInput<{ reason: string }>(S.terminateBody, 'body');
  const files = (req: FastifyRequest, refs: FileRefs) => verifyAttachments(app, owner(req), refs, TASK_LIMITS.attachments);
  const scoped = (req: FastifyRequest, f: Filter): TaskFilter => ({ ...f, enterpriseIds: [enterpriseOf(req)], viewerId: req.auth!.userId });

  app.get(`${BASE}/page`, clientRoute(app, K.view, { tags, summary: 'Tasks of the enterprise: all, issued by me (my issues) or addressed to me; by state, level, deadline, keyword', querystring: S.pageQuery, data: pageData(S.taskRow) }), async (req) => {
    const { pageNum, pageSize, ...filter } = pageQuery(req.query, req.locale);
    checkDates(filter, req);
    return taskPage(app.db, scoped(req, filter), { pageNum, pageSize });
  });

  app.get(`${BASE}/list/my`, clientRoute(app, K.my, { tags, summary: 'My tasks (spec §7 task/list/my): issued to me, and to my enterprise by the back office when I handle those', querystring: S.myQuery, data: pageData(S.taskRow) }), async (req) => {
    const { pageNum, pageSize, ...filter } = myQuery(req.query, req.locale);
    checkDates(filter, req);
    return taskPage(app.db, { ...scoped(req, filter), scope: 'mine', handlesEnterpriseTasks: req.auth!.permissions.has(K.handle) }, { pageNum, pageSize });
  });

  app.get(`${BASE}/statistics`, clientRoute(app, K.view, { tags, summary: 'Counts by state, level, enterprise and month over the filtered tasks', querystring: S.statisticsQuery, data: S.statisticsData }), async (req) => {
    const filter = statisticsQuery(req.query, req.locale);
    checkDates(filter, req);
    return taskStatistics(app.db, scoped(req, filter));
  });

  app.get(`${BASE}/members`, clientRoute(app, K.issue, { tags, summary: 'Active members of the enterprise a task may be given to', data: S.membersData }), async (req) =>
    (await enterpriseMembers(app.db, enterpriseOf(req))).map((m) => ({ id: m.id, name: m.name })),
  );

  app.post(BASE, clientRoute(app, K.issue, { tags, summary: 'Give a colleague a task: issued at once (0) or saved not started (-1)', body: S.createBody, data: S.idData }), async (req) => {
    const { attachments, sourceType, sourceId, sourceTitle, ...input } = createBody(req.body, req.locale);
    const source = sourceType && sourceId ? { type: sourceType, id: sourceId, title: sourceTitle } : undefined;
    return createTask(app.db, callerOf(req), { ...input, attachments: await files(req, attachments), source });
  });

  app.get(`${BASE}/:id`, clientRoute(app, K.view, { tags, summary: 'One task: body, attachments (signed when the back office or a group attached them), feedback, history, what the caller may do', params: idParams('id'), data: S.taskDetailData }), async (req) => {
    const detail = await taskDetail(app.db, idOf(req), callerOf(req));
    if (!detail) throw ApiError.notFound();
    // The issuer's files of a task from the back office or a group are not the enterprise's: the file API
    // cannot sign them for it, so they come signed (the task being visible is the permission to read them).
    if (isEnterpriseWide(detail.issuerArea)) return { ...detail, attachments: await signAttachments(app, detail.attachments) };
    return detail;
  });

  app.put(`${BASE}/:id`, clientRoute(app, K.issue, { tags, summary: 'Edit a task not yet worked on (-1, 0); issuer only', params: idParams('id'), body: S.editBody, data: S.idData }), async (req) => {
    const id = idOf(req);
    const { attachments, ...input } = editBody(req.body, req.locale);
    return editTask(app.db, callerOf(req), id, { ...input, attachments: await files(req, attachments) });
  });

  app.delete(`${BASE}/:id`, clientRoute(app, K.issue, { tags, summary: 'Delete a task not yet issued (-1); issuer only', params: idParams('id'), data: nullSchema }), async (req) => {
    await deleteTask(app.db, callerOf(req), idOf(req));
    return null;
  });

  app.post(`${BASE}/:id/issue`, clientRoute(app, K.issue, { tags, summary: 'Issue a saved task (-1 → 0); the assignee is notified', params: idParams('id'), data: S.idData }), async (req) =>
    issueTask(app.db, callerOf(req), idOf(req)),
  );

  app.post(`${BASE}/:id/start`, clientRoute(app, K.my, { tags, summary: 'Take the task on (0 → 1); its assignee or handler', params: idParams('id'), data: S.idData }), async (req) =>
    startTask(app.db, callerOf(req), idOf(req)),
  );

  app.post(`${BASE}/:id/feedback`, clientRoute(app, K.my, { tags, summary: 'Report progress with attachments (0/1 → 1)', params: idParams('id'), body: S.feedbackBody, data: S.idData }), async (req) => {
    const id = idOf(req);
    const input = feedbackBody(req.body, req.locale);
    return feedbackTask(app.db, callerOf(req), id, { content: input.content.trim(), attachments: await files(req, input.attachments) });
  });

  app.post(`${BASE}/:id/complete`, clientRoute(app, K.my, { tags, summary: 'Complete the task with a closing feedback (0/1 → 2); the issuer is notified', params: idParams('id'), body: S.completeBody, data: S.idData }), async (req) => {
    const id = idOf(req);
    const input = completeBody(req.body ?? {}, req.locale) ?? {};
    return finishTask(app.db, callerOf(req), id, { content: input.content, attachments: await files(req, input.attachments) });
  });

  app.post(`${BASE}/:id/terminate`, clientRoute(app, K.issue, { tags, summary: 'Terminate a task with a reason (-1/0/1 → 3); issuer only', params: idParams('id'), body: S.terminateBody, data: S.idData }), async (req) => {
    const id = idOf(req);
    return terminateTask(app.db, callerOf(req), id, terminateBody(req.body, req.locale).reason.trim());
  });
}
