import { defineServerPlugin } from '../../../server/plugin-api';
import { routes } from './routes';

/** The server half of __NAME__: its routes, and one demo entry for the demo enterprise 江苏绿源化工. */
export default defineServerPlugin({
  routes,
  async seed({ db, demoEnterpriseId }) {
    const enterpriseId = await demoEnterpriseId('jiangsu');
    if (enterpriseId === undefined) return;
    await db.query(
      `INSERT INTO __SNAKE__ (enterprise_id, title) SELECT $1, '__TITLE_ZH__示例' WHERE NOT EXISTS (SELECT 1 FROM __SNAKE__ WHERE enterprise_id = $1)`,
      [enterpriseId],
    );
  },
});
