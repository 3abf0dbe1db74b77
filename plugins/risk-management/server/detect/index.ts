/**
 * One detection cycle (job `risk-management:detect`): finds exceedance episodes and silent loggers in
 * the look-back window and turns each into a risk, exactly once. Reading is done outside any
 * transaction; writing happens in one transaction holding an advisory lock, so overlapping cycles (two
 * server processes, a slow cycle) take turns and each re-checks what the other wrote. An episode is the
 * same risk when it overlaps (or comes within EPISODE_GAP_MINUTES of) a risk of the same point, factor
 * and rule — so a replay, a late packet, or the real-time and hourly views of one event never raise a
 * second risk; the unique episode key is the last line of defence.
 */
import { formatBeijing, type Db } from '../../../../server/plugin-api';
import { OPEN_RISK_STATUSES, type RiskEvidence, type RiskStatus } from '../../contract';
import { announceRisk } from '../notify';
import { exceedanceLevel, maxLevel } from './levels';
import { closeSilences, findSilences, type Silence } from './offline';
import { episodeValues, findEpisodes, type Episode } from './overLimit';
import { pointsInShutdown } from './shutdown';

type Tx = Pick<Db, 'query' | 'dialect'>;

export const EPISODE_GAP_MINUTES = 60;
export const DEFAULT_LOOKBACK_HOURS = 24;
const LOCK = 'risk-management:detect';

export interface DetectionOptions {
  now?: Date;
  lookbackHours?: number;
  /** Limit the cycle to these enterprises (tests, a group's members); all when absent. */
  enterpriseIds?: readonly number[];
}

export interface DetectionReport {
  episodes: number;
  raised: number;
  extended: number;
  offline: number;
  /** Episodes and silences not judged because their point is inside a seasonal shutdown period. */
  inShutdown: number;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

function describe(e: Episode) {
  const factor = e.factorName ?? e.factorCode;
  const limit = e.direction === 'high' ? e.alarmMax : e.alarmMin;
  const unit = e.unit ? ` ${e.unit}` : '';
  return {
    title: `${e.pointName} ${factor}${e.direction === 'high' ? '超标' : '低于下限'}`.slice(0, 100),
    description: `${e.beginTime} 起 ${factor} ${e.direction === 'high' ? '超过报警上限' : '低于报警下限'} ${limit}${unit}，峰值 ${round(e.peak)}${unit}，共 ${e.count} 条数据`,
    level: exceedanceLevel(e.peak, limit ?? 0, e.direction),
  };
}

async function evidenceOf(tx: Tx, e: Episode): Promise<RiskEvidence> {
  return {
    level: e.level,
    unit: e.unit,
    alarmMin: e.alarmMin,
    alarmMax: e.alarmMax,
    direction: e.direction,
    peak: e.peak,
    count: e.count,
    values: await episodeValues(tx, e),
  };
}

async function applyEpisode(tx: Tx, e: Episode): Promise<'raised' | 'extended' | 'same'> {
  const { rows } = await tx.query<{ id: number; status: RiskStatus; level: number; end_time: string | null; evidence: RiskEvidence }>(
    `SELECT id, status, level, end_time, evidence FROM risk
      WHERE enterprise_id = $1 AND point_id = $2 AND factor_code = $3 AND rule = 'overLimit'
        AND begin_time <= $5::timestamptz + make_interval(mins => $6) AND COALESCE(end_time, begin_time) >= $4::timestamptz - make_interval(mins => $6)
      ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [e.enterpriseId, e.pointId, e.factorCode, `${e.beginTime}+08`, `${e.endTime}+08`, EPISODE_GAP_MINUTES],
  );
  const found = rows[0];
  const d = describe(e);
  if (found) {
    const open = OPEN_RISK_STATUSES.includes(Number(found.status) as RiskStatus);
    const grew = found.end_time === null || found.end_time < e.endTime || (found.evidence.level === e.level && (found.evidence.count ?? 0) < e.count);
    if (!open || !grew) return 'same';
    const replaceEvidence = found.evidence.level === e.level || (found.evidence.count ?? 0) < e.count;
    await tx.query(
      `UPDATE risk SET begin_time = LEAST(begin_time, $2::timestamptz), end_time = GREATEST(end_time, $3::timestamptz), level = $4,
              evidence = CASE WHEN $5 THEN $6::jsonb ELSE evidence END, description = CASE WHEN $5 THEN $7 ELSE description END, updated_at = now()
        WHERE id = $1`,
      [found.id, `${e.beginTime}+08`, `${e.endTime}+08`, maxLevel(found.level, d.level), replaceEvidence, JSON.stringify(await evidenceOf(tx, e)), d.description],
    );
    return 'extended';
  }
  const key = `overLimit:${e.pointId}:${e.factorCode}:${e.level}:${e.beginTime}`;
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO risk (enterprise_id, source, rule, point_id, point_name, factor_code, factor_name, level, title, description, begin_time, end_time, evidence, episode_key)
     VALUES ($1, 'overLimit', 'overLimit', $2, $3, $4, $5, $6, $7, $8, $9::timestamptz, $10::timestamptz, $11::jsonb, $12)
     ON CONFLICT (enterprise_id, episode_key) WHERE episode_key IS NOT NULL DO NOTHING RETURNING id`,
    [e.enterpriseId, e.pointId, e.pointName, e.factorCode, e.factorName, d.level, d.title, d.description, `${e.beginTime}+08`, `${e.endTime}+08`, JSON.stringify(await evidenceOf(tx, e)), key],
  );
  if (inserted.rows.length === 0) return 'same';
  const id = Number(inserted.rows[0].id);
  await announceRisk(tx, { id, enterpriseId: e.enterpriseId, title: d.title, level: d.level, description: d.description });
  return 'raised';
}

async function applySilence(tx: Tx, s: Silence): Promise<boolean> {
  const open = await tx.query(`SELECT 1 FROM risk WHERE point_id = $1 AND rule = 'offline' AND end_time IS NULL LIMIT 1`, [s.pointId]);
  if (open.rows.length > 0) return false;
  const title = `${s.pointName} 数采仪离线`.slice(0, 100);
  const description = `${s.lastSeenAt} 后未收到数据，超过 ${round(s.offlineMinutes)} 分钟`;
  const evidence: RiskEvidence = { lastSeenAt: s.lastSeenAt, offlineMinutes: s.offlineMinutes };
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO risk (enterprise_id, source, rule, point_id, point_name, level, title, description, begin_time, evidence, episode_key)
     VALUES ($1, 'offline', 'offline', $2, $3, 2, $4, $5, $6::timestamptz, $7::jsonb, $8)
     ON CONFLICT (enterprise_id, episode_key) WHERE episode_key IS NOT NULL DO NOTHING RETURNING id`,
    [s.enterpriseId, s.pointId, s.pointName, title, description, `${s.lastSeenAt}+08`, JSON.stringify(evidence), `offline:${s.pointId}:${s.lastSeenAt}`],
  );
  if (inserted.rows.length === 0) return false;
  const id = Number(inserted.rows[0].id);
  await announceRisk(tx, { id, enterpriseId: s.enterpriseId, title, level: 2, description });
  return true;
}

export async function runDetection(db: Db, opts: DetectionOptions = {}): Promise<DetectionReport> {
  const now = opts.now ?? new Date();
  const lookback = opts.lookbackHours ?? DEFAULT_LOOKBACK_HOURS;
  const since = formatBeijing(new Date(now.getTime() - lookback * 3_600_000));
  // Loggers may send data up to a day ahead of the server's clock (the ingest accepts it).
  const until = formatBeijing(new Date(now.getTime() + 24 * 3_600_000));
  const found = await findEpisodes(db, { since: `${since}+08`, until: `${until}+08`, enterpriseIds: opts.enterpriseIds });
  const heard = await findSilences(db, { now: `${formatBeijing(now)}+08`, enterpriseIds: opts.enterpriseIds });
  const resting = await pointsInShutdown(db, [...found, ...heard].map((x) => x.pointId), now);
  const episodes = found.filter((e) => !resting.has(e.pointId));
  const silences = heard.filter((s) => !resting.has(s.pointId));
  const report: DetectionReport = { episodes: episodes.length, raised: 0, extended: 0, offline: 0, inShutdown: found.length + heard.length - episodes.length - silences.length };
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [LOCK]);
    await closeSilences(tx);
    for (const e of episodes) {
      const outcome = await applyEpisode(tx, e);
      if (outcome !== 'same') report[outcome] += 1;
    }
    for (const s of silences) if (await applySilence(tx, s)) report.offline += 1;
  });
  return report;
}
