import type { Db } from '../../core/contracts';
import { NOTICE_TYPES } from './types';

const SEED_MARKER = 'seed.notices';

const DEMO_NOTICES: { type: number; title: string; content: string }[] = [
  { type: NOTICE_TYPES.risk, title: '废气排放口 COD 浓度超标预警', content: '1号排放口 COD 小时均值超过排放限值，请及时核查处置。' },
  { type: NOTICE_TYPES.task, title: '新的巡检任务：月度危废仓库检查', content: '请于本月25日前完成危废仓库巡检并上传记录。' },
  { type: NOTICE_TYPES.approval, title: '设备台账变更待审批', content: '设备台账“在线监测仪”的变更申请等待您的审批。' },
  { type: NOTICE_TYPES.system, title: '系统维护通知', content: '平台将于本周六 22:00-24:00 进行例行维护。' },
];

/** Demo messages for every client grant of the demo data (once per database, app_meta marker). */
export async function seedDemoNotices(db: Pick<Db, 'query'>): Promise<void> {
  const marker = await db.query(`INSERT INTO app_meta (key, value) VALUES ($1, 'done') ON CONFLICT (key) DO NOTHING RETURNING key`, [SEED_MARKER]);
  if (marker.rows.length === 0) return;
  for (const notice of DEMO_NOTICES) {
    await db.query(
      `INSERT INTO notice (enterprise_id, user_id, type, title, content)
       SELECT ue.enterprise_id, ue.user_id, $1, $2, $3 FROM user_enterprise ue`,
      [notice.type, notice.title, notice.content],
    );
  }
}
