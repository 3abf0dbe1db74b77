import { createNotice, createNotices } from '../plugins/notices/repository';
import { NOTICE_TYPES } from '../plugins/notices/types';
import { INSTANCE_STATUS, type InstanceSummary, type Tx } from './types';

/**
 * Approval notices (type 3, biz_id = the instance id, opened at /system-message/system-examine-detail).
 * Notices belong to an enterprise, so platform processes (no enterprise) notify nobody here: their
 * reviewers work from the back office's list.
 */
export async function notifyAssignees(tx: Tx, instance: InstanceSummary, tasks: Array<{ name: string; candidates: number[] }>) {
  if (instance.enterpriseId === null) return;
  const enterpriseId = instance.enterpriseId;
  for (const task of tasks) {
    await createNotices(
      tx,
      { type: NOTICE_TYPES.approval, title: `待审批：${instance.title}`, content: `「${instance.title}」已到达「${task.name}」，请您审批。`, bizId: String(instance.id) },
      task.candidates.map((userId) => ({ userId, enterpriseId })),
    );
  }
}

export async function notifyStarter(tx: Tx, instance: InstanceSummary, status: number) {
  if (instance.enterpriseId === null || instance.starterUserId === null) return;
  const verdict = status === INSTANCE_STATUS.passed ? '已通过' : '已驳回';
  await createNotice(tx, {
    enterpriseId: instance.enterpriseId,
    userId: instance.starterUserId,
    type: NOTICE_TYPES.approval,
    title: `审批${verdict}：${instance.title}`,
    content: `您提交的「${instance.title}」${verdict}。`,
    bizId: String(instance.id),
  });
}
