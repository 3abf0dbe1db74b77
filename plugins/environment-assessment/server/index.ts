import type { FastifyInstance } from 'fastify';
import { ADMIN_PREFIX, adminRoute, CLIENT_PREFIX, clientRoute, defineServerPlugin, enterpriseOf, groupOf, groupRoute } from '../../../server/plugin-api';
import { GROUP_SETTING_BASE } from '../contract';
import { KEYS } from '../manifest';
import { groupRoutes } from './groupRoutes';
import { scheduledScoring } from './runs';
import { scoreRoutes } from './scoreRoutes';
import { settingRoutes } from './settingRoutes';

/** How often the scheduler looks for periods to score (README "Scoring runs"). */
export const SCORING_JOB_SECONDS = 3600;

async function routes(app: FastifyInstance): Promise<void> {
  // The enterprise's own indicators and systems (evaluationSetting), reading the templates too.
  settingRoutes(app, {
    base: `${CLIENT_PREFIX}/environment/evaluation`,
    tags: ['environment assessment: settings'],
    route: (write, docs) => clientRoute(app, write ? KEYS.settingEdit : KEYS.settingView, docs),
    owner: enterpriseOf,
  });
  // A management group's own indicators and systems (spec §2 /managementGroup customIndicator …): group-wide
  // routes (requireGroup: a member enterprise or a member-scoped call gets 2010103), owned by the group.
  settingRoutes(app, {
    base: `/api${GROUP_SETTING_BASE}`,
    tags: ['environment assessment: group settings'],
    route: (write, docs) => groupRoute(app, write ? KEYS.settingEdit : KEYS.settingView, docs),
    owner: (req) => groupOf(req).groupId,
  });
  // The back office's templates (evaluation management).
  settingRoutes(app, {
    base: `${ADMIN_PREFIX}/environment/evaluation/template`,
    tags: ['environment assessment: templates'],
    route: (_write, docs) => ({ ...adminRoute(app, docs), preHandler: [app.requireAdmin, app.requirePermission(KEYS.template)] }),
    owner: () => null,
  });
  await scoreRoutes(app);
  await groupRoutes(app);
}

/**
 * Environmental behaviour assessment: indicators and systems (own and templates), scoring runs from the
 * enterprise's monitoring data and ledgers (on demand and scheduled), results, findings and exports.
 */
export default defineServerPlugin({
  routes,
  jobs: [{ name: 'scoring', everySeconds: SCORING_JOB_SECONDS, run: (ctx) => scheduledScoring(ctx) }],
});
