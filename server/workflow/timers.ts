import type { Db } from '../core/contracts';
import { createNotice } from '../plugins/notices/repository';
import { NOTICE_TYPES } from '../plugins/notices/types';
import { appendHistory } from './history';
import { TASK_STATUS } from './types';

interface DueRow {
  timerId: number;
  taskId: number;
  instanceId: number;
  enterpriseId: number | null;
  activityId: string;
  name: string;
  candidates: Array<number | string>;
  title: string;
  dueAt: string;
}

/**
 * Fires the due-date timers that are due: each once, across restarts and server processes (a timer row
 * is claimed with FOR UPDATE SKIP LOCKED and marked fired in the same transaction). Firing records the
 * overdue task in the history and reminds its candidates; the task stays open (an overdue approval is
 * still an approval to make). Returns how many fired.
 */
export async function fireDueTimers(db: Pick<Db, 'transaction'>, limit = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<DueRow>(
      `WITH due AS (
         SELECT id FROM workflow_timer WHERE fired_at IS NULL AND due_at <= now() ORDER BY due_at LIMIT $1 FOR UPDATE SKIP LOCKED
       ), fired AS (
         UPDATE workflow_timer t SET fired_at = now() FROM due WHERE t.id = due.id RETURNING t.id, t.task_id, t.instance_id, t.due_at
       )
       SELECT f.id AS "timerId", f.task_id AS "taskId", f.instance_id AS "instanceId", k.enterprise_id AS "enterpriseId", k.activity_id AS "activityId",
              k.name, k.candidates, i.title, f.due_at AS "dueAt"
         FROM fired f JOIN workflow_task k ON k.id = f.task_id JOIN workflow_instance i ON i.id = f.instance_id
        WHERE k.status = ${TASK_STATUS.pending}
        ORDER BY f.id`,
      [limit],
    );
    for (const row of rows) {
      await appendHistory(tx, Number(row.instanceId), [
        { kind: 'timer_fired', activityId: row.activityId, activityName: row.name, taskId: Number(row.taskId), detail: { dueAt: row.dueAt } },
      ]);
      if (row.enterpriseId === null) continue;
      for (const userId of row.candidates.map(Number)) {
        await createNotice(tx, {
          enterpriseId: Number(row.enterpriseId),
          userId,
          type: NOTICE_TYPES.approval,
          title: `审批已超时：${row.title}`,
          content: `「${row.title}」在「${row.name}」已超过到期时间，请尽快审批。`,
          bizId: String(row.instanceId),
        });
      }
    }
    return rows.length;
  });
}

/** The job the server runs (job runner, docs/plugins.md): claimed once per interval across processes. */
export const WORKFLOW_TIMER_JOB = {
  name: 'workflow-timers',
  everySeconds: 5,
  async run({ db }: { db: Db }) {
    while ((await fireDueTimers(db)) === 100) {
      /* a backlog after downtime: keep going in batches */
    }
  },
};
