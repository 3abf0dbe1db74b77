/**
 * Scoring on behalf of a request, shared by the client routes (an enterprise's own systems) and the group
 * routes (a group's systems over its members): the request bodies, the checks of the period against the
 * system, and answering a selection indicator followed by a run for that enterprise. The caller decides
 * which system it may use and which enterprises the run covers.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError, throwIfErrors, userOf, type Db, type JsonSchema } from '../../../server/plugin-api';
import { parsePeriod, type AssessmentDetail, type Period, type SystemRecord } from '../contract';
import { duplicateError, fieldError } from './messages';
import { notStarted, RunConflict, runScoring, type RunOutcome } from './runs';

export const periodKeySchema = { type: 'string', pattern: '^\\d{4}(-(0[1-9]|1[0-2]|Q[1-4]))?$' } as const;

export const runBody: JsonSchema = {
  type: 'object',
  required: ['systemId', 'periodKey'],
  additionalProperties: false,
  properties: { systemId: { type: 'integer', minimum: 1 }, periodKey: periodKeySchema },
};

export const answerBody: JsonSchema = {
  type: 'object',
  required: ['assessmentId', 'itemId', 'optionIndex'],
  additionalProperties: false,
  properties: { assessmentId: { type: 'integer', minimum: 1 }, itemId: { type: 'integer', minimum: 1 }, optionIndex: { type: 'integer', minimum: 0, maximum: 9 } },
};

export interface RunInput {
  systemId: number;
  periodKey: string;
}

export interface AnswerInput {
  assessmentId: number;
  itemId: number;
  optionIndex: number;
}

/** The period of a run request's key (2010102 naming periodKey when it names none), checked before any lookup. */
export function requestedPeriod(req: FastifyRequest, key: string): Period {
  const period = parsePeriod(key);
  if (!period) throwIfErrors([fieldError('periodKey', 'periodFormat', req.locale)], req.locale);
  return period!;
}

/**
 * Scores `system` (undefined: not the caller's → 2010105) for `period` over `enterpriseIds` now: 2010102
 * for a period of another type or one that has not begun, 2010108 while a run of that system and period
 * is under way.
 */
export async function startRun(db: Db, req: FastifyRequest, period: Period, system: SystemRecord | undefined, enterpriseIds: number[]): Promise<RunOutcome> {
  if (!system) throw ApiError.notFound();
  if (period.type !== system.periodType) throwIfErrors([fieldError('periodKey', 'periodType', req.locale)], req.locale);
  if (notStarted(period, Date.now())) throwIfErrors([fieldError('periodKey', 'periodFuture', req.locale)], req.locale);
  try {
    return await runScoring(db, system, period, { trigger: 'manual', userId: userOf(req), enterpriseIds });
  } catch (err) {
    if (err instanceof RunConflict) throw duplicateError('runRunning');
    throw err;
  }
}

/**
 * Records the answer to a selection item of `system` (the system that scored `assessment`; undefined when
 * the caller may not answer for it → 2010105, before anything is written) and scores that enterprise's
 * period again, so the total follows the answer.
 */
export async function answerAndRescore(db: Db, req: FastifyRequest, assessment: AssessmentDetail, system: SystemRecord | undefined, body: AnswerInput): Promise<RunOutcome> {
  if (!system) throw ApiError.notFound();
  const options = assessment.options[body.itemId];
  if (!options) throw ApiError.notFound();
  if (body.optionIndex >= options.length) throwIfErrors([fieldError('optionIndex', 'optionIndex', req.locale)], req.locale);
  await db.query(
    `INSERT INTO ea_answer (system_item_id, enterprise_id, period_key, option_index, answered_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (system_item_id, enterprise_id, period_key) DO UPDATE SET option_index = EXCLUDED.option_index, answered_by = EXCLUDED.answered_by, answered_at = now()`,
    [body.itemId, assessment.enterpriseId, assessment.periodKey, body.optionIndex, userOf(req)],
  );
  return startRun(db, req, requestedPeriod(req, assessment.periodKey), system, [assessment.enterpriseId]);
}
