import type { Db } from '../core/contracts';
import { workflowErrors } from './errors';
import { parsedModel } from './definitions';
import { formsFor, startFormKeyOf } from './forms';
import { inScope } from './service';
import type { InstanceDetail, InstanceListItem, TaskListItem } from '../../schemas/workflow/wire';
import { INSTANCE_STATUS, TASK_STATUS, type Actor } from './types';

export type { InstanceDetail, InstanceListItem, TaskListItem };

type Query = Pick<Db, 'query'>;

export interface Paging {
  pageNum: number;
  pageSize: number;
}

const offset = (p: Paging) => (p.pageNum - 1) * p.pageSize;

/** The scope filter of a list: the client's enterprise, or everything for the back office. */
function scopeWhere(actor: Actor, column: string, params: unknown[]): string {
  if (actor.area === 'admin') return 'TRUE';
  params.push(actor.enterpriseId);
  return `${column} = $${params.length}`;
}


/**
 * My approvals (spec §2 /system-examine/page): examine status 0 = tasks I may complete now, 1 = tasks
 * I completed. Scoped to the actor's enterprise (or the platform processes for the back office).
 */
export async function taskPage(db: Query, actor: Actor, q: Paging & { examineStatus: 0 | 1; keyword?: string; businessType?: string }) {
  const params: unknown[] = [actor.userId];
  const where = [
    q.examineStatus === 0 ? `t.status = ${TASK_STATUS.pending} AND $1 = ANY(t.candidates)` : `t.status = ${TASK_STATUS.completed} AND t.completed_by = $1`,
    actor.area === 'admin' ? 't.enterprise_id IS NULL' : scopeWhere(actor, 't.enterprise_id', params),
  ];
  if (q.keyword) {
    params.push(`%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(i.title ILIKE $${params.length} OR t.name ILIKE $${params.length})`);
  }
  if (q.businessType) {
    params.push(q.businessType);
    where.push(`i.business_type = $${params.length}`);
  }
  const from = `FROM workflow_task t JOIN workflow_instance i ON i.id = t.instance_id LEFT JOIN app_user u ON u.id = i.starter_user_id WHERE ${where.join(' AND ')}`;
  const [records, total] = await Promise.all([
    db.query<TaskListItem>(
      `SELECT t.id AS "taskId", t.instance_id AS "instanceId", i.title, t.name AS "taskName", i.business_type AS "businessType",
              u.name AS "starterName", CASE WHEN t.status = ${TASK_STATUS.pending} THEN 0 ELSE 1 END AS "examineStatus", t.outcome,
              i.status AS "instanceStatus", t.due_at AS "dueAt", t.created_at AS "createdAt", t.completed_at AS "completedAt"
         ${from} ORDER BY ${q.examineStatus === 0 ? 't.created_at DESC' : 't.completed_at DESC'}, t.id DESC LIMIT ${q.pageSize} OFFSET ${offset(q)}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params),
  ]);
  return { records: records.rows.map((r) => ({ ...r, taskId: Number(r.taskId), instanceId: Number(r.instanceId) })), total: total.rows[0].n };
}


/** Instances of a scope: mine (starterUserId) or every one (back office overview, enterprise managers). */
export async function instancePage(db: Query, actor: Actor, q: Paging & { starterUserId?: number; status?: number; businessType?: string; keyword?: string; enterpriseId?: number | null }) {
  const params: unknown[] = [];
  const where = [scopeWhere(actor, 'i.enterprise_id', params)];
  if (q.starterUserId !== undefined) {
    params.push(q.starterUserId);
    where.push(`i.starter_user_id = $${params.length}`);
  }
  if (q.status !== undefined) {
    params.push(q.status);
    where.push(`i.status = $${params.length}`);
  }
  if (q.businessType) {
    params.push(q.businessType);
    where.push(`i.business_type = $${params.length}`);
  }
  if (q.keyword) {
    params.push(`%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`i.title ILIKE $${params.length}`);
  }
  const from = `FROM workflow_instance i JOIN workflow_definition d ON d.id = i.definition_id LEFT JOIN app_user u ON u.id = i.starter_user_id WHERE ${where.join(' AND ')}`;
  const [records, total] = await Promise.all([
    db.query<InstanceListItem>(
      `SELECT i.id, i.title, i.business_type AS "businessType", i.business_key AS "businessKey", d.name AS "processName", u.name AS "starterName",
              i.status, (SELECT string_agg(DISTINCT t.name, '、') FROM workflow_task t WHERE t.instance_id = i.id AND t.status = ${TASK_STATUS.pending}) AS "currentTasks",
              i.created_at AS "createdAt", i.ended_at AS "endedAt"
         ${from} ORDER BY i.created_at DESC, i.id DESC LIMIT ${q.pageSize} OFFSET ${offset(q)}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params),
  ]);
  return { records: records.rows.map((r) => ({ ...r, id: Number(r.id) })), total: total.rows[0].n };
}


/**
 * One instance with its model, tasks, history and the path it took. Visible to its starter, to anyone
 * who is or was asked in it, and to `canSeeAll` callers (managers, back office) of its scope.
 */
export async function instanceDetail(db: Query, actor: Actor, instanceId: number, canSeeAll: boolean): Promise<InstanceDetail> {
  const { rows } = await db.query<Omit<InstanceDetail, 'tasks' | 'history' | 'highlight' | 'myTaskId' | 'forms' | 'startForm'> & { enterpriseId: number | null }>(
    `SELECT i.id, i.title, i.business_type AS "businessType", i.business_key AS "businessKey", d.process_key AS "processKey", d.name AS "processName",
            d.version, i.status, i.starter_user_id AS "starterUserId", u.name AS "starterName", i.form_data AS "formData", i.created_at AS "createdAt",
            i.ended_at AS "endedAt", d.xml, i.enterprise_id AS "enterpriseId"
       FROM workflow_instance i JOIN workflow_definition d ON d.id = i.definition_id LEFT JOIN app_user u ON u.id = i.starter_user_id
      WHERE i.id = $1`,
    [instanceId],
  );
  const row = rows[0];
  const enterpriseId = row ? (row.enterpriseId === null ? null : Number(row.enterpriseId)) : null;
  if (!row || !inScope(actor, enterpriseId) || (actor.area === 'admin' && enterpriseId !== null && !canSeeAll)) throw workflowErrors.notFound('instanceMissing');
  const { rows: tasks } = await db.query<InstanceDetail['tasks'][number] & { candidates: Array<number | string>; completedBy: number | null }>(
    `SELECT t.id, t.activity_id AS "activityId", t.name, t.status, t.outcome, t.comment, t.form_data AS "formData", t.form_key AS "formKey",
            t.form_version AS "formVersion", t.candidates, t.completed_by AS "completedBy",
            cu.name AS "completedByName", t.due_at AS "dueAt", t.created_at AS "createdAt", t.completed_at AS "completedAt",
            COALESCE((SELECT array_agg(x.name ORDER BY x.id) FROM app_user x WHERE x.id = ANY(t.candidates)), '{}') AS "candidateNames"
       FROM workflow_task t LEFT JOIN app_user cu ON cu.id = t.completed_by WHERE t.instance_id = $1 ORDER BY t.id`,
    [instanceId],
  );
  const involved =
    Number(row.starterUserId) === actor.userId ||
    tasks.some((t) => t.candidates.map(Number).includes(actor.userId) || Number(t.completedBy) === actor.userId);
  if (!involved && !canSeeAll) throw workflowErrors.notFound('instanceMissing');
  const { rows: history } = await db.query<InstanceDetail['history'][number]>(
    `SELECT h.id, h.at, h.kind, h.activity_id AS "activityId", h.activity_name AS "activityName", u.name AS "userName", h.outcome, h.comment,
            h.form_data AS "formData", h.detail
       FROM workflow_history h LEFT JOIN app_user u ON u.id = h.user_id WHERE h.instance_id = $1 ORDER BY h.id`,
    [instanceId],
  );
  const takenFlows = [...new Set(history.filter((h) => h.kind === 'flow_taken').map((h) => h.activityId!))];
  const pending = tasks.filter((t) => Number(t.status) === TASK_STATUS.pending);
  const pendingActivities = [...new Set(pending.map((t) => t.activityId))];
  // An activity is completed when the instance passed through it: a flow left it (or it is the end reached).
  const passed = new Set<string>();
  for (const h of history) {
    if (h.kind !== 'flow_taken') continue;
    const d = h.detail as { sourceId: string; targetId: string };
    passed.add(d.sourceId);
    if (row.status !== INSTANCE_STATUS.pending) passed.add(d.targetId);
  }
  for (const t of tasks) if (Number(t.status) === TASK_STATUS.completed) passed.add(t.activityId);
  const rejectedActivities = [...new Set(tasks.filter((t) => t.outcome === 'rejected').map((t) => t.activityId))];
  const mine = pending.find((t) => t.candidates.map(Number).includes(actor.userId));
  // The start's form is recorded in its history line; tasks keep their own pinned version.
  const started = (history.find((h) => h.kind === 'start')?.detail ?? {}) as { formKey?: string; formVersion?: number };
  const startForm = started.formKey && started.formVersion ? { formKey: started.formKey, version: Number(started.formVersion) } : null;
  const used = tasks.filter((t) => t.formKey && t.formVersion !== null).map((t) => ({ formKey: t.formKey!, version: Number(t.formVersion) }));
  const forms = await formsFor(db, enterpriseId, startForm ? [startForm, ...used] : used);
  const { enterpriseId: _e, ...rest } = row;
  return {
    ...rest,
    forms,
    startForm,
    id: Number(row.id),
    starterUserId: row.starterUserId === null ? null : Number(row.starterUserId),
    tasks: tasks.map(({ candidates: _c, completedBy: _b, ...t }) => ({ ...t, id: Number(t.id), formVersion: t.formVersion === null ? null : Number(t.formVersion) })),
    history: history.map((h) => ({ ...h, id: Number(h.id) })),
    highlight: { takenFlows, completedActivities: [...passed].filter((a) => !pendingActivities.includes(a)), rejectedActivities, pendingActivities },
    myTaskId: mine ? Number(mine.id) : null,
  };
}

/** Deployed process definitions an enterprise may start (its own and the platform's), newest version each. */
export async function startableDefinitions(db: Query, enterpriseId: number | null) {
  const { rows } = await db.query<{ id: number; processKey: string; name: string; category: string | null; version: number; xml: string }>(
    `SELECT DISTINCT ON (process_key) id, process_key AS "processKey", name, category, version, xml
       FROM workflow_definition WHERE enterprise_id IS NOT DISTINCT FROM $1
      ORDER BY process_key, version DESC`,
    [enterpriseId],
  );
  // The start event's form key (parsed models are cached per deployed XML).
  return Promise.all(
    rows.map(async ({ xml, ...r }) => {
      const startFormKey = startFormKeyOf(await parsedModel(xml)) ?? null;
      return { ...r, id: Number(r.id), startFormKey };
    }),
  );
}
