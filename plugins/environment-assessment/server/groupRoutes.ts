/**
 * Management groups (spec §1, §2 /managementGroup and the group dashboard's "ranking by assessment
 * score"): a group scores its effective member enterprises with its own systems, answers their selection
 * indicators, and ranks them under one of its systems and one period. Every route is group-wide
 * (groupRoute: requireGroup, so a member enterprise, a member-scoped call or another group's user gets
 * 2010103); systems are the group's own and assessments those of its members (`groupOf(req)`), anything
 * else is 2010105. The members' results are read through the member scope of the client routes.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, compileInput, groupOf, groupRoute, throwIfErrors, type JsonSchema } from '../../../server/plugin-api';
import { GROUP_RANKING_PATH, GROUP_SCORE_BASE, type GroupRanking } from '../contract';
import { KEYS } from '../manifest';
import { fieldError } from './messages';
import { assessmentDetail, rankAssessments, rankingChoices } from './results';
import { answerAndRescore, answerBody, periodKeySchema, requestedPeriod, runBody, startRun, type AnswerInput, type RunInput } from './runRequest';
import { getSystem } from './store';

const tags = ['environment assessment: group'];
const record: JsonSchema = { type: 'object', additionalProperties: true };

const choice: JsonSchema = {
  type: 'object',
  properties: { systemId: { type: 'integer' }, systemName: { type: 'string' }, periodType: { type: 'string' }, periodKey: { type: 'string' }, scoredAt: { type: 'string' } },
};
const rankingRow: JsonSchema = {
  type: 'object',
  properties: {
    rank: { type: 'integer' },
    assessmentId: { type: 'integer' },
    enterpriseId: { type: 'integer' },
    enterpriseName: { type: 'string' },
    totalScore: { type: 'number' },
    levelName: { type: ['string', 'null'] },
    levelColor: { type: ['string', 'null'] },
    findingCount: { type: 'integer' },
  },
};
const rankingQuery: JsonSchema = { type: 'object', additionalProperties: false, properties: { systemId: { type: 'integer', minimum: 1 }, periodKey: periodKeySchema } };

export async function groupRoutes(app: FastifyInstance): Promise<void> {
  const parseRun = compileInput<RunInput>(runBody, 'body');
  const parseAnswer = compileInput<AnswerInput>(answerBody, 'body');
  const parseRanking = compileInput<{ systemId?: number; periodKey?: string }>(rankingQuery, 'querystring');

  app.post(
    `/api${GROUP_SCORE_BASE}/calculate`,
    groupRoute(app, KEYS.calculate, { tags, summary: 'Score a group system for a period over every effective member now (replaces earlier results)', body: runBody, data: record }),
    async (req) => {
      const body = parseRun(req.body, req.locale);
      const period = requestedPeriod(req, body.periodKey);
      const { groupId, memberIds } = groupOf(req);
      return startRun(app.db, req, period, await getSystem(app.db, groupId, body.systemId), memberIds);
    },
  );

  app.put(
    `/api${GROUP_SCORE_BASE}/answer`,
    groupRoute(app, KEYS.calculate, { tags, summary: 'Answer a selection indicator of a group system for a member and score that member again', body: answerBody, data: record }),
    async (req) => {
      const body = parseAnswer(req.body, req.locale);
      const { groupId, memberIds } = groupOf(req);
      const detail = await assessmentDetail(app.db, memberIds, body.assessmentId);
      if (!detail) throw ApiError.notFound();
      // A member's own system is the member's to answer: only the group's systems are found here.
      return answerAndRescore(app.db, req, detail, await getSystem(app.db, groupId, detail.systemId), body);
    },
  );

  app.get(
    `/api${GROUP_RANKING_PATH}/choices`,
    groupRoute(app, KEYS.view, { tags, summary: 'The group’s systems with the periods in which they scored members, most recently scored first', data: { type: 'array', items: choice } }),
    async (req) => {
      const { groupId, memberIds } = groupOf(req);
      return rankingChoices(app.db, groupId, memberIds);
    },
  );

  app.get(
    `/api${GROUP_RANKING_PATH}`,
    groupRoute(app, KEYS.view, {
      tags,
      summary: 'Members ranked under one group system and period (default: the most recently scored; a system alone: its latest period)',
      querystring: rankingQuery,
      data: { type: 'object', properties: { choice: { ...choice, type: ['object', 'null'] }, records: { type: 'array', items: rankingRow } } },
    }),
    async (req): Promise<GroupRanking> => {
      const q = parseRanking(req.query, req.locale);
      if (q.periodKey !== undefined && q.systemId === undefined) throwIfErrors([fieldError('systemId', 'systemNeeded', req.locale)], req.locale);
      const { groupId, memberIds } = groupOf(req);
      if (q.systemId !== undefined && !(await getSystem(app.db, groupId, q.systemId))) throw ApiError.notFound();
      const choices = await rankingChoices(app.db, groupId, memberIds, q.systemId);
      const picked = q.periodKey === undefined ? choices[0] : choices.find((c) => c.periodKey === q.periodKey);
      if (!picked) return { choice: null, records: [] };
      return { choice: picked, records: await rankAssessments(app.db, picked.systemId, picked.periodKey, memberIds) };
    },
  );
}
