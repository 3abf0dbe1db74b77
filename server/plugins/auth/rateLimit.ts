import type { Db } from '../../core/contracts';

export interface RateRule {
  /** Events allowed within the window. */
  limit: number;
  windowSeconds: number;
}

/** Existence checks (who is registered?) per client address: enough for a person, useless for a harvest. */
export const LOOKUP_RULE: RateRule = { limit: 20, windowSeconds: 600 };
/** SMS sends per client address across all numbers: stops one caller from flooding many phones. */
export const SEND_PER_IP_RULE: RateRule = { limit: 30, windowSeconds: 3600 };

/**
 * Counts one event under `key` and answers false (without counting) when the window is already full.
 * Kept in the database so several server processes share the counts.
 */
export async function takeToken(db: Db, key: string, rule: RateRule): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int4 AS n FROM rate_event WHERE key = $1 AND created_at > now() - $2 * interval '1 second'`,
    [key, rule.windowSeconds],
  );
  if (rows[0].n >= rule.limit) return false;
  await db.query('INSERT INTO rate_event (key) VALUES ($1)', [key]);
  // Pruning on write keeps the table small without a scheduler.
  if (Math.random() < 0.05) await db.query(`DELETE FROM rate_event WHERE created_at < now() - interval '1 day'`);
  return true;
}
