/**
 * Overdue marking (scheduled job): a pending or in-progress task whose deadline passed is marked once
 * (overdue_at) and its workers and issuer are notified, in one transaction per task so a crash half way
 * leaves no task marked without its notices. The claim (`overdue_at IS NULL` under the row lock) makes a
 * second runner skip it, should two ever overlap.
 */
import type { Db } from '../../../server/plugin-api';
import { TASK_STATUS } from '../contract';
import { notifyOverdue, type NoticeTask } from './notify';
import { appendEvent } from './store';

const BATCH = 200;

export async function markOverdue(db: Db, now: Date = new Date()): Promise<number> {
  let marked = 0;
  for (;;) {
    const { rows } = await db.query<{ id: number }>(
      `SELECT id FROM task WHERE status IN (0, 1) AND overdue_at IS NULL AND deadline < $1::timestamptz ORDER BY deadline, id LIMIT ${BATCH}`,
      [now.toISOString()],
    );
    if (rows.length === 0) return marked;
    for (const { id } of rows) {
      const done = await db.transaction(async (tx) => {
        const { rows: claimed } = await tx.query<NoticeTask & { status: number }>(
          `UPDATE task SET overdue_at = now() WHERE id = $1 AND status IN (0, 1) AND overdue_at IS NULL AND deadline < $2::timestamptz
           RETURNING id, enterprise_id AS "enterpriseId", title, level, status, deadline, issuer_area AS "issuerArea", issued_by AS "issuedBy", assignee_id AS "assigneeId"`,
          [id, now.toISOString()],
        );
        const t = claimed[0];
        if (!t) return false;
        const task = { ...t, id: Number(t.id), enterpriseId: Number(t.enterpriseId), issuedBy: t.issuedBy === null ? null : Number(t.issuedBy), assigneeId: t.assigneeId === null ? null : Number(t.assigneeId) };
        const status = Number(t.status) as typeof TASK_STATUS.pending;
        await appendEvent(tx, { taskId: task.id, action: 'overdue', from: status, to: status, userId: null });
        await notifyOverdue(tx, task);
        return true;
      });
      if (done) marked += 1;
    }
    if (rows.length < BATCH) return marked;
  }
}
