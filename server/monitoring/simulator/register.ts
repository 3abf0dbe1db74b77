/** Registers simulated loggers as points of an enterprise (load tests and benchmarks; the demo uses the seed). */
import type { Db } from '../../core/contracts';
import { hashPassword } from '../../core/passwords';
import type { SimulatedLogger } from './simulator';

/** Creates one point per logger (codes SIM0001…), with its factors unlimited; returns the point ids. */
export async function registerSimulatedLoggers(db: Pick<Db, 'query'>, enterpriseId: number, loggers: SimulatedLogger[]): Promise<number[]> {
  // scrypt runs on libuv's thread pool, so hashing in parallel uses every core.
  const unique = [...new Set(loggers.map((l) => l.pw))];
  const hashes = new Map(await Promise.all(unique.map(async (pw) => [pw, await hashPassword(pw)] as const)));
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO monitor_point (enterprise_id, name, code, type, mn, pw_hash)
     SELECT $1, '模拟排口' || lpad(n::text, 4, '0'), 'SIM' || lpad(n::text, 4, '0'), CASE WHEN st = '32' THEN 'wastewater' ELSE 'gas' END, mn, h
       FROM unnest($2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS u(mn, st, h, n)
     RETURNING id`,
    [enterpriseId, loggers.map((l) => l.mn), loggers.map((l) => l.st), loggers.map((l) => hashes.get(l.pw))],
  );
  return rows.map((r) => Number(r.id));
}
