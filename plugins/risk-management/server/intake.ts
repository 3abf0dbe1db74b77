/**
 * Risks other features raise through the core's risk intake (server/plugin-api riskIntake): today the
 * assessment's data-quality findings. One risk per (enterprise, episode key): the insert relies on the
 * unique episode index, so re-runs, a second system scoring the same data, or two server processes
 * racing on PostgreSQL all end with one risk and one round of notices (the loser of a race waits on the
 * index until the winner commits, then finds the row).
 */
import { provideRiskIntake, type Db, type RiskSignal } from '../../../server/plugin-api';
import type { RiskEvidence } from '../contract';
import { announceRisk } from './notify';

type Tx = Pick<Db, 'query'>;

/** The sender's evidence with its source page; hourly data unless the sender says otherwise. */
const evidenceOf = (s: RiskSignal): RiskEvidence => ({ level: 2, ...s.evidence, ...(s.link ? { link: s.link } : {}) });

export async function intakeRisk(tx: Tx, s: RiskSignal): Promise<{ riskId: number; raised: boolean }> {
  const key = `${s.source}:${s.episodeKey}`; // at most 160 characters (raiseRisk checks)
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO risk (enterprise_id, source, rule, point_id, point_name, factor_code, factor_name, level, title, description, begin_time, end_time, evidence, episode_key)
     SELECT $1, $2, $3, p.id, $5, $6, $7, $8, $9, $10, $11::timestamptz, $12::timestamptz, $13::jsonb, $14
       FROM (SELECT $4::bigint AS wanted) w LEFT JOIN monitor_point p ON p.id = w.wanted AND p.enterprise_id = $1
     ON CONFLICT (enterprise_id, episode_key) WHERE episode_key IS NOT NULL DO NOTHING RETURNING id`,
    [s.enterpriseId, s.source, s.rule.slice(0, 40), s.pointId ?? null, s.pointName?.slice(0, 50) ?? null, s.factorCode ?? null, s.factorName?.slice(0, 50) ?? null,
      s.level, s.title.slice(0, 100), s.description, s.beginTime, s.endTime ?? null, JSON.stringify(evidenceOf(s)), key],
  );
  if (inserted.rows.length === 0) {
    const { rows } = await tx.query<{ id: number }>('SELECT id FROM risk WHERE enterprise_id = $1 AND episode_key = $2', [s.enterpriseId, key]);
    return { riskId: Number(rows[0].id), raised: false };
  }
  const id = Number(inserted.rows[0].id);
  await announceRisk(tx, { id, enterpriseId: s.enterpriseId, title: s.title, level: s.level, description: s.description });
  return { riskId: id, raised: true };
}

/** Once per process, at load (as the workflow outcome handler). */
export function registerRiskIntake(): void {
  provideRiskIntake(intakeRisk);
}
