/**
 * The audit trail: every create, update and soft delete appends a hash-chained entry in the same
 * transaction; the chain verifies; a changed, rehashed or removed entry is named by the verifier (and
 * by the audit:verify command); concurrent writers of one enterprise never fork the chain.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReport, verifyEnterprises } from '../../scripts/audit-verify';
import { auditHash } from '../../server/modules/audit/hash';
import { verifyAuditChain } from '../../server/modules/audit/verify';
import { createTestApp, type TestApp } from './helpers/testApp';
import { REPO_ROOT } from './helpers/testDatabase';
import { ADMIN_PHONE, EMPTY_ENTERPRISE, moduleClient, SEEDED_ENTERPRISE, type ModuleClient } from './modules-client';

const API = 'account/electricalTrip';
let t: TestApp;
let c: ModuleClient;

interface Entry {
  id: number;
  module_id: string;
  record_id: number;
  action: string;
  actor_id: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  prev_hash: string;
  hash: string;
}

const trip = (i: number) => ({
  tripTime: `2024-05-${String(i).padStart(2, '0')} 08:30:00`, equipment: `${i}号配电柜`, tripType: '2', duration: 10 + i, affectsMonitoring: i % 2 === 0,
  cause: '过载保护动作', recorder: '王强', recordTime: `2024-05-${String(i).padStart(2, '0')} 09:00:00`,
});

async function entries(enterpriseId: number): Promise<Entry[]> {
  const { rows } = await t.db.query<Entry>(
    `SELECT id::float8 AS id, module_id, record_id::float8 AS record_id, action, actor_id::float8 AS actor_id, before, after, prev_hash, hash
       FROM ledger_audit WHERE enterprise_id = $1 ORDER BY id`,
    [enterpriseId],
  );
  return rows;
}

/** Runs SQL against the append-only table with its guard trigger off (what an attacker with DB access would do). */
async function tamper(sql: string, params: unknown[] = []): Promise<void> {
  await t.db.query('ALTER TABLE ledger_audit DISABLE TRIGGER ledger_audit_append_only');
  try {
    await t.db.query(sql, params);
  } finally {
    await t.db.query('ALTER TABLE ledger_audit ENABLE TRIGGER ledger_audit_append_only');
  }
}

beforeAll(async () => {
  t = await createTestApp();
  c = await moduleClient(t, ADMIN_PHONE, EMPTY_ENTERPRISE);
});
afterAll(() => t?.close());

describe('audit entries', () => {
  it('records create, update and delete with who, before and after, chained by hash', async () => {
    const created = (await c.call('POST', API, { payload: trip(1) })).body!.data;
    await c.call('PUT', API, { payload: { id: created.id, duration: 45, remark: '已恢复供电' } });
    await c.call('DELETE', `${API}/${created.id}`);
    const log = (await entries(c.enterpriseId)).filter((e) => e.record_id === created.id);
    expect(log.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(log.every((e) => e.module_id === 'electricalTrip' && e.actor_id === created.createdBy)).toBe(true);
    expect(log[0].before).toBeNull();
    expect(log[0].after).toMatchObject({ equipment: '1号配电柜', duration: 11, remark: null });
    expect(log[1].before).toMatchObject({ duration: 11, remark: null });
    expect(log[1].after).toMatchObject({ duration: 45, remark: '已恢复供电' });
    expect(log[2].before).toMatchObject({ duration: 45 });
    expect(log[2].after).toBeNull();
    expect(log[1].prev_hash).toBe(log[0].hash);
    expect(log[2].prev_hash).toBe(log[1].hash);
    // The soft-deleted row is still stored.
    const { rows } = await t.db.query<{ deleted: boolean }>('SELECT deleted_at IS NOT NULL AS deleted FROM ledger_electrical_trip WHERE id = $1', [created.id]);
    expect(rows[0].deleted).toBe(true);
  });

  it('shows the history newest first with names and localized labels of the changed fields', async () => {
    const created = (await c.call('POST', API, { payload: trip(2) })).body!.data;
    await c.call('PUT', API, { payload: { id: created.id, tripType: '3' } });
    const en = (await c.call('GET', `${API}/${created.id}/history`, { locale: 'en-US' })).body!.data;
    expect(en[0]).toMatchObject({ action: 'update', actorName: '张伟', changes: [{ field: 'tripType', label: 'Type', before: '2', after: '3', beforeText: 'Trip', afterText: 'Voltage loss' }] });
    expect(en[0].at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(en[1].action).toBe('create');
    expect(en[1].changes.map((ch: { field: string }) => ch.field)).toEqual(expect.arrayContaining(['tripTime', 'equipment', 'cause']));
  });

  it('refuses to change or remove entries through SQL while the guard is on', async () => {
    await expect(t.db.query(`UPDATE ledger_audit SET action = 'create'`)).rejects.toThrow(/append-only/);
    await expect(t.db.query(`DELETE FROM ledger_audit`)).rejects.toThrow(/append-only/);
  });
});

describe('chain verification', () => {
  it('verifies the chains written by the API and by the demo seed', async () => {
    const mine = await verifyAuditChain(t.db, c.enterpriseId);
    expect(mine).toEqual({ enterpriseId: c.enterpriseId, ok: true, entries: (await entries(c.enterpriseId)).length });
    const seeded = await t.enterpriseId(SEEDED_ENTERPRISE);
    const report = await verifyAuditChain(t.db, seeded);
    expect(report.ok).toBe(true);
    expect(report.entries).toBeGreaterThan(200);
    expect(formatReport(report)).toBe(`enterprise ${seeded}: OK (${report.entries} entries)`);
  });

  it('names an entry whose content was changed, and is OK again once it is restored', async () => {
    const log = await entries(c.enterpriseId);
    const target = log[1];
    await tamper(`UPDATE ledger_audit SET after = jsonb_set(after, '{duration}', '5') WHERE id = $1`, [target.id]);
    const broken = await verifyAuditChain(t.db, c.enterpriseId);
    expect(broken).toMatchObject({ ok: false, brokenId: target.id });
    expect(broken.reason).toMatch(/content does not match its hash/);
    expect(formatReport(broken)).toBe(`enterprise ${c.enterpriseId}: BROKEN at entry ${target.id}: ${broken.reason}`);
    await tamper(`UPDATE ledger_audit SET after = $2::jsonb WHERE id = $1`, [target.id, JSON.stringify(target.after)]);
    expect((await verifyAuditChain(t.db, c.enterpriseId)).ok).toBe(true);
  });

  it('names the entry after one that was rewritten with a recomputed hash', async () => {
    const log = await entries(c.enterpriseId);
    const [target, next] = [log[2], log[3]];
    const forged = { ...target.after, duration: 1 };
    const { rows } = await t.db.query<{ at: string }>(`SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at FROM ledger_audit WHERE id = $1`, [target.id]);
    const hash = auditHash({ prevHash: target.prev_hash, enterpriseId: c.enterpriseId, module: target.module_id, recordId: target.record_id, action: target.action as 'update', actor: target.actor_id, at: rows[0].at, before: target.before, after: forged });
    await tamper(`UPDATE ledger_audit SET after = $2::jsonb, hash = $3 WHERE id = $1`, [target.id, JSON.stringify(forged), hash]);
    const report = await verifyAuditChain(t.db, c.enterpriseId);
    expect(report).toMatchObject({ ok: false, brokenId: next.id });
    expect(report.reason).toContain(`does not match the hash of entry ${target.id}`);
    await tamper(`UPDATE ledger_audit SET after = $2::jsonb, hash = $3 WHERE id = $1`, [target.id, JSON.stringify(target.after), target.hash]);
  });

  it('names the entry after a removed one, and a chain whose last entries were removed', async () => {
    // Moving an entry to another enterprise removes it from this chain and lets the test put it back intact.
    const hide = (id: number) => tamper('UPDATE ledger_audit SET enterprise_id = -enterprise_id WHERE id = $1', [id]);
    const log = await entries(c.enterpriseId);
    await hide(log[1].id);
    const report = await verifyAuditChain(t.db, c.enterpriseId);
    expect(report).toMatchObject({ ok: false, brokenId: log[2].id });
    expect(report.reason).toContain(`does not match the hash of entry ${log[0].id}`);
    await hide(log[1].id);
    expect((await verifyAuditChain(t.db, c.enterpriseId)).ok).toBe(true);

    const last = log[log.length - 1];
    await hide(last.id);
    const tail = await verifyAuditChain(t.db, c.enterpriseId);
    expect(tail).toMatchObject({ ok: false, brokenId: last.id });
    expect(tail.reason).toMatch(/entries at the end were removed/);
    await hide(last.id);
    expect((await verifyEnterprises(t.db, [c.enterpriseId]))[0].ok).toBe(true);
  });

  it('keeps one chain under concurrent writers of one enterprise', async () => {
    const ids: number[] = [];
    for (let i = 3; i <= 6; i++) ids.push((await c.call('POST', API, { payload: trip(i) })).body!.data.id);
    const before = (await entries(c.enterpriseId)).length;
    const writes = Array.from({ length: 24 }, (_, k) =>
      k % 6 === 5 ? c.call('POST', API, { payload: trip(7 + (k % 20)) }) : c.call('PUT', API, { payload: { id: ids[k % ids.length], duration: 100 + k } }),
    );
    const answers = await Promise.all(writes);
    expect(answers.every((a) => a.body?.code === 1000000)).toBe(true);
    const log = await entries(c.enterpriseId);
    expect(log).toHaveLength(before + 24);
    // No fork: every entry has its own predecessor.
    expect(new Set(log.map((e) => e.prev_hash)).size).toBe(log.length);
    expect((await verifyAuditChain(t.db, c.enterpriseId)).ok).toBe(true);
  });

  it('is what `npm run audit:verify` runs (PostgreSQL runs only: the command needs the database URL)', async (ctx) => {
    if (!t.databaseUrl) return ctx.skip();
    const run = () => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/audit-verify.ts', '--enterprise', String(c.enterpriseId)], { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: t.databaseUrl }, encoding: 'utf8' });
    const good = run();
    expect(good.status).toBe(0);
    expect(good.stdout).toMatch(new RegExp(`enterprise ${c.enterpriseId}: OK`));
    const victim = (await entries(c.enterpriseId))[0];
    await tamper(`UPDATE ledger_audit SET actor_id = 999 WHERE id = $1`, [victim.id]);
    const bad = run();
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain(`BROKEN at entry ${victim.id}: content does not match its hash`);
    await tamper(`UPDATE ledger_audit SET actor_id = $2 WHERE id = $1`, [victim.id, victim.actor_id]);
  });
});
