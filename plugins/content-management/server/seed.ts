/** Demo headlines: two published (one with its synopsis shown), one draft; once, when the table is empty. */
import { sanitizeRichText, type Db } from '../../../server/plugin-api';

type SeedDb = Pick<Db, 'query' | 'transaction'>;

const DEMO = [
  {
    title: '生态环境部发布《排污许可管理办法》修订要点',
    synopsis: '新办法细化了排污单位自行监测、台账记录和执行报告的要求，企业应对照梳理。',
    body: '<p>生态环境部近日发布排污许可管理办法修订要点，进一步明确排污单位的<strong>自行监测</strong>、<strong>环境管理台账</strong>和<strong>执行报告</strong>要求。</p><ul><li>台账记录保存期限不少于五年；</li><li>自动监测数据应按规定联网传输；</li><li>执行报告按年度、季度提交。</li></ul>',
    news: 1,
    synopsisStatus: 2,
  },
  {
    title: '夏季臭氧污染防治攻坚：VOCs治理设施运行提示',
    synopsis: '高温季节请重点检查活性炭更换周期与废气收集效率。',
    body: '<p>进入夏季，臭氧污染进入高发期。请各企业重点检查挥发性有机物（VOCs）治理设施运行情况，按时更换活性炭，做好运行记录。</p>',
    news: 1,
    synopsisStatus: 1,
  },
  {
    title: '（草稿）危险废物规范化环境管理评估指标解读',
    synopsis: '',
    body: '<p>本文解读危险废物规范化环境管理评估指标，待审核后发布。</p>',
    news: 0,
    synopsisStatus: 1,
  },
] as const;

export async function seedHeadlines(db: SeedDb): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query('SELECT 1 FROM content_article LIMIT 1');
    if (rows.length > 0) return;
    for (const [i, a] of DEMO.entries()) {
      await tx.query(
        `INSERT INTO content_article (title, synopsis, body, news_status, synopsis_status, published_at)
         VALUES ($1, $2, $3, $4::int, $5::int, CASE WHEN $4::int = 1 THEN now() - make_interval(days => $6::int) END)`,
        [a.title, a.synopsis, sanitizeRichText(a.body), a.news, a.synopsisStatus, i + 1],
      );
    }
  });
}
