import type { Db } from '../core/contracts';
import { assign, countersignCandidates } from './assignment';
import { latestDefinition, modelOf } from './definitions';
import { workflowErrors } from './errors';
import { appendHistory, listenerEntries, type HistoryEntry } from './history';
import type { MultiInstanceSpec, ProcessModel } from './model';
import { notifyAssignees, notifyStarter } from './notify';
import { runOutcomeHandlers } from './outcomes';
import { countersignCounts, EngineError, evaluateFor, isTruthy, signalRun, startRun, type StepResult, type Waiting } from './runner';
import { INSTANCE_STATUS, TASK_STATUS, type Actor, type CompleteOptions, type InstanceSummary, type StartOptions, type Tx } from './types';
import { parseDueDate } from './validate';
import { isExpression } from './expressions';
import { checkPinnedForm, pinFormVersions, startFormKeyOf, type FormVersions } from './forms';

type TxRunner = Pick<Db, 'transaction'>;

interface InstanceRow extends InstanceSummary {
  state: unknown;
  revision: number;
  formVersions: FormVersions;
}

const INSTANCE_COLUMNS = `id, definition_id AS "definitionId", enterprise_id AS "enterpriseId", business_type AS "businessType",
  business_key AS "businessKey", title, starter_user_id AS "starterUserId", status, variables, state, revision, form_versions AS "formVersions"`;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function normalizeInstance(row: InstanceRow): InstanceRow {
  return { ...row, id: Number(row.id), definitionId: Number(row.definitionId), enterpriseId: num(row.enterpriseId), starterUserId: num(row.starterUserId) };
}

/** Events of one engine step as history lines: flows taken and execution listeners. */
function stepHistory(model: ProcessModel, step: StepResult): HistoryEntry[] {
  const out: HistoryEntry[] = [];
  for (const e of step.events) {
    if (e.kind === 'flow.take') {
      const flow = model.flows.get(e.flowId)!;
      out.push({ kind: 'flow_taken', activityId: e.flowId, activityName: flow.name ?? null, detail: { sourceId: e.sourceId, targetId: e.targetId } });
      out.push(...listenerEntries(flow.listeners, 'take', e.flowId, flow.name ?? e.flowId, 'execution'));
    } else if (!e.multiInstanceChild) {
      const node = model.nodes.get(e.activityId);
      if (node) out.push(...listenerEntries(node.executionListeners, e.kind === 'activity.start' ? 'start' : 'end', node.id, node.name, 'execution'));
    }
  }
  return out;
}

/** Inserts the tasks for new waits, records withdrawn ones, arms due-date timers; returns new task ids. */
async function applyWaits(tx: Tx, model: ProcessModel, instance: InstanceRow, step: StepResult, variables: Record<string, unknown>, history: HistoryEntry[]) {
  const created: Array<{ id: number; name: string; candidates: number[]; waiting: Waiting }> = [];
  if (step.withdrawn.length > 0) {
    const { rows } = await tx.query<{ id: number; activityId: string; name: string }>(
      `UPDATE workflow_task SET status = ${TASK_STATUS.withdrawn}, completed_at = now()
        WHERE instance_id = $1 AND execution_id = ANY($2::text[]) AND status = ${TASK_STATUS.pending}
        RETURNING id, activity_id AS "activityId", name`,
      [instance.id, step.withdrawn],
    );
    for (const t of rows) {
      history.push({ kind: 'task_withdrawn', activityId: t.activityId, activityName: t.name, taskId: Number(t.id) });
      history.push(...listenerEntries(model.nodes.get(t.activityId)?.taskListeners ?? [], 'delete', t.activityId, t.name, 'task'));
    }
  }
  const { rows: existing } = await tx.query<{ executionId: string }>(
    `SELECT execution_id AS "executionId" FROM workflow_task WHERE instance_id = $1 AND execution_id = ANY($2::text[])`,
    [instance.id, step.waiting.map((w) => w.executionId)],
  );
  const known = new Set(existing.map((r) => r.executionId));
  for (const waiting of step.waiting) {
    if (known.has(waiting.executionId)) continue;
    const spec = model.nodes.get(waiting.activityId)!;
    const who = await assign(tx, spec, variables, instance.enterpriseId, waiting.element);
    const extra = waiting.element === undefined ? {} : { [spec.multiInstance?.elementVariable || 'item']: waiting.element };
    const dueText = spec.dueDate ? String(isExpression(spec.dueDate) ? (evaluateFor(spec.dueDate, variables, extra) ?? '') : spec.dueDate) : '';
    const dueAt = dueText ? parseDueDate(dueText, new Date()) : null;
    const priority = spec.priority !== undefined && /^\d+$/.test(spec.priority) ? Number(spec.priority) : null;
    const formVersion = spec.formKey ? (instance.formVersions[spec.formKey] ?? null) : null;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO workflow_task (instance_id, enterprise_id, activity_id, execution_id, name, assignee_id, candidate_user_ids, candidate_role_ids,
                                  candidates, form_key, priority, due_at, form_version)
       VALUES ($1, $2, $3, $4, $5, $6, $7::bigint[], $8::bigint[], $9::bigint[], $10, $11, $12, $13) RETURNING id`,
      [instance.id, instance.enterpriseId, spec.id, waiting.executionId, spec.name, who.assigneeId, who.candidateUserIds, who.candidateRoleIds, who.candidates, spec.formKey ?? null, priority, dueAt, formVersion],
    );
    const taskId = Number(rows[0].id);
    if (dueAt) await tx.query('INSERT INTO workflow_timer (task_id, instance_id, due_at) VALUES ($1, $2, $3)', [taskId, instance.id, dueAt]);
    history.push({
      kind: 'task_created',
      activityId: spec.id,
      activityName: spec.name,
      taskId,
      detail: { assigneeId: who.assigneeId, candidates: who.candidates, dueAt: dueAt?.toISOString() ?? null, loopIndex: waiting.loopIndex ?? null },
    });
    history.push(...listenerEntries(spec.taskListeners, 'create', spec.id, spec.name, 'task'));
    if (who.assigneeId !== null) history.push(...listenerEntries(spec.taskListeners, 'assignment', spec.id, spec.name, 'task'));
    created.push({ id: taskId, name: spec.name, candidates: who.candidates, waiting });
  }
  return created;
}

/** A waiting task whose skip expression holds is passed through at once (recorded as skipped). */
function skippable(model: ProcessModel, waiting: Waiting[], variables: Record<string, unknown>): Waiting | undefined {
  return waiting.find((w) => {
    const expr = model.nodes.get(w.activityId)?.skipExpression;
    if (!expr) return false;
    try {
      return isTruthy(evaluateFor(expr, variables));
    } catch {
      return false;
    }
  });
}

/**
 * Stores the result of a step: tasks, history, state; on the end the status, the outcome handlers and
 * the notices. `step` is the engine's result after the action that the caller already recorded.
 */
async function settle(tx: Tx, model: ProcessModel, instance: InstanceRow, step: StepResult, variables: Record<string, unknown>, history: HistoryEntry[], actorId: number | null) {
  const candidates = await countersignCandidates(tx, model, variables, instance.enterpriseId);
  const lookup = (id: string) => candidates.get(id) ?? [];
  history.push(...stepHistory(model, step));
  // Skip expressions: pass such tasks through before anyone is asked.
  for (let guard = 0; !step.ended && guard < 50; guard++) {
    const skip = skippable(model, step.waiting, variables);
    if (!skip) break;
    const spec = model.nodes.get(skip.activityId)!;
    history.push({ kind: 'task_skipped', activityId: spec.id, activityName: spec.name });
    step = await signalRun(model, step.state, skip.executionId, {}, { skipped: true }, lookup);
    history.push(...stepHistory(model, step));
  }
  const created = await applyWaits(tx, model, instance, step, variables, history);
  let status: number = INSTANCE_STATUS.pending;
  if (step.ended) {
    // The outcome is the last decision: an instance whose final approval said no ends rejected.
    status = variables.approved === false ? INSTANCE_STATUS.rejected : INSTANCE_STATUS.passed;
    await tx.query(`UPDATE workflow_task SET status = ${TASK_STATUS.withdrawn}, completed_at = now() WHERE instance_id = $1 AND status = ${TASK_STATUS.pending}`, [instance.id]);
    history.push(...listenerEntries(model.processListeners, 'end', model.processId, model.processName, 'execution'));
    history.push({ kind: 'end', userId: actorId, outcome: status === INSTANCE_STATUS.passed ? 'approved' : 'rejected' });
  }
  await tx.query(
    `UPDATE workflow_instance SET state = $2, variables = $3, status = $4::int, revision = revision + 1, updated_at = now(),
            ended_at = CASE WHEN $4::int = ${INSTANCE_STATUS.pending} THEN NULL ELSE now() END
      WHERE id = $1`,
    [instance.id, step.ended ? null : JSON.stringify(step.state), JSON.stringify(variables), status],
  );
  await appendHistory(tx, instance.id, history);
  const summary: InstanceSummary = { ...instance, status, variables };
  await notifyAssignees(tx, summary, created);
  if (step.ended) {
    await notifyStarter(tx, summary, status);
    await runOutcomeHandlers({ tx, instance: summary, status, userId: actorId });
  }
  return { status, tasks: created.map((c) => ({ id: c.id, name: c.name, activityId: c.waiting.activityId, candidates: c.candidates })) };
}

const lookupFor = (candidates: Map<string, number[]>) => (id: string) => candidates.get(id) ?? [];

async function runEngine<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof EngineError) throw workflowErrors.engineFailed(err.message);
    throw err;
  }
}

/**
 * Starts an instance of the newest deployment of processKey visible to the enterprise.
 */
export async function startProcess(db: TxRunner, processKey: string, options: StartOptions) {
  return db.transaction((tx) => startProcessIn(tx, processKey, options));
}

/** startProcess inside the caller's transaction (a feature's record and its process commit together). */
export async function startProcessIn(tx: Tx, processKey: string, options: StartOptions) {
  {
    const definition = await latestDefinition(tx, processKey, options.enterpriseId);
    if (!definition) throw workflowErrors.notFound('definitionMissing');
    const model = await modelOf(tx, definition.id);
    const formVersions = await pinFormVersions(tx, model, options.enterpriseId);
    // A start event with a form: the application's data is that form's, checked with its rules.
    const startForm = startFormKeyOf(model, formVersions);
    const formData = startForm
      ? await checkPinnedForm(tx, options.enterpriseId, startForm, formVersions[startForm], { data: options.formData, hidden: options.formHidden, locale: options.locale ?? 'zh-CN' })
      : options.formData;
    const variables: Record<string, unknown> = { ...(options.variables ?? {}), ...(options.formDataAsVariables ? formData : {}), starterUserId: options.starterUserId };
    const start = [...model.nodes.values()].find((n) => n.type === 'bpmn:StartEvent' && n.initiator);
    variables[start?.initiator ?? 'initiator'] = options.starterUserId;
    const { rows } = await tx.query<InstanceRow>(
      `INSERT INTO workflow_instance (definition_id, enterprise_id, business_type, business_key, title, starter_user_id, variables, form_data, form_versions)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${INSTANCE_COLUMNS}`,
      [definition.id, options.enterpriseId, options.businessType, options.businessKey ?? null, (options.title ?? definition.name).slice(0, 200), options.starterUserId,
        JSON.stringify(variables), JSON.stringify(formData ?? {}), JSON.stringify(formVersions)],
    );
    const instance = normalizeInstance(rows[0]);
    const candidates = await countersignCandidates(tx, model, variables, instance.enterpriseId);
    const step = await runEngine(() => startRun(model, variables, lookupFor(candidates)));
    const history: HistoryEntry[] = [
      { kind: 'start', userId: options.starterUserId, formData: formData ?? null, detail: { definitionId: definition.id, processKey, ...(startForm ? { formKey: startForm, formVersion: formVersions[startForm] } : {}) } },
      ...listenerEntries(model.processListeners, 'start', model.processId, model.processName, 'execution'),
    ];
    const result = await runEngine(() => settle(tx, model, instance, step, variables, history, options.starterUserId));
    return { instanceId: instance.id, ...result };
  }
}

/** Whether the actor may see/act in the task's scope: the same enterprise, or the back office for platform tasks. */
export function inScope(actor: Actor, enterpriseId: number | null): boolean {
  return actor.area === 'admin' ? true : enterpriseId !== null && enterpriseId === actor.enterpriseId;
}

/**
 * Completes a user task. The instance row is locked first (SELECT … FOR UPDATE), so of two concurrent
 * completions — in one process or in several — exactly one advances the engine; the other then finds
 * the task done and gets 2010108.
 */
export async function completeTask(db: TxRunner, taskId: number, actor: Actor, options: CompleteOptions) {
  return db.transaction(async (tx) => {
    const { rows: found } = await tx.query<{ instanceId: number; enterpriseId: number | null }>(
      'SELECT instance_id AS "instanceId", enterprise_id AS "enterpriseId" FROM workflow_task WHERE id = $1',
      [taskId],
    );
    if (!found[0] || !inScope(actor, num(found[0].enterpriseId))) throw workflowErrors.notFound('taskMissing');
    const { rows: locked } = await tx.query<InstanceRow>(`SELECT ${INSTANCE_COLUMNS} FROM workflow_instance WHERE id = $1 FOR UPDATE`, [found[0].instanceId]);
    const instance = normalizeInstance(locked[0]);
    const { rows: tasks } = await tx.query<{ status: number; candidates: Array<number | string>; executionId: string; activityId: string; name: string; formKey: string | null; formVersion: number | null }>(
      `SELECT status, candidates, execution_id AS "executionId", activity_id AS "activityId", name, form_key AS "formKey", form_version AS "formVersion"
         FROM workflow_task WHERE id = $1`,
      [taskId],
    );
    const task = tasks[0];
    if (Number(task.status) !== TASK_STATUS.pending || instance.status !== INSTANCE_STATUS.pending) throw workflowErrors.taskDone();
    if (!task.candidates.map(Number).includes(actor.userId)) throw workflowErrors.notCandidate();
    // A task with a form: its data is checked with the pinned version's rules on either decision (the form
    // is what the task records), and its fields become process variables for the gateways after it.
    const pinned = task.formKey && task.formVersion !== null;
    const formData = pinned
      ? await checkPinnedForm(tx, instance.enterpriseId, task.formKey!, Number(task.formVersion), { data: options.formData, hidden: options.formHidden, locale: options.locale ?? 'zh-CN' })
      : options.formData;
    const formVariables = pinned ? formData : {};

    const model = await modelOf(tx, instance.definitionId);
    const spec = model.nodes.get(task.activityId)!;
    const variables: Record<string, unknown> = { ...instance.variables, ...formVariables, ...(options.variables ?? {}), approved: options.approved };
    const candidates = await countersignCandidates(tx, model, variables, instance.enterpriseId);
    if (spec.multiInstance) {
      const total = loopSize(spec.multiInstance, variables, candidates.get(spec.id));
      Object.assign(variables, await countersignOutcome(tx, instance.id, task.executionId, spec.multiInstance.completionCondition, options.approved, variables, total));
    }
    const comment = options.comment?.trim() || null;
    await tx.query(
      `UPDATE workflow_task SET status = ${TASK_STATUS.completed}, outcome = $2, comment = $3, form_data = $4, completed_by = $5, completed_at = now() WHERE id = $1`,
      [taskId, options.approved ? 'approved' : 'rejected', comment, formData ? JSON.stringify(formData) : null, actor.userId],
    );
    const history: HistoryEntry[] = [
      { kind: 'task_completed', activityId: spec.id, activityName: spec.name, taskId, userId: actor.userId, outcome: options.approved ? 'approved' : 'rejected', comment, formData: formData ?? null },
      ...listenerEntries(spec.taskListeners, 'complete', spec.id, spec.name, 'task'),
    ];
    const output = { approved: options.approved, userId: actor.userId };
    const step = await runEngine(() => signalRun(model, instance.state, task.executionId, variables, output, lookupFor(candidates)));
    const result = await runEngine(() => settle(tx, model, instance, step, variables, history, actor.userId));
    return { instanceId: instance.id, ...result };
  });
}

/** How many iterations a countersign has: its collection, its cardinality, or its candidates. */
function loopSize(mi: MultiInstanceSpec | undefined, variables: Record<string, unknown>, candidates: number[] | undefined): number {
  if (!mi) return 1;
  if (mi.collection) {
    const value = isExpression(mi.collection) ? evaluateFor(mi.collection, variables) : variables[mi.collection];
    return Array.isArray(value) ? value.length : 1;
  }
  if (mi.loopCardinality) return Number(evaluateFor(mi.loopCardinality, variables)) || 1;
  return candidates?.length ?? 1;
}

/**
 * A countersign's verdict if it ends with this completion: a completion condition phrased in approvals
 * (nrOfApproved) is the pass rule; any other condition only ends the loop early, and then the
 * countersign passes when nobody rejected (docs/workflow.md).
 */
async function countersignOutcome(
  tx: Tx,
  instanceId: number,
  executionId: string,
  condition: string | undefined,
  approved: boolean,
  variables: Record<string, unknown>,
  total: number,
) {
  const parent = executionId.replace(/_\d+$/, '');
  const { rows } = await tx.query<{ outcome: string | null }>(
    `SELECT outcome FROM workflow_task
      WHERE instance_id = $1 AND left(execution_id, length($2) + 1) = $2 || '_' AND execution_id <> $3 AND status = ${TASK_STATUS.completed}`,
    [instanceId, parent, executionId],
  );
  const loopOutput = [...rows.map((r) => ({ approved: r.outcome === 'approved' })), { approved }];
  const counts = countersignCounts({ loopOutput, loopCardinality: Math.max(total, loopOutput.length) });
  const verdict = condition && /nrOfApproved/.test(condition) ? isTruthy(evaluateFor(condition, variables, counts)) : counts.nrOfRejected === 0;
  return { ...counts, approved: verdict };
}
