/**
 * Reading results: assessments, their items and findings, trends and rankings. Every query takes the set
 * of enterprises the caller may see (one enterprise in the client area and in a group's member scope; a
 * group's members for its rankings), so the same functions serve the enterprise and group views.
 */
import type { Db } from '../../../server/plugin-api';
import type { AssessedSystem, AssessmentDetail, AssessmentItem, AssessmentSummary, Finding, GroupRankingChoice, GroupRankingRow, RuleKey, SelectOption } from '../contract';

type Q = Pick<Db, 'query'>;

const SUMMARY_COLUMNS = `a.id::float8 AS id, a.system_id::float8 AS "systemId", s.name AS "systemName", s.owner_enterprise_id::float8 AS "systemOwnerId",
  a.enterprise_id::float8 AS "enterpriseId", e.name AS "enterpriseName",
  a.period_key AS "periodKey", s.period_type AS "periodType", a.total_score AS "totalScore", a.level_name AS "levelName", a.level_color AS "levelColor",
  a.finding_count AS "findingCount", a.evaluated_until AS "evaluatedUntil", a.computed_at AS "computedAt"`;
const FROM = `ea_assessment a JOIN ea_system s ON s.id = a.system_id JOIN enterprise e ON e.id = a.enterprise_id`;

export interface AssessmentFilter {
  systemId?: number;
  periodKey?: string;
  limit: number;
  offset: number;
}

export async function pageAssessments(db: Q, enterpriseIds: number[], f: AssessmentFilter) {
  const params: unknown[] = [enterpriseIds];
  const where = ['a.enterprise_id = ANY($1::bigint[])'];
  if (f.systemId !== undefined) {
    params.push(f.systemId);
    where.push(`a.system_id = $${params.length}`);
  }
  if (f.periodKey) {
    params.push(f.periodKey);
    where.push(`a.period_key = $${params.length}`);
  }
  const sql = where.join(' AND ');
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ea_assessment a WHERE ${sql}`, params);
  const { rows } = await db.query<AssessmentSummary>(
    `SELECT ${SUMMARY_COLUMNS} FROM ${FROM} WHERE ${sql} ORDER BY a.period_key DESC, a.id DESC LIMIT ${f.limit} OFFSET ${f.offset}`,
    params,
  );
  return { records: rows, total: count.rows[0].n };
}

export async function findAssessment(db: Q, enterpriseIds: number[], id: number): Promise<AssessmentSummary | undefined> {
  const { rows } = await db.query<AssessmentSummary>(`SELECT ${SUMMARY_COLUMNS} FROM ${FROM} WHERE a.id = $1 AND a.enterprise_id = ANY($2::bigint[])`, [id, enterpriseIds]);
  return rows[0];
}

const TREND_PERIODS = 12;

export async function assessmentDetail(db: Q, enterpriseIds: number[], id: number): Promise<AssessmentDetail | undefined> {
  const a = await findAssessment(db, enterpriseIds, id);
  if (!a) return undefined;
  const [items, trend, options, answers] = await Promise.all([
    db.query<AssessmentItem>(
      `SELECT item_id::float8 AS "itemId", kind, name, category, rule_key AS "ruleKey", weight, full_score AS "fullScore", measure, measure_status AS "measureStatus",
              deduction, score, weighted_score AS "weightedScore", finding_count AS "findingCount", summary
         FROM ea_assessment_item WHERE assessment_id = $1 ORDER BY sort_order, item_id`,
      [id],
    ),
    db.query<{ periodKey: string; totalScore: number; levelName: string | null }>(
      `SELECT period_key AS "periodKey", total_score AS "totalScore", level_name AS "levelName" FROM ea_assessment
        WHERE system_id = $1 AND enterprise_id = $2 AND period_key <= $3 ORDER BY period_key DESC LIMIT ${TREND_PERIODS}`,
      [a.systemId, a.enterpriseId, a.periodKey],
    ),
    db.query<{ id: number; options: SelectOption[] }>(`SELECT id::float8 AS id, options FROM ea_system_item WHERE system_id = $1 AND kind = 'select'`, [a.systemId]),
    db.query<{ item: number; option_index: number }>(
      `SELECT system_item_id::float8 AS item, option_index FROM ea_answer WHERE enterprise_id = $1 AND period_key = $2
          AND system_item_id IN (SELECT id FROM ea_system_item WHERE system_id = $3)`,
      [a.enterpriseId, a.periodKey, a.systemId],
    ),
  ]);
  return {
    ...a,
    items: items.rows,
    trend: trend.rows.reverse(),
    options: Object.fromEntries(options.rows.map((o) => [o.id, o.options])),
    answers: Object.fromEntries(answers.rows.map((r) => [r.item, r.option_index])),
  };
}

const FINDING_COLUMNS = `id::float8 AS id, item_id::float8 AS "itemId", rule_key AS "ruleKey", point_name AS "pointName", point_code AS "pointCode",
  factor_code AS "factorCode", factor_name AS "factorName", record_id::float8 AS "recordId", begin_time AS "beginTime", end_time AS "endTime",
  hours, measure, threshold, evidence`;

export async function pageFindings(db: Q, assessmentId: number, q: { ruleKey?: RuleKey; itemId?: number; limit: number; offset: number }) {
  const params: unknown[] = [assessmentId];
  const where = ['assessment_id = $1'];
  if (q.ruleKey) {
    params.push(q.ruleKey);
    where.push(`rule_key = $${params.length}`);
  }
  if (q.itemId !== undefined) {
    params.push(q.itemId);
    where.push(`item_id = $${params.length}`);
  }
  const sql = where.join(' AND ');
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ea_finding WHERE ${sql}`, params);
  const { rows } = await db.query<Finding>(`SELECT ${FINDING_COLUMNS} FROM ea_finding WHERE ${sql} ORDER BY id LIMIT ${q.limit} OFFSET ${q.offset}`, params);
  return { records: rows, total: count.rows[0].n };
}

/** Every finding of a rule in an assessment (exports), in batches. */
export async function* allFindings(db: Q, assessmentId: number, ruleKey: RuleKey): AsyncGenerator<Finding> {
  const batch = 1000;
  for (let offset = 0; ; offset += batch) {
    const { records } = await pageFindings(db, assessmentId, { ruleKey, limit: batch, offset });
    yield* records;
    if (records.length < batch) return;
  }
}

/** The systems that scored enterprises of a set (their own and their group's), by name. */
export async function assessedSystems(db: Q, enterpriseIds: number[]): Promise<AssessedSystem[]> {
  const { rows } = await db.query<AssessedSystem>(
    `SELECT s.id::float8 AS id, s.name, s.period_type AS "periodType", s.owner_enterprise_id::float8 AS "ownerEnterpriseId" FROM ea_system s
      WHERE EXISTS (SELECT 1 FROM ea_assessment a WHERE a.system_id = s.id AND a.enterprise_id = ANY($1::bigint[]))
      ORDER BY s.name, s.id`,
    [enterpriseIds],
  );
  return rows;
}

/** Enterprises of a set ranked by total score for one system and period (equal scores share a rank). */
export async function rankAssessments(db: Q, systemId: number, periodKey: string, enterpriseIds: number[]): Promise<GroupRankingRow[]> {
  const { rows } = await db.query<GroupRankingRow>(
    `SELECT rank() OVER (ORDER BY a.total_score DESC)::int AS rank, a.id::float8 AS "assessmentId", a.enterprise_id::float8 AS "enterpriseId", e.name AS "enterpriseName",
            a.total_score AS "totalScore", a.level_name AS "levelName", a.level_color AS "levelColor", a.finding_count AS "findingCount"
       FROM ea_assessment a JOIN enterprise e ON e.id = a.enterprise_id
      WHERE a.system_id = $1 AND a.period_key = $2 AND a.enterprise_id = ANY($3::bigint[])
      ORDER BY a.total_score DESC, e.name`,
    [systemId, periodKey, enterpriseIds],
  );
  return rows;
}

/**
 * What a group's ranking can compare: each system the group owns, with each period in which it scored
 * members of the set, the most recently scored first (the first one is the ranking's default: the group's
 * most recent scored run). Members' own systems are left out: their scores are not comparable.
 */
export async function rankingChoices(db: Q, groupId: number, memberIds: number[], systemId?: number): Promise<GroupRankingChoice[]> {
  const params: unknown[] = [groupId, memberIds];
  let bySystem = '';
  if (systemId !== undefined) {
    params.push(systemId);
    bySystem = `AND s.id = $${params.length}`;
  }
  const { rows } = await db.query<GroupRankingChoice>(
    `SELECT s.id::float8 AS "systemId", s.name AS "systemName", s.period_type AS "periodType", a.period_key AS "periodKey", max(a.computed_at) AS "scoredAt"
       FROM ea_assessment a JOIN ea_system s ON s.id = a.system_id
      WHERE s.owner_enterprise_id = $1 AND a.enterprise_id = ANY($2::bigint[]) ${bySystem}
      GROUP BY s.id, s.name, s.period_type, a.period_key
      ORDER BY max(a.computed_at) DESC, a.period_key DESC, s.id DESC`,
    params,
  );
  return rows;
}
