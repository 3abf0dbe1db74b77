import type { Area, Db } from '../../core/contracts';

/**
 * Password sign-in throttling (issue 12; docs/identity-signin.md "Sign-in throttling"). It slows a
 * password guesser down without letting anyone lock the owner out:
 *
 * - per login name + address: from the 5th failure in the last hour, each further password try from
 *   that address waits 1, 2, 4, 8, then 15 minutes after the latest failure;
 * - per login name (all addresses: a distributed guesser): from 20 failures, and
 * - per address (all login names: one guesser trying many phones, or an office NAT): from 30 failures,
 *   the same growing wait applies, but only to addresses the login has never signed in from. The owner
 *   at a known place (their office, even behind the attacker's NAT) is not slowed by strangers.
 *
 * While a wait runs the password is not even checked (a right guess must not be told apart). Signing
 * in with an SMS code is never throttled by password failures (its codes have their own limits), a
 * success forgets that address's failures for the login, and a password reset forgets all of them.
 * Counts live in the database so every server process sees the same ones.
 */
export const PAIR_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_LIMIT = 20;
export const ADDRESS_FAILURE_LIMIT = 30;
/** Failures older than this no longer count. */
export const FAILURE_WINDOW_MINUTES = 60;
export const MAX_DELAY_MINUTES = 15;
/** An address counts as known for a login this long after its last successful sign-in there. */
export const KNOWN_ADDRESS_DAYS = 90;

/** Minutes to wait after the latest failure once `failures` reached `limit`: 1, 2, 4, 8, 15, 15 … */
export function delayMinutes(failures: number, limit: number): number {
  if (failures < limit) return 0;
  return Math.min(2 ** (failures - limit), MAX_DELAY_MINUTES);
}

interface Counts {
  pair: number;
  pair_last: number | null;
  login: number;
  login_last: number | null;
  address: number;
  address_last: number | null;
  known: boolean;
  now: number;
}

/** Seconds the caller must wait before the next password try of `login` from `ip`; 0 when none. */
export async function passwordWaitSeconds(db: Db, area: Area, login: string, ip: string): Promise<number> {
  const { rows } = await db.query<Counts>(
    `SELECT count(*) FILTER (WHERE area = $1 AND login = $2 AND ip = $3)::int4 AS pair,
            extract(epoch FROM max(created_at) FILTER (WHERE area = $1 AND login = $2 AND ip = $3))::float8 AS pair_last,
            count(*) FILTER (WHERE area = $1 AND login = $2)::int4 AS login,
            extract(epoch FROM max(created_at) FILTER (WHERE area = $1 AND login = $2))::float8 AS login_last,
            count(*) FILTER (WHERE ip = $3)::int4 AS address,
            extract(epoch FROM max(created_at) FILTER (WHERE ip = $3))::float8 AS address_last,
            EXISTS (SELECT 1 FROM login_known_address k
                     WHERE k.area = $1 AND k.login = $2 AND k.ip = $3
                       AND k.last_success_at > now() - interval '${KNOWN_ADDRESS_DAYS} days') AS known,
            extract(epoch FROM now())::float8 AS now
       FROM login_attempt
      WHERE ((area = $1 AND login = $2) OR ip = $3) AND created_at > now() - interval '${FAILURE_WINDOW_MINUTES} minutes'`,
    [area, login, ip],
  );
  const c = rows[0];
  const until = (failures: number, last: number | null, limit: number) => (last === null ? 0 : last + delayMinutes(failures, limit) * 60);
  const ends = [until(c.pair, c.pair_last, PAIR_FAILURE_LIMIT)];
  if (!c.known) ends.push(until(c.login, c.login_last, LOGIN_FAILURE_LIMIT), until(c.address, c.address_last, ADDRESS_FAILURE_LIMIT));
  return Math.max(0, Math.ceil(Math.max(...ends) - c.now));
}

export async function recordFailure(db: Db, area: Area, login: string, ip: string): Promise<void> {
  await db.query('INSERT INTO login_attempt (area, login, ip) VALUES ($1, $2, $3)', [area, login, ip]);
  // Old rows carry no information any more; pruning here keeps the table small without a scheduler.
  await db.query(`DELETE FROM login_attempt WHERE created_at < now() - interval '1 day'`);
}

/**
 * After a sign-in that proved who the caller is: that address's failures for the login are forgiven
 * and the address becomes known for it (failures elsewhere keep counting, they may be an attacker's).
 */
export async function rememberSuccess(db: Db, area: Area, login: string, ip: string): Promise<void> {
  await db.query('DELETE FROM login_attempt WHERE area = $1 AND login = $2 AND ip = $3', [area, login, ip]);
  await db.query(
    `INSERT INTO login_known_address (area, login, ip) VALUES ($1, $2, $3)
     ON CONFLICT (area, login, ip) DO UPDATE SET last_success_at = now()`,
    [area, login, ip],
  );
}

/** After a password reset the owner proved who they are: every failure of their login names is forgiven. */
export async function liftLockouts(db: Db, logins: { area: Area; login: string }[]): Promise<void> {
  for (const l of logins) await db.query('DELETE FROM login_attempt WHERE area = $1 AND login = $2', [l.area, l.login]);
}
