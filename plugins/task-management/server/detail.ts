/** A task as its detail page shows it: record, feedback history, event history and what the caller may do now. */
import type { FastifyInstance } from 'fastify';
import { signAttachments, type Db } from '../../../server/plugin-api';
import { canMove, TASK_STATUS, TASK_TRANSITIONS, type TaskAction, type TaskDetail } from '../contract';
import { mayAct, type TaskCaller } from './actions';
import { feedbackOf, findTask, historyOf } from './store';

type Query = Pick<Db, 'query'>;

const ACTIONS = Object.keys(TASK_TRANSITIONS) as TaskAction[];

/**
 * Client: a task of the caller's enterprise (drafts only for their issuer); back office: a task it issued;
 * group: a task it issued to one of its current members.
 */
export async function taskDetail(db: Query, id: number, caller: TaskCaller): Promise<TaskDetail | undefined> {
  const scope = caller.area === 'client' ? [caller.enterpriseId] : caller.area === 'group' ? caller.memberIds : null;
  const task = await findTask(db, id, scope);
  if (!task) return undefined;
  if (caller.area === 'admin' && task.issuerArea !== 'admin') return undefined;
  if (caller.area === 'group' && (task.issuerArea !== 'group' || task.issuerGroupId !== caller.groupId)) return undefined;
  if (caller.area === 'client' && task.status === TASK_STATUS.notStarted && task.issuedBy !== caller.userId) return undefined;
  const [feedback, history] = await Promise.all([feedbackOf(db, id), historyOf(db, id)]);
  const { issuedBy: _i, issuerGroupId: _g, ...record } = task;
  const actions = Object.fromEntries(ACTIONS.map((a) => [a, mayAct(caller, task, a) && canMove(a, task.status)])) as Record<TaskAction, boolean>;
  return { ...record, feedback, history, actions };
}

/**
 * A detail for an issuer outside the task's enterprise (back office, group): they have no file API of
 * that enterprise to sign links through, so the files come signed.
 */
export async function withSignedFiles(app: FastifyInstance, detail: TaskDetail): Promise<TaskDetail> {
  const feedback = await Promise.all(detail.feedback.map(async (f) => ({ ...f, attachments: await signAttachments(app, f.attachments) })));
  return { ...detail, attachments: await signAttachments(app, detail.attachments), feedback };
}
