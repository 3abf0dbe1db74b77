/**
 * Demo tasks of 浙江清泉水务 (idempotent: only while it has none): one the back office issued to the
 * enterprise, one its admin (张伟) gave to 李娜 with her feedback, so lists, details and statistics show data.
 */
import type { SeedContext } from '../../../server/plugin-api';

export async function seedTasks({ db, demoEnterpriseId, log }: SeedContext): Promise<void> {
  const enterpriseId = await demoEnterpriseId('zhejiang');
  if (enterpriseId === undefined) return;
  const { rows: existing } = await db.query('SELECT 1 FROM task WHERE enterprise_id = $1 LIMIT 1', [enterpriseId]);
  if (existing.length > 0) return;
  const { rows: people } = await db.query<{ id: number; who: string }>(
    `SELECT id, CASE WHEN phone = '13800000001' THEN 'zhang' WHEN phone = '13800000002' THEN 'li' ELSE 'admin' END AS who
       FROM app_user WHERE phone IN ('13800000001', '13800000002') OR account = 'admin'`,
  );
  const idOf = (who: string) => people.find((p) => p.who === who)?.id ?? null;
  if (idOf('zhang') === null || idOf('li') === null) return;
  await db.transaction(async (tx) => {
    const insert = async (values: unknown[]) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO task (enterprise_id, title, body, level, deadline, status, issuer_area, issued_by, assignee_id, issued_at)
         VALUES ($1, $2, $3, $4, now() + ($5 || ' days')::interval, $6, $7, $8, $9, now()) RETURNING id`,
        [enterpriseId, ...values],
      );
      const id = Number(rows[0].id);
      await tx.query(`INSERT INTO task_event (task_id, action, from_status, to_status, user_id) VALUES ($1, 'create', NULL, -1, $2), ($1, 'issue', -1, 0, $2)`, [id, values[6]]);
      return id;
    };
    await insert(['2026年度排污许可执行报告编制', '<p>请于截止时间前完成年度排污许可执行报告的编制并上传。</p>', 2, '30', 0, 'admin', idOf('admin'), null]);
    const patrol = await insert(['污水处理站月度巡检', '<p>按巡检表逐项检查格栅、曝气池和二沉池，并反馈巡检记录。</p>', 1, '10', 1, 'client', idOf('zhang'), idOf('li')]);
    await tx.query(`INSERT INTO task_feedback (task_id, user_id, content) VALUES ($1, $2, '已完成格栅和曝气池检查，二沉池明日检查。')`, [patrol, idOf('li')]);
    await tx.query(`INSERT INTO task_event (task_id, action, from_status, to_status, user_id, comment) VALUES ($1, 'feedback', 0, 1, $2, '已完成格栅和曝气池检查，二沉池明日检查。')`, [patrol, idOf('li')]);
  });
  log('task-management: demo tasks of 浙江清泉水务');
}
