import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminRoute,
  compileInput,
  completeTask,
  idParams,
  instanceDetail,
  instancePage,
  pageData,
  parseId,
  taskPage,
  type Actor,
  type RouteDocs,
} from '../../../server/plugin-api';
import { ADMIN_BASE, API, WORKFLOW_KEYS as K } from '../contract';
import { adminCandidates } from './candidates';
import { registerModelRoutes } from './modelRoutes';
import { CANDIDATES, COMPLETE_BODY, COMPLETE_RESULT, INSTANCE_INFO, INSTANCE_PAGE_QUERY, INSTANCE_ROW, tags, TASK_PAGE_QUERY, TASK_ROW } from './schemas';

const BASE = `${API}${ADMIN_BASE}/workflow`;
const actorOf = (req: FastifyRequest): Actor => ({ userId: req.auth!.userId, area: 'admin' });

/**
 * The back office: platform approvals (certification reviews) as "my approvals" of the operations
 * staff, every instance of every enterprise, and the platform's process models.
 */
export async function adminRoutes(app: FastifyInstance) {
  const guarded = (key: string) => (docs: RouteDocs) => ({ ...adminRoute(app, docs), preHandler: [app.requireAdmin, app.requirePermission(key)] });
  const review = guarded(K.adminReview);
  const manage = guarded(K.adminModel);
  const taskQuery = compileInput<{ pageNum: number; pageSize: number; examineStatus: 0 | 1; keyword?: string; businessType?: string }>(TASK_PAGE_QUERY, 'querystring');
  const instanceQuery = compileInput<{ pageNum: number; pageSize: number; status?: number; keyword?: string; businessType?: string }>(INSTANCE_PAGE_QUERY, 'querystring');
  const completeBody = compileInput<{ taskId: number; approved: boolean; comment?: string; formData?: Record<string, unknown>; formHidden?: string[] }>(COMPLETE_BODY, 'body');

  app.get(`${BASE}/task/page`, review({ tags, summary: 'Platform approvals waiting for / handled by me', querystring: TASK_PAGE_QUERY, data: pageData(TASK_ROW) }), async (req) => {
    const q = taskQuery(req.query, req.locale);
    return taskPage(app.db, actorOf(req), { ...q, keyword: q.keyword?.trim() || undefined });
  });
  app.put(`${BASE}/complete`, review({ tags, summary: 'Approve or reject a platform task', body: COMPLETE_BODY, data: COMPLETE_RESULT }), async (req) => {
    const b = completeBody(req.body, req.locale);
    return completeTask(app.db, b.taskId, actorOf(req), { approved: b.approved, comment: b.comment, formData: b.formData, formHidden: b.formHidden, locale: req.locale });
  });
  app.get(`${BASE}/instance/page`, review({ tags, summary: 'Every instance (all enterprises and the platform)', querystring: INSTANCE_PAGE_QUERY, data: pageData(INSTANCE_ROW) }), async (req) => {
    const q = instanceQuery(req.query, req.locale);
    return instancePage(app.db, actorOf(req), { ...q, keyword: q.keyword?.trim() || undefined });
  });
  app.get(`${BASE}/instance/:id`, review({ tags, summary: 'One instance with its history and path', params: idParams('id'), data: INSTANCE_INFO }), async (req) =>
    instanceDetail(app.db, actorOf(req), parseId((req.params as { id: string }).id, req.locale), true),
  );
  app.get(`${BASE}/candidates`, manage({ tags, summary: 'Back-office users and roles for the designer pickers', data: CANDIDATES }), async () => adminCandidates(app.db));
  registerModelRoutes(app, { base: `${BASE}/model`, scopeOf: () => null, read: manage, write: manage });
}
