import type { Area, Db } from '../../core/contracts';

/**
 * Failed sign-ins are counted in the database so every server process sees the same counts.
 * A login name is locked after 5 failures in 15 minutes. A client address gets a higher limit because
 * offices sign in from behind one NAT address: one user's typos must not lock out colleagues.
 */
export const LOGIN_FAILURE_LIMIT = 5;
export const IP_FAILURE_LIMIT = 20;
export const FAILURE_WINDOW_MINUTES = 15;
export const LOCKOUT_MINUTES = 15;

const loginKey = (area: Area, login: string) => `${area}:login:${login}`;
const ipKey = (ip: string) => `ip:${ip}`;

export async function isLocked(db: Db, area: Area, login: string, ip: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM login_lockout WHERE key IN ($1, $2) AND locked_until > now() LIMIT 1',
    [loginKey(area, login), ipKey(ip)],
  );
  return rows.length > 0;
}

async function lockWhenOverLimit(db: Db, key: string, countSql: string, params: unknown[], limit: number) {
  const { rows } = await db.query<{ n: number }>(countSql, params);
  if (rows[0].n < limit) return;
  await db.query(
    `INSERT INTO login_lockout (key, locked_until) VALUES ($1, now() + interval '${LOCKOUT_MINUTES} minutes')
     ON CONFLICT (key) DO UPDATE SET locked_until = EXCLUDED.locked_until`,
    [key],
  );
}

export async function recordFailure(db: Db, area: Area, login: string, ip: string): Promise<void> {
  await db.query('INSERT INTO login_attempt (area, login, ip) VALUES ($1, $2, $3)', [area, login, ip]);
  const window = `now() - interval '${FAILURE_WINDOW_MINUTES} minutes'`;
  await lockWhenOverLimit(
    db,
    loginKey(area, login),
    `SELECT count(*)::int4 AS n FROM login_attempt WHERE area = $1 AND login = $2 AND created_at > ${window}`,
    [area, login],
    LOGIN_FAILURE_LIMIT,
  );
  await lockWhenOverLimit(
    db,
    ipKey(ip),
    `SELECT count(*)::int4 AS n FROM login_attempt WHERE ip = $1 AND created_at > ${window}`,
    [ip],
    IP_FAILURE_LIMIT,
  );
  // Old rows carry no information any more; pruning here keeps the table small without a scheduler.
  await db.query(`DELETE FROM login_attempt WHERE created_at < now() - interval '1 day'`);
}

/** A successful sign-in forgives that login's earlier failures (the address count is kept). */
export async function clearFailures(db: Db, area: Area, login: string): Promise<void> {
  await db.query('DELETE FROM login_attempt WHERE area = $1 AND login = $2', [area, login]);
}

/** After a password reset the owner proved who they are: lift the lockouts of their login names. */
export async function liftLockouts(db: Db, logins: { area: Area; login: string }[]): Promise<void> {
  const keys = logins.map((l) => loginKey(l.area, l.login));
  await db.query('DELETE FROM login_lockout WHERE key = ANY($1)', [keys]);
  for (const l of logins) await clearFailures(db, l.area, l.login);
}
