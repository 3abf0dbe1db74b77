/**
 * A management group's tasks to its member enterprises (spec §2 /managementGroup taskManagement page,
 * taskDetailPage, taskStatisticalPage; below /api/enterprise-side-app/group/task). groupRoute admits only
 * a group; every query takes the tasks this group issued to its current members. The members' handlers
 * work on them through the ordinary client routes, as on the back office's tasks.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, CLIENT_PREFIX, compileInput, groupOf, groupRoute, idParams, membersOf, pageData, parseId, verifyAttachments, type Paging, type RouteDocs } from '../../../server/plugin-api';
import { TASK_KEYS as K, TASK_LIMITS, type TaskLevel } from '../contract';
import { createEnterpriseTasks, terminateTask, type TaskCaller } from './actions';
import { taskDetail, withSignedFiles } from './detail';
import { checkDates } from './routes';
import * as S from './schemas';
import { taskStatistics } from './statistics';
import { taskPage, type IssuerFilter, type TaskFilter } from './store';

const BASE = `${CLIENT_PREFIX}/group/task`;
const tags = ['task management: group'];

type GroupCaller = Extract<TaskCaller, { area: 'group' }>;
const callerOf = (req: FastifyRequest): GroupCaller => {
  const { groupId, memberIds } = groupOf(req);
  return { area: 'group', userId: req.auth!.userId, groupId, memberIds, locale: req.locale };
};

export async function groupRoutes(app: FastifyInstance): Promise<void> {
  const route = (key: string, docs: Omit<RouteDocs, 'tags'>) => groupRoute(app, key, { ...docs, tags });
  const pageQuery = compileInput<IssuerFilter & Paging>(S.adminPageQuery, 'querystring');
  const statisticsQuery = compileInput<IssuerFilter>(S.adminStatisticsQuery, 'querystring');
  const createBody = compileInput<{ title: string; body?: string; level: TaskLevel; deadline: string; attachments?: { url: string }[]; enterpriseIds: number[] }>(S.adminCreateBody, 'body');
  const terminateBody = compileInput<{ reason: string }>(S.terminateBody, 'body');

  /** The group's tasks to all its members, or to the one asked for (another enterprise: 2010103). */
  const filterOf = (req: FastifyRequest, { enterpriseId, ...f }: IssuerFilter): TaskFilter => {
    checkDates(f, req);
    return { ...f, issuerArea: 'group', issuerGroupId: groupOf(req).groupId, enterpriseIds: membersOf(req, enterpriseId) };
  };

  app.get(`${BASE}/page`, route(K.view, { summary: 'Tasks the group issued to its members (all, or one member)', querystring: S.adminPageQuery, data: pageData(S.taskRow) }), async (req) => {
    const { pageNum, pageSize, ...filter } = pageQuery(req.query, req.locale);
    return taskPage(app.db, filterOf(req, filter), { pageNum, pageSize });
  });

  app.get(`${BASE}/statistics`, route(K.view, { summary: 'Counts of the group’s tasks by state, level, member and month', querystring: S.adminStatisticsQuery, data: S.statisticsData }), async (req) =>
    taskStatistics(app.db, filterOf(req, statisticsQuery(req.query, req.locale))),
  );

  app.post(BASE, route(K.issue, { summary: 'Issue a task to each member given (0) with the group’s files attached; their handlers are notified', body: S.adminCreateBody, data: S.idsData }), async (req) => {
    const { enterpriseIds, attachments, ...input } = createBody(req.body, req.locale);
    // Every enterprise must be a current, effective member: another one answers 2010103.
    for (const id of enterpriseIds) membersOf(req, id);
    // Files the group's user uploaded under the group (its own file scope); the members read them signed.
    const caller = callerOf(req);
    const files = await verifyAttachments(app, { userId: caller.userId, enterpriseId: caller.groupId }, attachments, TASK_LIMITS.attachments);
    return createEnterpriseTasks(app.db, caller, { ...input, attachments: files, enterpriseIds });
  });

  app.get(`${BASE}/:id`, route(K.view, { summary: 'One task the group issued, with the member’s feedback', params: idParams('id'), data: S.taskDetailData }), async (req) => {
    const detail = await taskDetail(app.db, parseId((req.params as { id: string }).id, req.locale), callerOf(req));
    if (!detail) throw ApiError.notFound();
    return withSignedFiles(app, detail);
  });

  app.post(`${BASE}/:id/terminate`, route(K.issue, { summary: 'Terminate a task the group issued, with a reason (0/1 → 3)', params: idParams('id'), body: S.terminateBody, data: S.idData }), async (req) => {
    const id = parseId((req.params as { id: string }).id, req.locale);
    return terminateTask(app.db, callerOf(req), id, terminateBody(req.body, req.locale).reason.trim());
  });
}
