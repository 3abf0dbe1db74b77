/**
 * The demo plant of 浙江清泉水务有限公司: its four monitoring points on the platform, equipment and
 * set-points, and 90 days of history and consumption logs played by the simulated plant, so every page
 * has data on the first start. Idempotent: nothing happens once the plant exists; one transaction.
 */
import { randomBytes } from 'node:crypto';
import { createPoint, type Db, type SeedContext } from '../../../server/plugin-api';
import { DAY_MS } from '../domain/time';
import { HISTORY_DAYS } from './simulation/feed';
import { feedPlant } from './simulation/plant';
import { DEMO_EQUIPMENT, DEMO_PLANT, DEMO_POINTS, DEMO_SETPOINTS, RTD_INTERVAL_SECONDS } from './simulation/template';

type Tx = Pick<Db, 'query' | 'dialect'>;

/** Platform services that open their own transaction run inside the seed's one. */
const inline = (tx: Tx): Pick<Db, 'query' | 'dialect' | 'transaction'> => ({ query: (sql, params) => tx.query(sql, params), dialect: tx.dialect, transaction: (fn) => fn(tx) });

export async function seedDemoPlant({ db, demoEnterpriseId, log }: SeedContext, now = Date.now()): Promise<boolean> {
  const enterpriseId = await demoEnterpriseId('zhejiang');
  if (enterpriseId === undefined) return false;
  const exists = await db.query('SELECT 1 FROM boao_plant WHERE enterprise_id = $1 AND code = $2', [enterpriseId, DEMO_PLANT.code]);
  if (exists.rows.length > 0) return false;

  await db.transaction(async (tx) => {
    const t = inline(tx);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO boao_plant (enterprise_id, name, code, design_capacity, process, simulated) VALUES ($1, $2, $3, $4, $5, true) RETURNING id`,
      [enterpriseId, DEMO_PLANT.name, DEMO_PLANT.code, DEMO_PLANT.designCapacity, DEMO_PLANT.process],
    );
    const plantId = Number(rows[0].id);
    for (const [index, p] of DEMO_POINTS.entries()) {
      // The simulated plant writes these points' data itself; a real logger would be given its MN and PW in point management.
      const pointId = await createPoint(t, enterpriseId, null, {
        name: p.name,
        code: p.code,
        type: p.type,
        mn: randomBytes(12).toString('hex').toUpperCase(),
        password: randomBytes(6).toString('hex'),
        rtdInterval: RTD_INTERVAL_SECONDS,
        factors: p.factors.map((f) => ({ factorCode: f.code, alarmMin: f.alarmMin, alarmMax: f.alarmMax, warnMin: f.warnMin, warnMax: f.warnMax })),
      });
      await tx.query('INSERT INTO boao_plant_point (plant_id, point_id, role, sort_order) VALUES ($1, $2, $3, $4)', [plantId, pointId, p.role, index]);
    }
    for (const [index, e] of DEMO_EQUIPMENT.entries()) {
      await tx.query(
        `INSERT INTO boao_equipment (plant_id, code, name, kind, area, running, fault, frequency_hz, run_hours, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [plantId, e.code, e.name, e.kind, e.area, e.running, e.fault ?? false, e.frequencyHz, e.runHours, index],
      );
    }
    for (const [index, s] of DEMO_SETPOINTS.entries()) {
      await tx.query(
        'INSERT INTO boao_setpoint (plant_id, code, unit, value, min_value, max_value, sort_order) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [plantId, s.code, s.unit, s.value, s.min, s.max, index],
      );
    }
    // History only: the loggers come online when the simulated plant job first reports.
    const rowsWritten = await feedPlant(t, { id: plantId, enterpriseId, fedUntil: now - (HISTORY_DAYS + 1) * DAY_MS }, now, false);
    // The job's first run reports the last real-time instant again, live (same values: the model is
    // deterministic), so the loggers are online from then on rather than after the next interval.
    await tx.query('UPDATE boao_plant SET sim_fed_until = to_timestamp($2::float8 / 1000) WHERE id = $1', [plantId, now - RTD_INTERVAL_SECONDS * 1000]);
    log(`demo water plant ${DEMO_PLANT.name}: ${DEMO_POINTS.length} points, ${rowsWritten} readings`);
  });
  return true;
}
