// The per-connection memory of proved passwords (AuthSession) in front of the logger directory: a
// repeated PW on the same connection is accepted without the keyed digest, and nothing else is.
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/core/passwords';
import { AuthSession, LoggerDirectory } from '../../server/monitoring/ingest/loggers';

/** monitor_point as the directory reads it: one row per MN, changeable between reads. */
function pointTable(rows: Record<string, { id: number; pw_hash: string; enabled: boolean }>) {
  return {
    reads: 0,
    async query<T>(_sql: string, params?: unknown[]) {
      this.reads += 1;
      const row = rows[String(params?.[0])];
      return { rows: (row ? [{ ...row, enterprise_id: 7 }] : []) as T[], rowCount: row ? 1 : 0 };
    },
  };
}

describe('AuthSession', () => {
  it('answers a repeated PW on the same connection at once, and only there', async () => {
    const table = pointTable({ MN1: { id: 1, pw_hash: await hashPassword('secret'), enabled: true } });
    const loggers = new LoggerDirectory(table as never);
    const session = new AuthSession();
    expect(loggers.provenBefore('MN1', 'secret', session)).toBeUndefined();
    const first = await loggers.authenticate('MN1', 'secret', session);
    expect(first).toMatchObject({ ok: true, logger: { pointId: 1, mn: 'MN1' } });
    expect(loggers.provenBefore('MN1', 'secret', session)).toEqual(first);
    // Another PW, another connection, another MN: the full check.
    expect(loggers.provenBefore('MN1', 'secreT', session)).toBeUndefined();
    expect(loggers.provenBefore('MN1', 'secret', new AuthSession())).toBeUndefined();
    expect(loggers.provenBefore('MN2', 'secret', session)).toBeUndefined();
    expect(await loggers.authenticate('MN1', 'secreT', session)).toEqual({ ok: false, reason: 'BAD_PASSWORD' });
    // A refusal does not replace what the connection proved.
    expect(loggers.provenBefore('MN1', 'secret', session)).toEqual(first);
  });

  it('forgets the proof when the point changes: a new password, or disabled', async () => {
    const rows = { MN1: { id: 1, pw_hash: await hashPassword('old'), enabled: true } };
    const loggers = new LoggerDirectory(pointTable(rows) as never);
    const session = new AuthSession();
    await loggers.authenticate('MN1', 'old', session);
    expect(loggers.provenBefore('MN1', 'old', session)?.ok).toBe(true);

    rows.MN1 = { id: 1, pw_hash: await hashPassword('new'), enabled: true };
    loggers.invalidate('MN1');
    expect(loggers.provenBefore('MN1', 'old', session)).toBeUndefined();
    expect(await loggers.authenticate('MN1', 'old', session)).toEqual({ ok: false, reason: 'BAD_PASSWORD' });
    expect(loggers.provenBefore('MN1', 'old', session)).toBeUndefined();
    expect((await loggers.authenticate('MN1', 'new', session)).ok).toBe(true);
    expect(loggers.provenBefore('MN1', 'new', session)?.ok).toBe(true);

    rows.MN1 = { ...rows.MN1, enabled: false };
    loggers.invalidate('MN1');
    expect(await loggers.authenticate('MN1', 'new', session)).toEqual({ ok: false, reason: 'DISABLED' });
    expect(loggers.provenBefore('MN1', 'new', session)).toBeUndefined();
  });

  it('reads the point again once its entry expired, then trusts the proof again', async () => {
    let now = 1_000_000;
    const table = pointTable({ MN1: { id: 1, pw_hash: await hashPassword('pw'), enabled: true } });
    const loggers = new LoggerDirectory(table as never, { ttlMs: 1_000, now: () => now });
    const session = new AuthSession();
    await loggers.authenticate('MN1', 'pw', session);
    expect(loggers.provenBefore('MN1', 'pw', session)?.ok).toBe(true);
    now += 1_001;
    expect(loggers.provenBefore('MN1', 'pw', session)).toBeUndefined();
    await loggers.authenticate('MN1', 'pw', session);
    expect(table.reads).toBe(2);
    expect(loggers.provenBefore('MN1', 'pw', session)?.ok).toBe(true);
  });

  it('keeps no password text', async () => {
    const loggers = new LoggerDirectory(pointTable({ MN1: { id: 1, pw_hash: await hashPassword('Pw#2024-unique'), enabled: true } }) as never);
    const session = new AuthSession();
    await loggers.authenticate('MN1', 'Pw#2024-unique', session);
    const kept = JSON.stringify([...session.proved.values()].map((p) => ({ digest: p.digest, pwHash: p.pwHash })));
    expect(kept).not.toContain('Pw#2024-unique');
  });
});
