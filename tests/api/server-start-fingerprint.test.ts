// The start fingerprint (issue 19, cold start): a restart of the same code on a database it already
// prepared answers "nothing to do" with one statement, and every other start prepares in full as before.
// Each case watches the statements a preparation sends and compares what the database holds afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleSchema } from '../../schemas/types';
import { prepareDatabase } from '../../server/db/prepare';
import { discoverPlugins, type PluginSet } from '../../server/plugin-host/discover';
import { loadModuleSchemas } from '../../server/modules/load';
import { ROLE_ENTERPRISE_ADMIN } from '../../server/seed/demoData';
import { recording } from './helpers/recordingDb';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';

const all: ModuleSchema[] = await loadModuleSchemas('schemas/modules');
const device = all.find((s) => s.id === 'deviceInventory')!;
/** A module of its own (own id and table), so changing its schema touches no other test's data. */
const probe: ModuleSchema = { ...device, id: 'startProbe', table: 'ledger_start_probe', api: 'x/startProbe', route: '/x/startProbe', unique: undefined };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ schemas: [], seed: true });
});
afterAll(() => database?.drop());

async function prepare(options: { codeVersion?: string; schemas?: ModuleSchema[]; failOn?: RegExp; plugins?: PluginSet } = {}): Promise<string[]> {
  const { db, statements } = recording(database.db, options.failOn);
  await prepareDatabase(db, { schemas: options.schemas ?? [probe], seed: true, codeVersion: options.codeVersion, plugins: options.plugins });
  return statements;
}

/** Statements only the full preparation sends: the migration ledger, module tables, grants, menus. */
const fullWork = (statements: string[]) =>
  statements.filter((s) => /_migrations|"_module_schema"|INSERT INTO role_permission|menus\.synced/.test(s));

/** What a preparation decides: migrations, module tables, grants, menus, processes (no timestamps). */
async function preparedState(): Promise<unknown> {
  const q = async (sql: string) => (await database.db.query(sql)).rows;
  return {
    migrations: await q('SELECT name, checksum FROM _migrations ORDER BY name'),
    modules: await q('SELECT module_id, table_name, version, columns, fingerprint FROM "_module_schema" ORDER BY module_id'),
    menus: await q('SELECT system_id, code, parent_id, name, path, type, order_num, perms, meta, active FROM menu ORDER BY system_id, code'),
    roleKeys: await q('SELECT role_id, perm FROM role_permission ORDER BY role_id, perm'),
    roleMenus: await q('SELECT role_id, menu_id FROM role_menu ORDER BY role_id, menu_id'),
    editionMenus: await q('SELECT edition_id, menu_id FROM edition_menu ORDER BY edition_id, menu_id'),
    processes: await q('SELECT enterprise_id, process_key, version FROM workflow_definition ORDER BY process_key, version'),
    meta: await q(`SELECT key, value FROM app_meta WHERE key <> 'start.fingerprint' ORDER BY key`),
  };
}

async function demoAdminKeys(): Promise<string[]> {
  const { rows } = await database.db.query<{ perm: string }>(
    'SELECT rp.perm FROM role_permission rp JOIN role r ON r.id = rp.role_id WHERE r.code = $1 AND r.enterprise_id IS NULL ORDER BY rp.perm',
    [ROLE_ENTERPRISE_ADMIN.code],
  );
  return rows.map((r) => r.perm);
}

describe('start fingerprint', () => {
  it('lets a restart of the same code skip the preparation, which would have changed nothing', async () => {
    const first = await prepare({ codeVersion: 'code-a' });
    expect(fullWork(first).length).toBeGreaterThan(5);
    const before = await preparedState();

    const again = await prepare({ codeVersion: 'code-a' });
    expect(again[0]).toMatch(/start\.fingerprint|app_meta/);
    expect(fullWork(again)).toEqual([]);
    expect(await preparedState()).toEqual(before);

    // The slow path on the same database finds nothing to change either: skipping it lost nothing.
    const full = await prepare();
    expect(fullWork(full).length).toBeGreaterThan(5);
    expect(await preparedState()).toEqual(before);
  });

  it('prepares in full without a code version, for another code version and for a changed schema', async () => {
    await prepare({ codeVersion: 'code-a' });
    expect(fullWork(await prepare()).length).toBeGreaterThan(5);
    expect(fullWork(await prepare({ codeVersion: 'code-a' })).length).toBeGreaterThan(5); // the full run above forgot it
    expect(fullWork(await prepare({ codeVersion: 'code-b' })).length).toBeGreaterThan(5);
    expect(fullWork(await prepare({ codeVersion: 'code-b' }))).toEqual([]);

    const widened: ModuleSchema = {
      ...probe,
      fields: [...probe.fields, { name: 'startProbeNote', label: { 'zh-CN': '备注', 'en-US': 'Note' }, type: 'string', maxLength: 20 }],
    };
    expect(fullWork(await prepare({ codeVersion: 'code-b', schemas: [widened] })).length).toBeGreaterThan(5);
    const { rows } = await database.db.query(
      `SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'ledger_start_probe' AND column_name = 'start_probe_note'`,
    );
    expect(rows).toHaveLength(1);
    expect(fullWork(await prepare({ codeVersion: 'code-b', schemas: [widened] }))).toEqual([]);
  });

  it('prepares in full after an operator changed a system role, granting the declared keys again as before', async () => {
    await prepare({ codeVersion: 'code-a' });
    const keys = await demoAdminKeys();
    const removed = probe.permissions.view; // granted again from the loaded module schemas on every full start
    expect(keys).toContain(removed);
    await database.db.query(
      'DELETE FROM role_permission WHERE perm = $1 AND role_id IN (SELECT id FROM role WHERE code = $2 AND enterprise_id IS NULL)',
      [removed, ROLE_ENTERPRISE_ADMIN.code],
    );
    expect(fullWork(await prepare({ codeVersion: 'code-a' })).length).toBeGreaterThan(5);
    expect(await demoAdminKeys()).toEqual(keys);
    expect(fullWork(await prepare({ codeVersion: 'code-a' }))).toEqual([]);
  });

  it('runs everything again after a start that stopped before recording the fingerprint', async () => {
    await prepare({ codeVersion: 'code-a' });
    await expect(prepare({ codeVersion: 'code-b', failOn: /INSERT INTO role_permission/ })).rejects.toThrow(/stopped before/);
    // Neither the new code nor the old one trusts the half-done preparation.
    expect(fullWork(await prepare({ codeVersion: 'code-a' })).length).toBeGreaterThan(5);
    await expect(prepare({ codeVersion: 'code-b', failOn: /fingerprint IS NULL/ })).rejects.toThrow(/stopped before/);
    expect(fullWork(await prepare({ codeVersion: 'code-b' })).length).toBeGreaterThan(5);
    expect(fullWork(await prepare({ codeVersion: 'code-b' }))).toEqual([]);
  });

  it("deploys the plugins' default processes in the full preparation, and prepares in full when one changes", async () => {
    const platformRisk = async () =>
      (await database.db.query(`SELECT version FROM workflow_definition WHERE enterprise_id IS NULL AND process_key = 'risk-handling'`)).rows;
    await database.db.query(`DELETE FROM workflow_model WHERE enterprise_id IS NULL AND process_key = 'risk-handling'`);
    await database.db.query(`DELETE FROM workflow_definition WHERE enterprise_id IS NULL AND process_key = 'risk-handling'`);
    expect(await platformRisk()).toEqual([]);
    await prepare(); // no code version: in full
    expect(await platformRisk()).toEqual([{ version: 1 }]);
    expect(fullWork(await prepare({ codeVersion: 'code-a' })).length).toBeGreaterThan(5);
    expect(fullWork(await prepare({ codeVersion: 'code-a' }))).toEqual([]);

    const plugins = await discoverPlugins();
    const risk = plugins.enabled.find((p) => p.name === 'risk-management')!;
    const changed = { ...risk, server: { ...risk.server, processes: risk.server!.processes!.map((xml) => `${xml}\n<!-- v2 -->`) } };
    const withChanged = { ...plugins, enabled: plugins.enabled.map((p) => (p === risk ? changed : p)) };
    expect(fullWork(await prepare({ codeVersion: 'code-a', plugins: withChanged })).length).toBeGreaterThan(5);
    expect(await platformRisk()).toEqual([{ version: 1 }]); // a platform version of the key exists: left as it is
  });

  it('keeps checking a business key that could not be enforced, and records the fingerprint once it is', async () => {
    await prepare({ codeVersion: 'code-a' });
    await database.db.query(`DELETE FROM ledger_start_probe`);
    await database.db.query(`INSERT INTO ledger_start_probe (enterprise_id, device_code) VALUES (1, 'D-1'), (1, 'D-1')`);
    const keyed: ModuleSchema = { ...probe, unique: [['deviceCode']] };
    const duplicateCheck = (statements: string[]) => statements.filter((s) => /HAVING count\(\*\) > 1/.test(s));
    expect(duplicateCheck(await prepare({ codeVersion: 'code-a', schemas: [keyed] }))).toHaveLength(1);
    expect(duplicateCheck(await prepare({ codeVersion: 'code-a', schemas: [keyed] }))).toHaveLength(1);
    await database.db.query(`DELETE FROM ledger_start_probe`);
    expect(duplicateCheck(await prepare({ codeVersion: 'code-a', schemas: [keyed] }))).toHaveLength(1);
    expect(fullWork(await prepare({ codeVersion: 'code-a', schemas: [keyed] }))).toEqual([]);
  });
});
