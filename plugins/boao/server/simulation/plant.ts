/**
 * The simulated plant: what stands in for the real plant's data loggers, meters and PLC on a plant
 * marked `simulated`. Each run it answers the pending commands (applying them to the equipment and
 * set-points, refusing to start equipment in fault), feeds the readings and meter logs that came due
 * since its last run, and adds the run time of running equipment.
 */
import { getPoint, storeReadings, type Db } from '../../../../server/plugin-api';
import type { CommandRecord, CommandResult } from '../../contract';
import { HOUR_MS } from '../../domain/time';
import { plantFeed, type PlantPointRef } from './feed';
import { DEMO_POINTS } from './template';

type Tx = Pick<Db, 'query'>;

interface PendingRow {
  id: number;
  target_type: CommandRecord['targetType'];
  target_id: number;
  action: CommandRecord['action'];
  value: number | null;
}

/** Applies one command; returns how the plant answered. */
async function apply(tx: Tx, plantId: number, c: PendingRow): Promise<CommandResult> {
  if (c.target_type === 'setpoint') {
    const { rows } = await tx.query(`UPDATE boao_setpoint SET value = $3, updated_at = now() WHERE id = $1 AND plant_id = $2 RETURNING id`, [c.target_id, plantId, c.value]);
    return rows.length ? 'executed' : 'targetGone';
  }
  const { rows } = await tx.query<{ running: boolean; fault: boolean }>('SELECT running, fault FROM boao_equipment WHERE id = $1 AND plant_id = $2 FOR UPDATE', [c.target_id, plantId]);
  const e = rows[0];
  if (!e) return 'targetGone';
  if (c.action === 'setFrequency') {
    await tx.query('UPDATE boao_equipment SET frequency_hz = $2, updated_at = now() WHERE id = $1', [c.target_id, c.value]);
    return 'executed';
  }
  const start = c.action === 'start';
  if (start && e.fault) return 'equipmentFault';
  if (e.running === start) return 'alreadyInState';
  await tx.query('UPDATE boao_equipment SET running = $2, updated_at = now() WHERE id = $1', [c.target_id, start]);
  return 'executed';
}

/** Answers every pending command of the plant, oldest first; each in its own transaction. */
export async function acknowledgeCommands(db: Pick<Db, 'query' | 'transaction'>, plantId: number): Promise<number> {
  const { rows } = await db.query<PendingRow>(
    `SELECT id, target_type, target_id, action, value FROM boao_command WHERE plant_id = $1 AND status = 'pending' ORDER BY id`,
    [plantId],
  );
  for (const c of rows) {
    await db.transaction(async (tx) => {
      const claimed = await tx.query(`SELECT id FROM boao_command WHERE id = $1 AND status = 'pending' FOR UPDATE`, [c.id]);
      if (claimed.rows.length === 0) return;
      const result = await apply(tx, plantId, c);
      await tx.query(`UPDATE boao_command SET status = $2, result = $3, acknowledged_at = now() WHERE id = $1`, [
        c.id,
        result === 'executed' || result === 'alreadyInState' ? 'acknowledged' : 'rejected',
        result,
      ]);
    });
  }
  return rows.length;
}

/** The plant's points that the simulator knows how to play (recognised by their point code). */
export async function simulatedPoints(db: Tx, enterpriseId: number, plantId: number): Promise<PlantPointRef[]> {
  const { rows } = await db.query<{ point_id: number; role: string }>('SELECT point_id, role FROM boao_plant_point WHERE plant_id = $1', [plantId]);
  const refs: PlantPointRef[] = [];
  for (const r of rows) {
    const point = await getPoint(db, enterpriseId, Number(r.point_id));
    const template = point && DEMO_POINTS.find((t) => t.code === point.code && t.role === r.role);
    if (template) refs.push({ pointId: Number(r.point_id), template });
  }
  return refs;
}

export interface SimulatedPlantRow {
  id: number;
  enterpriseId: number;
  /** Epoch ms up to which the plant was fed, or null before the first feed. */
  fedUntil: number | null;
}

/** Feeds what came due between the plant's last feed and `now`; returns the number of rows written. */
export async function feedPlant(db: Pick<Db, 'query' | 'transaction'>, plant: SimulatedPlantRow, now: number, live = true): Promise<number> {
  const from = plant.fedUntil ?? now - 24 * HOUR_MS;
  if (from >= now) return 0;
  const feed = plantFeed(await simulatedPoints(db, plant.enterpriseId, plant.id), from, now, live);
  const written = feed.batches.length ? await storeReadings(db, feed.batches) : 0;
  for (const c of feed.consumption) {
    // An operator's own entry for the day wins over the simulated meter log.
    await db.query(
      `INSERT INTO boao_consumption (plant_id, day, electricity_kwh, pac_kg, pam_kg, naclo_kg, carbon_kg)
       VALUES ($1, $2::date, $3, $4, $5, $6, $7) ON CONFLICT (plant_id, day) DO NOTHING`,
      [plant.id, c.day, c.electricityKwh, c.pacKg, c.pamKg, c.nacloKg, c.carbonKg],
    );
  }
  // Run hours grow by whole hours, one for each hour boundary the plant ran through.
  const hours = Math.floor(now / HOUR_MS) - Math.floor(from / HOUR_MS);
  if (hours > 0) await db.query('UPDATE boao_equipment SET run_hours = run_hours + $2 WHERE plant_id = $1 AND running', [plant.id, hours]);
  await db.query('UPDATE boao_plant SET sim_fed_until = to_timestamp($2::float8 / 1000) WHERE id = $1', [plant.id, now]);
  return written;
}

/** The job: every simulated plant answers its commands, then reports what came due. */
export async function runSimulatedPlants(db: Pick<Db, 'query' | 'transaction'>, now: () => number = Date.now, signal?: AbortSignal): Promise<void> {
  const { rows } = await db.query<{ id: number; enterprise_id: number; fed_ms: number | null }>(
    'SELECT id, enterprise_id, (extract(epoch FROM sim_fed_until) * 1000)::float8 AS fed_ms FROM boao_plant WHERE simulated ORDER BY id',
  );
  for (const r of rows) {
    if (signal?.aborted) return;
    await acknowledgeCommands(db, Number(r.id));
    await feedPlant(db, { id: Number(r.id), enterpriseId: Number(r.enterprise_id), fedUntil: r.fed_ms === null ? null : Number(r.fed_ms) }, now());
  }
}
