import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  clientRoute,
  compileInput,
  completeTask,
  enterpriseOf,
  idParams,
  instanceDetail,
  instancePage,
  pageData,
  parseId,
  startableDefinitions,
  startProcess,
  taskPage,
  type Actor,
} from '../../../server/plugin-api';
import { API, APPLICATION_BUSINESS_TYPE, CLIENT_BASE, WORKFLOW_KEYS as K } from '../contract';
import { registerModelRoutes } from './modelRoutes';
import { APPLICATION_BODY, CANDIDATES, COMPLETE_BODY, COMPLETE_RESULT, INSTANCE_INFO, INSTANCE_PAGE_QUERY, INSTANCE_ROW, STARTABLE, tags, TASK_PAGE_QUERY, TASK_ROW } from './schemas';
import { enterpriseCandidates } from './candidates';

const FLOW = `${API}${CLIENT_BASE}/flowableProcessInstance`;

interface TaskQuery {
  pageNum: number;
  pageSize: number;
  examineStatus: 0 | 1;
  keyword?: string;
  businessType?: string;
}
interface InstanceQuery {
  pageNum: number;
  pageSize: number;
  status?: number;
  keyword?: string;
  businessType?: string;
}

const actorOf = (req: FastifyRequest): Actor => ({ userId: req.auth!.userId, area: 'client', enterpriseId: enterpriseOf(req) });
const trimmed = (s?: string) => s?.trim() || undefined;

/** The approval calls of spec §7 and the enterprise designer's model management. */
export async function clientRoutes(app: FastifyInstance) {
  const taskQuery = compileInput<TaskQuery>(TASK_PAGE_QUERY, 'querystring');
  const instanceQuery = compileInput<InstanceQuery>(INSTANCE_PAGE_QUERY, 'querystring');
  const completeBody = compileInput<{ taskId: number; approved: boolean; comment?: string; formData?: Record<string, unknown>; formHidden?: string[] }>(COMPLETE_BODY, 'body');
  const applicationBody = compileInput<{ processKey: string; title: string; formData?: Record<string, unknown>; formHidden?: string[] }>(APPLICATION_BODY, 'body');

  app.get(`${FLOW}/pageList`, clientRoute(app, K.examine, { tags, summary: 'My approvals: examineStatus 0 pending, 1 completed', querystring: TASK_PAGE_QUERY, data: pageData(TASK_ROW) }), async (req) => {
    const q = taskQuery(req.query, req.locale);
    return taskPage(app.db, actorOf(req), { ...q, keyword: trimmed(q.keyword) });
  });

  app.get(`${FLOW}/info/:id`, clientRoute(app, K.examine, { tags, summary: 'An instance: form data, tasks, history, diagram and the path taken', params: idParams('id'), data: INSTANCE_INFO }), async (req) =>
    instanceDetail(app.db, actorOf(req), parseId((req.params as { id: string }).id, req.locale), req.auth!.permissions.has(K.instances)),
  );

  app.put(`${FLOW}/complete`, clientRoute(app, K.examine, { tags, summary: 'Approve or reject my task (only its assignee or candidates)', body: COMPLETE_BODY, data: COMPLETE_RESULT }), async (req) => {
    const b = completeBody(req.body, req.locale);
    return completeTask(app.db, b.taskId, actorOf(req), { approved: b.approved, comment: b.comment, formData: b.formData, formHidden: b.formHidden, locale: req.locale });
  });

  app.get(`${API}${CLIENT_BASE}/enterprise/application/selectList`, clientRoute(app, K.apply, { tags, summary: 'Processes of the enterprise an application can be started for', data: STARTABLE }), async (req) =>
    startableDefinitions(app.db, enterpriseOf(req)),
  );

  app.post(`${FLOW}/addEnterpriseApplication`, clientRoute(app, K.apply, { tags, summary: 'Start an application on a deployed process', body: APPLICATION_BODY, data: COMPLETE_RESULT }), async (req) => {
    const b = applicationBody(req.body, req.locale);
    const formData = b.formData ?? {};
    // The form's fields are process variables too, so gateways can test them (e.g. ${amount > 1000}).
    return startProcess(app.db, b.processKey, {
      enterpriseId: enterpriseOf(req),
      businessType: APPLICATION_BUSINESS_TYPE,
      starterUserId: req.auth!.userId,
      title: b.title.trim(),
      formDataAsVariables: true,
      formData,
      formHidden: b.formHidden,
      locale: req.locale,
    });
  });

  app.get(`${FLOW}/enterpriseApplicationPageList`, clientRoute(app, K.apply, { tags, summary: 'My applications with their audit status (1 pending review, 2 rejected, 3 passed)', querystring: INSTANCE_PAGE_QUERY, data: pageData(INSTANCE_ROW) }), async (req) => {
    const q = instanceQuery(req.query, req.locale);
    return instancePage(app.db, actorOf(req), { ...q, keyword: trimmed(q.keyword), starterUserId: req.auth!.userId });
  });

  app.get(`${FLOW}/instancePageList`, clientRoute(app, K.instances, { tags, summary: 'Every instance of the enterprise', querystring: INSTANCE_PAGE_QUERY, data: pageData(INSTANCE_ROW) }), async (req) => {
    const q = instanceQuery(req.query, req.locale);
    return instancePage(app.db, actorOf(req), { ...q, keyword: trimmed(q.keyword) });
  });

  app.get(`${API}${CLIENT_BASE}/workflow/candidates`, clientRoute(app, K.model, { tags, summary: 'Users and roles of the enterprise for the designer pickers', data: CANDIDATES }), async (req) =>
    enterpriseCandidates(app.db, enterpriseOf(req)),
  );

  registerModelRoutes(app, {
    base: `${API}${CLIENT_BASE}/workflow/model`,
    scopeOf: enterpriseOf,
    read: (docs) => clientRoute(app, K.model, docs),
    write: (docs) => clientRoute(app, K.design, docs),
  });
}
