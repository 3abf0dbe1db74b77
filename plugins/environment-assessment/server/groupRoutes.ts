/**
 * Management groups (spec §1, §2 group dashboard "ranking by assessment score"): the group's member
 * enterprises ranked by their latest assessment's total score. groupRoute admits only a group; the query
 * takes its member ids.
 */
import type { FastifyInstance } from 'fastify';
import { groupOf, groupRoute, type JsonSchema } from '../../../server/plugin-api';
import { GROUP_RANKING_PATH } from '../contract';
import { KEYS } from '../manifest';
import { latestScoreRanking } from './results';

const row: JsonSchema = {
  type: 'object',
  properties: {
    rank: { type: 'integer' },
    enterpriseId: { type: 'integer' },
    enterpriseName: { type: 'string' },
    assessmentId: { type: 'integer' },
    systemName: { type: 'string' },
    periodKey: { type: 'string' },
    totalScore: { type: 'number' },
    levelName: { type: ['string', 'null'] },
  },
};

export async function groupRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    `/api${GROUP_RANKING_PATH}`,
    groupRoute(app, KEYS.view, { tags: ['environment assessment: group'], summary: 'Member enterprises ranked by their latest assessment score', data: { type: 'array', items: row } }),
    async (req) => latestScoreRanking(app.db, groupOf(req).memberIds),
  );
}
