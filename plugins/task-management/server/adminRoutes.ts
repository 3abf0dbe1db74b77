/** Back-office task management (below /api/operation-manage/task): tasks it issues to enterprises, followed up here. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ADMIN_PREFIX,
  adminRoute,
  ApiError,
  compileInput,
  enterpriseOptions,
  idParams,
  pageData,
  parseId,
  verifyPlatformAttachments,
  type Paging,
  type RouteDocs,
} from '../../../server/plugin-api';
import { TASK_KEYS as K, TASK_LIMITS, type TaskLevel } from '../contract';
import { createEnterpriseTasks, terminateTask, type TaskCaller } from './actions';
import { taskDetail, withSignedFiles } from './detail';
import { fieldError } from './messages';
import { checkDates } from './routes';
import * as S from './schemas';
import { taskStatistics } from './statistics';
import { taskPage, type IssuerFilter, type TaskFilter } from './store';

const BASE = `${ADMIN_PREFIX}/task`;
const tags = ['task management: back office'];

const callerOf = (req: FastifyRequest): TaskCaller => ({ area: 'admin', userId: req.auth!.userId, locale: req.locale });

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const guarded = (key: string, docs: RouteDocs) => ({ ...adminRoute(app, docs), preHandler: [app.requireAdmin, app.requirePermission(key)] });
  const pageQuery = compileInput<IssuerFilter & Paging>(S.adminPageQuery, 'querystring');
  const statisticsQuery = compileInput<IssuerFilter>(S.adminStatisticsQuery, 'querystring');
  const createBody = compileInput<{ title: string; body?: string; level: TaskLevel; deadline: string; attachments?: { url: string }[]; enterpriseIds: number[] }>(S.adminCreateBody, 'body');
  const terminateBody = compileInput<{ reason: string }>(S.terminateBody, 'body');

  /** The enterprises looked at or issued to: the ones given (each must exist), or all of them. */
  async function enterprisesOf(ids: number[] | undefined, req: FastifyRequest, field: string): Promise<number[]> {
    const all = (await enterpriseOptions(app.db)).map((e) => e.id);
    if (ids === undefined) return all;
    if (ids.some((id) => !all.includes(id))) throw ApiError.badParameter([fieldError(field, 'unknownEnterprise', req.locale)], req.locale);
    return ids;
  }
  const filterOf = async (req: FastifyRequest, { enterpriseId, ...f }: IssuerFilter): Promise<TaskFilter> => {
    checkDates(f, req);
    return { ...f, issuerArea: 'admin', enterpriseIds: await enterprisesOf(enterpriseId === undefined ? undefined : [enterpriseId], req, 'enterpriseId') };
  };

  app.get(`${BASE}/enterprises`, guarded(K.adminView, { tags, summary: 'Enterprises to issue to or filter by', data: S.membersData }), () => enterpriseOptions(app.db));

  app.get(`${BASE}/page`, guarded(K.adminView, { tags, summary: 'Tasks the back office issued (every enterprise, or one)', querystring: S.adminPageQuery, data: pageData(S.taskRow) }), async (req) => {
    const { pageNum, pageSize, ...filter } = pageQuery(req.query, req.locale);
    return taskPage(app.db, await filterOf(req, filter), { pageNum, pageSize });
  });

  app.get(`${BASE}/statistics`, guarded(K.adminView, { tags, summary: 'Counts of the issued tasks by state, level, enterprise and month', querystring: S.adminStatisticsQuery, data: S.statisticsData }), async (req) =>
    taskStatistics(app.db, await filterOf(req, statisticsQuery(req.query, req.locale))),
  );

  app.post(BASE, guarded(K.adminIssue, { tags, summary: 'Issue a task to each enterprise given (0) with platform files attached; their handlers are notified', body: S.adminCreateBody, data: S.idsData }), async (req) => {
    const { enterpriseIds, attachments, ...input } = createBody(req.body, req.locale);
    await enterprisesOf(enterpriseIds, req, 'enterpriseIds');
    // The back office attaches platform files (uploaded through its own file scope); the enterprises read them signed.
    const files = await verifyPlatformAttachments(app, attachments, { maxCount: TASK_LIMITS.attachments });
    return createEnterpriseTasks(app.db, callerOf(req) as Extract<TaskCaller, { area: 'admin' }>, { ...input, attachments: files, enterpriseIds });
  });

  app.get(`${BASE}/:id`, guarded(K.adminView, { tags, summary: 'One issued task with the enterprise’s feedback', params: idParams('id'), data: S.taskDetailData }), async (req) => {
    const detail = await taskDetail(app.db, parseId((req.params as { id: string }).id, req.locale), callerOf(req));
    if (!detail) throw ApiError.notFound();
    return withSignedFiles(app, detail);
  });

  app.post(`${BASE}/:id/terminate`, guarded(K.adminIssue, { tags, summary: 'Terminate an issued task with a reason (0/1 → 3)', params: idParams('id'), body: S.terminateBody, data: S.idData }), async (req) => {
    const id = parseId((req.params as { id: string }).id, req.locale);
    return terminateTask(app.db, callerOf(req), id, terminateBody(req.body, req.locale).reason.trim());
  });
}
