/** A task as its detail page shows it: record, feedback history, event history and what the caller may do now. */
import type { Db } from '../../../server/plugin-api';
import { canMove, TASK_STATUS, TASK_TRANSITIONS, type TaskAction, type TaskDetail } from '../contract';
import { mayAct, type TaskCaller } from './actions';
import { feedbackOf, findTask, historyOf } from './store';

type Query = Pick<Db, 'query'>;

const ACTIONS = Object.keys(TASK_TRANSITIONS) as TaskAction[];

/** Client: a task of the caller's enterprise (drafts only for their issuer); back office: a task it issued. */
export async function taskDetail(db: Query, id: number, caller: TaskCaller): Promise<TaskDetail | undefined> {
  const task = await findTask(db, id, caller.area === 'client' ? [caller.enterpriseId] : null);
  if (!task) return undefined;
  if (caller.area === 'admin' && task.issuerArea !== 'admin') return undefined;
  if (caller.area === 'client' && task.status === TASK_STATUS.notStarted && task.issuedBy !== caller.userId) return undefined;
  const [feedback, history] = await Promise.all([feedbackOf(db, id), historyOf(db, id)]);
  const { issuedBy: _i, ...record } = task;
  const actions = Object.fromEntries(ACTIONS.map((a) => [a, mayAct(caller, task, a) && canMove(a, task.status)])) as Record<TaskAction, boolean>;
  return { ...record, feedback, history, actions };
}
