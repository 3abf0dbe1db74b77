/** Task notices (type task): the people concerned hear of a new, overdue, completed or terminated task. */
import { createNotices, NOTICE_TYPES, usersHolding, type Db } from '../../../server/plugin-api';
import { isEnterpriseWide, TASK_KEYS, TASK_ROUTES, type IssuerArea } from '../contract';
import { LEVEL_NAMES } from './messages';

type Tx = Pick<Db, 'query'>;

export interface NoticeTask {
  id: number;
  enterpriseId: number;
  title: string;
  level: number;
  deadline: string;
  issuerArea: IssuerArea;
  issuedBy: number | null;
  assigneeId: number | null;
  /** The group that issued the task (issuer area 'group'). */
  issuerGroupId?: number | null;
}

/** Who works on the task: its assignee, or for a task the back office or a group issued to the enterprise, the holders of the handle key. */
export async function workersOf(tx: Tx, task: NoticeTask): Promise<number[]> {
  if (task.assigneeId !== null) return [task.assigneeId];
  return isEnterpriseWide(task.issuerArea) ? usersHolding(tx, task.enterpriseId, TASK_KEYS.handle) : [];
}

/** The client issuer (the back office and a group read their own lists instead of notices). */
const issuerOf = (task: NoticeTask): number[] => (task.issuerArea === 'client' && task.issuedBy !== null ? [task.issuedBy] : []);

async function send(tx: Tx, task: NoticeTask, users: number[], title: string, content: string): Promise<number> {
  const owners = [...new Set(users)].map((userId) => ({ userId, enterpriseId: task.enterpriseId }));
  return createNotices(tx, { type: NOTICE_TYPES.task, title, content, bizId: String(task.id), link: `${TASK_ROUTES.messageDetail}/${task.id}` }, owners);
}

/** Written in the transaction that issued the task: the notice exists iff the task was issued. */
export async function notifyIssued(tx: Tx, task: NoticeTask): Promise<number> {
  return send(tx, task, await workersOf(tx, task), `新任务：${task.title}`, `${LEVEL_NAMES[task.level] ?? ''}任务“${task.title}”已下发给您，截止时间 ${task.deadline}，请及时处理。`);
}

export async function notifyOverdue(tx: Tx, task: NoticeTask): Promise<number> {
  const users = [...(await workersOf(tx, task)), ...issuerOf(task)];
  return send(tx, task, users, `任务逾期：${task.title}`, `任务“${task.title}”已超过截止时间 ${task.deadline} 仍未完成。`);
}

/**
 * The client issuer hears of a completed task; for a task a group issued, its managers (the holders of the
 * task key in the group) do, under the group, with a link to the group's task detail. Whoever completed
 * it is not told of their own act.
 */
export async function notifyCompleted(tx: Tx, task: NoticeTask, byUserId: number): Promise<number> {
  const title = `任务已完成：${task.title}`;
  const sent = await send(tx, task, issuerOf(task).filter((u) => u !== byUserId), title, `任务“${task.title}”已完成，请查看反馈。`);
  if (task.issuerArea !== 'group' || !task.issuerGroupId) return sent;
  const groupId = task.issuerGroupId;
  const managers = (await usersHolding(tx, groupId, TASK_KEYS.view)).filter((u) => u !== byUserId);
  const { rows } = await tx.query<{ name: string }>('SELECT name FROM enterprise WHERE id = $1', [task.enterpriseId]);
  const content = `成员企业“${rows[0]?.name ?? ''}”已完成集团下发的任务“${task.title}”，请查看反馈。`;
  const notice = { type: NOTICE_TYPES.task, title, content, bizId: String(task.id), link: `${TASK_ROUTES.groupDetail}/${task.id}` };
  return sent + (await createNotices(tx, notice, managers.map((userId) => ({ userId, enterpriseId: groupId }))));
}

export async function notifyTerminated(tx: Tx, task: NoticeTask, reason: string): Promise<number> {
  return send(tx, task, await workersOf(tx, task), `任务已终止：${task.title}`, `任务“${task.title}”已被终止：${reason}`);
}
