/**
 * The task state machine enforced (contract.ts TASK_TRANSITIONS, docs/decisions.md "Task states"): each
 * action locks the task row in the caller's scope, checks the caller's part in the task (issuer or
 * worker: 2010103), then the transition against the state it finds (2010102 with the reason), and writes
 * the new state, its history line and the notices in one transaction.
 */
import { ApiError, formatBeijing, isMember, RICH_TEXT_MAX_CHARS, sanitizeRichText, type Attachment, type Db, type Locale } from '../../../server/plugin-api';
import { canMove, isEnterpriseWide, ISSUER_ACTIONS, TASK_STATUS, type TaskAction, type TaskLevel, type TaskSourceType, type TaskStatus } from '../contract';
import { fieldError, text, transitionRefused } from './messages';
import { notifyCompleted, notifyIssued, notifyTerminated, type NoticeTask } from './notify';
import { appendEvent, insertTask } from './store';

type Tx = Pick<Db, 'query'>;

/**
 * Who acts: an enterprise's user (with the keys that matter here), the back office, or a management
 * group's user (the group and its current member enterprises: group-wide routes).
 */
export type TaskCaller =
  | { area: 'client'; userId: number; enterpriseId: number; locale: Locale; may: { issue: boolean; handle: boolean } }
  | { area: 'admin'; userId: number; locale: Locale }
  | { area: 'group'; userId: number; groupId: number; memberIds: readonly number[]; locale: Locale };

/** The issuers of tasks to whole enterprises. */
export type EnterpriseIssuer = Extract<TaskCaller, { area: 'admin' | 'group' }>;

interface Locked extends NoticeTask {
  status: TaskStatus;
  issuerGroupId: number | null;
}

const LOCK_SQL = `SELECT id, enterprise_id AS "enterpriseId", title, level, status, deadline, issuer_area AS "issuerArea",
  issued_by AS "issuedBy", assignee_id AS "assigneeId", issuer_group_id AS "issuerGroupId" FROM task WHERE id = $1`;

const isIssuerAction = (action: TaskAction) => (ISSUER_ACTIONS as readonly TaskAction[]).includes(action);

/** The caller's part in the task: may they take this action at all (the state aside)? */
export function mayAct(caller: TaskCaller, task: Pick<Locked, 'issuerArea' | 'issuedBy' | 'assigneeId' | 'issuerGroupId'>, action: TaskAction): boolean {
  if (caller.area === 'admin') return task.issuerArea === 'admin' && isIssuerAction(action);
  if (caller.area === 'group') return task.issuerArea === 'group' && task.issuerGroupId === caller.groupId && isIssuerAction(action);
  if (isIssuerAction(action)) return caller.may.issue && task.issuerArea === 'client' && task.issuedBy === caller.userId;
  if (task.assigneeId !== null) return task.assigneeId === caller.userId;
  return isEnterpriseWide(task.issuerArea) && caller.may.handle;
}

/** The caller's scope in SQL after LOCK_SQL ($1 = the task id). */
function scopeOf(caller: TaskCaller, taskId: number): [string, unknown[]] {
  if (caller.area === 'client') return ['AND enterprise_id = $2', [taskId, caller.enterpriseId]];
  if (caller.area === 'group') return [`AND issuer_area = 'group' AND issuer_group_id = $2 AND enterprise_id = ANY($3::bigint[])`, [taskId, caller.groupId, [...caller.memberIds]]];
  return [`AND issuer_area = 'admin'`, [taskId]];
}

/** Locks the task (FOR UPDATE) in the caller's scope and checks the caller's part and the transition. */
async function lockFor(tx: Tx, action: TaskAction, taskId: number, caller: TaskCaller): Promise<Locked> {
  const [scope, params] = scopeOf(caller, taskId);
  const { rows } = await tx.query<Locked>(`${LOCK_SQL} ${scope} FOR UPDATE`, params);
  const row = rows[0];
  if (!row) throw ApiError.notFound();
  const task: Locked = {
    ...row,
    id: Number(row.id),
    enterpriseId: Number(row.enterpriseId),
    level: Number(row.level),
    status: Number(row.status) as TaskStatus,
    issuedBy: row.issuedBy === null ? null : Number(row.issuedBy),
    assigneeId: row.assigneeId === null ? null : Number(row.assigneeId),
    issuerGroupId: row.issuerGroupId === null ? null : Number(row.issuerGroupId),
  };
  // Drafts are the issuer's alone: to anyone else the task does not exist yet.
  if (task.status === TASK_STATUS.notStarted && !(caller.area === 'client' && task.issuedBy === caller.userId)) throw ApiError.notFound();
  if (!mayAct(caller, task, action)) throw ApiError.noPermission(text(isIssuerAction(action) ? 'notIssuer' : 'notWorker', caller.locale));
  if (!canMove(action, task.status)) throw transitionRefused(action, task.status, caller.locale);
  return task;
}

async function move(tx: Tx, task: Locked, action: TaskAction, to: TaskStatus, userId: number, comment: string | null, extraSet = ''): Promise<void> {
  await tx.query(`UPDATE task SET status = $2, updated_at = now()${extraSet} WHERE id = $1`, [task.id, to]);
  await appendEvent(tx, { taskId: task.id, action, from: task.status, to, userId, comment });
}

export interface TaskInput {
  title: string;
  body?: string;
  level: TaskLevel;
  deadline: string;
  attachments: Attachment[];
}

/** The stored body: sanitised on every save; the spec §5 limit applies to what remains. */
export function cleanBody(body: string | undefined, locale: Locale): string {
  const clean = sanitizeRichText(body ?? '');
  if (clean.length > RICH_TEXT_MAX_CHARS) throw ApiError.badParameter([fieldError('body', 'bodyTooLong', locale)], locale);
  return clean;
}

/** A deadline a task is issued with must lie ahead (`YYYY-MM-DD HH:mm:ss`, China time). */
export function checkDeadline(deadline: string, locale: Locale): void {
  if (deadline <= formatBeijing(new Date())) throw ApiError.badParameter([fieldError('deadline', 'pastDeadline', locale)], locale);
}

async function checkAssignee(db: Tx, enterpriseId: number, assigneeId: number, locale: Locale): Promise<void> {
  if (!(await isMember(db, enterpriseId, assigneeId))) throw ApiError.badParameter([fieldError('assigneeId', 'notMember', locale)], locale);
}

type ClientCaller = Extract<TaskCaller, { area: 'client' }>;

/** An enterprise's user gives a task to a colleague: saved as -1 (not started), or issued at once (→ 0). */
export async function createTask(
  db: Db,
  caller: ClientCaller,
  input: TaskInput & { assigneeId: number; issue: boolean; source?: { type: TaskSourceType; id: number; title?: string } },
): Promise<{ id: number }> {
  const body = cleanBody(input.body, caller.locale);
  checkDeadline(input.deadline, caller.locale);
  await checkAssignee(db, caller.enterpriseId, input.assigneeId, caller.locale);
  return db.transaction(async (tx) => {
    const status = input.issue ? TASK_STATUS.pending : TASK_STATUS.notStarted;
    const id = await insertTask(tx, {
      enterpriseId: caller.enterpriseId,
      title: input.title.trim(),
      body,
      level: input.level,
      deadline: input.deadline,
      attachments: input.attachments,
      issuerArea: 'client',
      issuedBy: caller.userId,
      assigneeId: input.assigneeId,
      source: input.source ? { type: input.source.type, id: input.source.id, title: input.source.title?.trim() || null } : null,
      status: TASK_STATUS.notStarted,
    });
    await appendEvent(tx, { taskId: id, action: 'create', from: null, to: TASK_STATUS.notStarted, userId: caller.userId });
    if (status === TASK_STATUS.pending) {
      await tx.query('UPDATE task SET status = 0, issued_at = now() WHERE id = $1', [id]);
      await appendEvent(tx, { taskId: id, action: 'issue', from: TASK_STATUS.notStarted, to: TASK_STATUS.pending, userId: caller.userId });
      await notifyIssued(tx, { id, enterpriseId: caller.enterpriseId, title: input.title.trim(), level: input.level, deadline: input.deadline, issuerArea: 'client', issuedBy: caller.userId, assigneeId: input.assigneeId });
    }
    return { id };
  });
}

/**
 * The back office (or a group, to its members) issues one task to each enterprise given (→ 0 at once);
 * the handle-key holders there hear of it. The caller checked the enterprises are theirs to issue to.
 */
export async function createEnterpriseTasks(db: Db, caller: EnterpriseIssuer, input: TaskInput & { enterpriseIds: number[] }): Promise<{ ids: number[] }> {
  const body = cleanBody(input.body, caller.locale);
  checkDeadline(input.deadline, caller.locale);
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const enterpriseId of [...new Set(input.enterpriseIds)]) {
      const task = { enterpriseId, title: input.title.trim(), level: input.level, deadline: input.deadline, issuerArea: caller.area, issuedBy: caller.userId, assigneeId: null };
      const issuerGroupId = caller.area === 'group' ? caller.groupId : null;
      const id = await insertTask(tx, { ...task, issuerGroupId, body, attachments: input.attachments, source: null, status: TASK_STATUS.pending });
      await appendEvent(tx, { taskId: id, action: 'create', from: null, to: TASK_STATUS.notStarted, userId: caller.userId });
      await appendEvent(tx, { taskId: id, action: 'issue', from: TASK_STATUS.notStarted, to: TASK_STATUS.pending, userId: caller.userId });
      await notifyIssued(tx, { ...task, id });
      ids.push(id);
    }
    return { ids };
  });
}

/** The issuer changes a task not yet worked on (-1, 0); a new assignee of an issued task is notified. */
export async function editTask(db: Db, caller: ClientCaller, taskId: number, input: TaskInput & { assigneeId: number }): Promise<{ id: number }> {
  const body = cleanBody(input.body, caller.locale);
  checkDeadline(input.deadline, caller.locale);
  await checkAssignee(db, caller.enterpriseId, input.assigneeId, caller.locale);
  return db.transaction(async (tx) => {
    const task = await lockFor(tx, 'edit', taskId, caller);
    await tx.query(
      `UPDATE task SET title = $2, body = $3, level = $4, deadline = $5::timestamptz, attachments = $6::jsonb, assignee_id = $7,
              overdue_at = CASE WHEN $5::timestamptz > now() THEN NULL ELSE overdue_at END, updated_at = now() WHERE id = $1`,
      [task.id, input.title.trim(), body, input.level, `${input.deadline}+08`, JSON.stringify(input.attachments), input.assigneeId],
    );
    await appendEvent(tx, { taskId: task.id, action: 'edit', from: task.status, to: task.status, userId: caller.userId });
    if (task.status === TASK_STATUS.pending && task.assigneeId !== input.assigneeId) {
      await notifyIssued(tx, { ...task, title: input.title.trim(), level: input.level, deadline: input.deadline, assigneeId: input.assigneeId });
    }
    return { id: task.id };
  });
}

/** A draft (-1) is deleted outright: nobody else ever saw it. */
export async function deleteTask(db: Db, caller: ClientCaller, taskId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const task = await lockFor(tx, 'delete', taskId, caller);
    await tx.query('DELETE FROM task WHERE id = $1', [task.id]);
  });
}

/** -1 → 0: the assignee is notified; the deadline must still lie ahead. */
export async function issueTask(db: Db, caller: ClientCaller, taskId: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const task = await lockFor(tx, 'issue', taskId, caller);
    checkDeadline(task.deadline, caller.locale);
    await move(tx, task, 'issue', TASK_STATUS.pending, caller.userId, null, ', issued_at = now()');
    await notifyIssued(tx, task);
    return { id: task.id };
  });
}

/** 0 → 1: the worker takes the task on. */
export async function startTask(db: Db, caller: ClientCaller, taskId: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const task = await lockFor(tx, 'start', taskId, caller);
    await move(tx, task, 'start', TASK_STATUS.inProgress, caller.userId, null);
    return { id: task.id };
  });
}

async function addFeedback(tx: Tx, taskId: number, userId: number, content: string, attachments: Attachment[], completing: boolean): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO task_feedback (task_id, user_id, content, attachments, completing) VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING id',
    [taskId, userId, content, JSON.stringify(attachments), completing],
  );
  return Number(rows[0].id);
}

/** 0/1 → 1: a progress report with attachments (feedback on a pending task starts it). */
export async function feedbackTask(db: Db, caller: ClientCaller, taskId: number, input: { content: string; attachments: Attachment[] }): Promise<{ id: number; feedbackId: number }> {
  return db.transaction(async (tx) => {
    const task = await lockFor(tx, 'feedback', taskId, caller);
    const feedbackId = await addFeedback(tx, task.id, caller.userId, input.content, input.attachments, false);
    await move(tx, task, 'feedback', TASK_STATUS.inProgress, caller.userId, input.content);
    return { id: task.id, feedbackId };
  });
}

/** 0/1 → 2, with an optional closing feedback; the issuer is notified. */
export async function finishTask(db: Db, caller: ClientCaller, taskId: number, input: { content?: string; attachments: Attachment[] }): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const task = await lockFor(tx, 'complete', taskId, caller);
    const content = input.content?.trim() ?? '';
    if (content || input.attachments.length > 0) await addFeedback(tx, task.id, caller.userId, content, input.attachments, true);
    await move(tx, task, 'complete', TASK_STATUS.completed, caller.userId, content || null, ', completed_at = now()');
    await notifyCompleted(tx, task, caller.userId);
    return { id: task.id };
  });
}

/** -1/0/1 → 3 with the reason (required); an issued task's workers are told. */
export async function terminateTask(db: Db, caller: TaskCaller, taskId: number, reason: string): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const task = await lockFor(tx, 'terminate', taskId, caller);
    await tx.query('UPDATE task SET terminate_reason = $2 WHERE id = $1', [task.id, reason]);
    await move(tx, task, 'terminate', TASK_STATUS.terminated, caller.userId, reason);
    if (task.status !== TASK_STATUS.notStarted) await notifyTerminated(tx, task, reason);
    return { id: task.id };
  });
}
