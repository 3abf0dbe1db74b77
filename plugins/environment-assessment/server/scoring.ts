/**
 * Scores a set of enterprises for one system and period from their own data: monitoring series,
 * ledgers and the answers to selection indicators. Takes any set of enterprise ids, so an enterprise's
 * own system (one id) and a management group's (its members) run the same code. Each enterprise's
 * result replaces the previous one for the same system and period in one transaction (idempotent).
 */
import { formatBeijing, hourlyValues, pointsOfEnterprises, type Db, type EnterprisePoint, type HourlyValue } from '../../../server/plugin-api';
import { deductionFor, levelOf, paramsWithDefaults, round2, RULES, type Level, type Period, type RiskFeed, type RuleKey, type SystemItemRecord } from '../contract';
import { feedRisks } from './riskFeed';
import { emergencySupplies, environmentalMaterial, wasteManifestMissing, type LedgerResult, type LedgerWindow } from './rules/ledgers';
import { riskEventDisposal } from './rules/risks';
import { chinaToMs, HOUR_MS, SeriesAnalyzer, type SeriesFinding } from './rules/series';

export type SystemItem = SystemItemRecord;

export interface ScoredSystem {
  id: number;
  /** For the risks its findings raise (their text and link). */
  name: string;
  riskFeed: RiskFeed;
  levels: Level[];
  items: SystemItem[];
}

interface ItemResult {
  item_id: number;
  kind: string;
  name: string;
  category: string;
  rule_key: string | null;
  weight: number;
  full_score: number;
  measure: number | null;
  measure_status: string;
  deduction: number;
  score: number;
  weighted_score: number;
  finding_count: number;
  summary: Record<string, unknown>;
  sort_order: number;
}

export interface FindingRow {
  item_id: number;
  rule_key: string;
  point_id: number | null;
  point_name: string | null;
  point_code: string | null;
  factor_code: string | null;
  factor_name: string | null;
  record_id: number | null;
  begin_time: string | null;
  end_time: string | null;
  hours: number | null;
  measure: number | null;
  threshold: number | null;
  evidence: Record<string, unknown>;
}

const iso = (ms: number) => (Number.isFinite(ms) ? new Date(ms).toISOString() : null);
const formatTime = (ms: number) => formatBeijing(new Date(ms));
const finite = (n: number | null) => (n === null || !Number.isFinite(n) ? null : n);

/** The end of what can be evaluated: the period's end, or the last full hour when the period is still running. */
export function evaluatedEnd(period: Period, now: number): string {
  const hour = Math.floor(now / HOUR_MS) * HOUR_MS;
  return hour >= chinaToMs(period.end) ? period.end : formatBeijing(new Date(hour));
}

const seriesRule = (k: RuleKey | null): k is RuleKey => k !== null && RULES[k].source === 'series';

/** The window a point is expected to report in: from its creation (or first value, if earlier) to the end. */
function pointWindow(p: EnterprisePoint, rows: HourlyValue[], begin: number, end: number) {
  let first = Infinity;
  for (const r of rows) if (r.time < first) first = r.time;
  const since = Math.floor(Math.min(p.createdAt, first) / HOUR_MS) * HOUR_MS;
  return { from: Math.max(begin, since), to: end };
}

function seriesFindingRow(itemId: number, f: SeriesFinding): FindingRow {
  return {
    item_id: itemId,
    rule_key: f.rule,
    point_id: f.pointId,
    point_name: f.pointName,
    point_code: f.pointCode,
    factor_code: f.factorCode,
    factor_name: f.factorName,
    record_id: null,
    begin_time: iso(f.begin),
    end_time: iso(f.end),
    hours: f.hours,
    measure: finite(f.measure),
    threshold: finite(f.threshold),
    evidence: f.evidence,
  };
}

async function ledgerResults(db: Pick<Db, 'query'>, items: SystemItem[], ids: number[], w: LedgerWindow): Promise<Map<number, LedgerResult>> {
  const out = new Map<number, LedgerResult>();
  for (const item of items) {
    if (item.kind !== 'score' || !item.ruleKey) continue;
    const params = paramsWithDefaults(item.ruleKey, item.params);
    if (item.ruleKey === 'emergencySuppliesComplianceRate') out.set(item.id, await emergencySupplies(db, ids, w, params));
    else if (item.ruleKey === 'environmentalMaterial') out.set(item.id, await environmentalMaterial(db, ids, w, params));
    else if (item.ruleKey === 'hazardousWasteTransferSheetMissing') out.set(item.id, await wasteManifestMissing(db, ids, w));
    else if (item.ruleKey === 'riskEventDisposalRate') out.set(item.id, await riskEventDisposal(db, ids, w, params));
  }
  return out;
}

async function answersOf(db: Pick<Db, 'query'>, items: SystemItem[], ids: number[], periodKey: string): Promise<Map<string, number>> {
  const selectIds = items.filter((i) => i.kind === 'select').map((i) => i.id);
  if (selectIds.length === 0) return new Map();
  const { rows } = await db.query<{ item: number; enterprise: number; option_index: number }>(
    `SELECT system_item_id::float8 AS item, enterprise_id::float8 AS enterprise, option_index FROM ea_answer
      WHERE system_item_id = ANY($1::bigint[]) AND enterprise_id = ANY($2::bigint[]) AND period_key = $3`,
    [selectIds, ids, periodKey],
  );
  return new Map(rows.map((r) => [`${r.item}:${r.enterprise}`, r.option_index]));
}

export interface ScoreOptions {
  runId: number | null;
  now: number;
  /** Called after each enterprise (progress, cancellation through a thrown error). */
  onEnterprise?: (enterpriseId: number) => void;
}

/** Scores every enterprise of `ids`; returns how many assessments were written. */
export async function scoreEnterprises(db: Db, system: ScoredSystem, period: Period, ids: number[], opts: ScoreOptions): Promise<number> {
  const end = evaluatedEnd(period, opts.now);
  const beginMs = chinaToMs(period.begin);
  const endMs = chinaToMs(end);
  const items = [...system.items].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const seriesItems = items.filter((i) => i.kind === 'score' && seriesRule(i.ruleKey));
  const window = { begin: period.begin, end };
  const [points, ledgers, answers] = await Promise.all([
    seriesItems.length > 0 ? pointsOfEnterprises(db, ids) : Promise.resolve([]),
    ledgerResults(db, items, ids, window),
    answersOf(db, items, ids, period.key),
  ]);
  const pointsBy = new Map<number, EnterprisePoint[]>(ids.map((id) => [id, []]));
  for (const p of points) if (p.enabled) pointsBy.get(p.enterpriseId)?.push(p);

  let written = 0;
  for (const enterpriseId of ids) {
    const own = pointsBy.get(enterpriseId) ?? [];
    const rows = own.length > 0 && seriesItems.length > 0 ? await hourlyValues(db, { pointIds: own.map((p) => p.id), beginTime: period.begin, endTime: end }) : [];
    const rowsBy = new Map<number, HourlyValue[]>(own.map((p) => [p.id, []]));
    for (const r of rows) rowsBy.get(r.pointId)?.push(r);

    const results: ItemResult[] = [];
    const findings: FindingRow[] = [];
    for (const item of items) {
      let measure: number | null = null;
      let status = 'ok';
      let itemFindings: FindingRow[] = [];
      let score: number;
      let summary: Record<string, unknown> = {};
      if (item.kind === 'select') {
        const options = item.options ?? [];
        const answered = answers.get(`${item.id}:${enterpriseId}`);
        const index = answered ?? Number(item.params.defaultIndex ?? 0);
        const option = options[index] ?? options[0];
        status = answered === undefined ? 'default' : 'answered';
        score = Math.min(item.fullScore, option?.score ?? 0);
        measure = score;
        summary = { optionIndex: index, label: option?.label ?? null };
      } else {
        const rule = item.ruleKey!;
        const params = paramsWithDefaults(rule, item.params);
        if (seriesRule(rule)) {
          const analyzer = new SeriesAnalyzer(new Set([rule]), { [rule]: params }, formatTime);
          for (const p of own) {
            const pointRows = rowsBy.get(p.id) ?? [];
            const w = pointWindow(p, pointRows, beginMs, endMs);
            if (w.from >= w.to) continue;
            analyzer.analyzePoint({ id: p.id, name: p.name, code: p.code, type: p.type, ...w, factors: p.factors, rows: pointRows });
          }
          if (RULES[rule].measure === 'rate') {
            const r = analyzer.totals.rate[rule];
            measure = r && r.den > 0 ? (r.num / r.den) * 100 : null;
            summary = r ? { numerator: r.num, denominator: r.den } : {};
          } else measure = analyzer.totals.count[rule] ?? 0;
          itemFindings = analyzer.findings.map((f) => seriesFindingRow(item.id, f));
        } else {
          const result = ledgers.get(item.id);
          measure = result?.measure.get(enterpriseId) ?? null;
          itemFindings = (result?.findings ?? [])
            .filter((f) => f.enterpriseId === enterpriseId)
            .map((f) => ({
              item_id: item.id,
              rule_key: f.rule,
              point_id: null,
              point_name: null,
              point_code: null,
              factor_code: null,
              factor_name: null,
              record_id: f.recordId,
              begin_time: f.begin ? new Date(chinaToMs(f.begin)).toISOString() : null,
              end_time: null,
              hours: null,
              measure: f.measure,
              threshold: f.threshold,
              evidence: f.evidence,
            }));
          summary = result?.summary?.get(enterpriseId) ?? {};
        }
        if (measure === null) status = 'noData';
        const deducted = deductionFor(item.deduction ?? { mode: 'perUnit', perUnit: 0 }, measure, item.fullScore);
        score = round2(item.fullScore - deducted);
      }
      const deduction = round2(item.fullScore - score);
      results.push({
        item_id: item.id,
        kind: item.kind,
        name: item.name,
        category: item.category,
        rule_key: item.ruleKey,
        weight: item.weight,
        full_score: item.fullScore,
        measure: measure === null ? null : round2(measure),
        measure_status: status,
        deduction,
        score,
        weighted_score: round2((score / item.fullScore) * item.weight),
        finding_count: itemFindings.length,
        summary,
        sort_order: item.sortOrder,
      });
      findings.push(...itemFindings);
    }
    const total = round2(results.reduce((n, r) => n + r.weighted_score, 0));
    const level = levelOf(system.levels, total);
    await saveAssessment(db, { system, enterpriseId, period, end, total, level, runId: opts.runId, results, findings });
    written++;
    opts.onEnterprise?.(enterpriseId);
  }
  return written;
}

const FINDING_CHUNK = 1000;

async function saveAssessment(
  db: Db,
  a: { system: ScoredSystem; enterpriseId: number; period: Period; end: string; total: number; level: Level | undefined; runId: number | null; results: ItemResult[]; findings: FindingRow[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO ea_assessment (system_id, enterprise_id, period_key, period_begin, period_end, evaluated_until, total_score, level_name, level_color, finding_count, run_id, computed_at)
       VALUES ($1, $2, $3, $4::timestamptz, $5::timestamptz, $6::timestamptz, $7, $8, $9, $10, $11, now())
       ON CONFLICT (system_id, enterprise_id, period_key) DO UPDATE SET period_begin = EXCLUDED.period_begin, period_end = EXCLUDED.period_end,
         evaluated_until = EXCLUDED.evaluated_until, total_score = EXCLUDED.total_score, level_name = EXCLUDED.level_name, level_color = EXCLUDED.level_color,
         finding_count = EXCLUDED.finding_count, run_id = EXCLUDED.run_id, computed_at = now()
       RETURNING id::float8 AS id`,
      [a.system.id, a.enterpriseId, a.period.key, `${a.period.begin}+08`, `${a.period.end}+08`, `${a.end}+08`, a.total, a.level?.name ?? null, a.level?.color ?? null, a.findings.length, a.runId],
    );
    const id = rows[0].id;
    await tx.query('DELETE FROM ea_finding WHERE assessment_id = $1', [id]);
    await tx.query('DELETE FROM ea_assessment_item WHERE assessment_id = $1', [id]);
    await tx.query(
      `INSERT INTO ea_assessment_item (assessment_id, item_id, kind, name, category, rule_key, weight, full_score, measure, measure_status, deduction, score, weighted_score, finding_count, summary, sort_order)
       SELECT $1, x.item_id, x.kind, x.name, x.category, x.rule_key, x.weight, x.full_score, x.measure, x.measure_status, x.deduction, x.score, x.weighted_score, x.finding_count, x.summary, x.sort_order
         FROM jsonb_to_recordset($2::jsonb) AS x(item_id bigint, kind text, name text, category text, rule_key text, weight float8, full_score float8, measure float8,
              measure_status text, deduction float8, score float8, weighted_score float8, finding_count int, summary jsonb, sort_order int)`,
      [id, JSON.stringify(a.results)],
    );
    for (let i = 0; i < a.findings.length; i += FINDING_CHUNK) {
      await tx.query(
        `INSERT INTO ea_finding (assessment_id, item_id, rule_key, point_id, point_name, point_code, factor_code, factor_name, record_id, begin_time, end_time, hours, measure, threshold, evidence)
         SELECT $1, x.item_id, x.rule_key, x.point_id, x.point_name, x.point_code, x.factor_code, x.factor_name, x.record_id, x.begin_time, x.end_time, x.hours, x.measure, x.threshold, x.evidence
           FROM jsonb_to_recordset($2::jsonb) AS x(item_id bigint, rule_key text, point_id bigint, point_name text, point_code text, factor_code text, factor_name text,
                record_id bigint, begin_time timestamptz, end_time timestamptz, hours int, measure float8, threshold float8, evidence jsonb)`,
        [id, JSON.stringify(a.findings.slice(i, i + FINDING_CHUNK))],
      );
    }
    // In the same transaction: a risk is raised iff the assessment showing its evidence is stored.
    await feedRisks(tx, { assessmentId: id, enterpriseId: a.enterpriseId, systemName: a.system.name, periodKey: a.period.key, feed: a.system.riskFeed }, a.findings);
  });
}
