import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleSchema } from '../../schemas/types';
import type { Db } from '../../server/core/contracts';
import { migrateModules } from '../../server/modules/migrate';
import { seedModuleData } from '../../server/modules/seed';
import { createTestDatabase, REPO_ROOT, type TestDatabase } from './helpers/testDatabase';

const device = (): ModuleSchema => JSON.parse(readFileSync(resolve(REPO_ROOT, 'schemas/modules/device-inventory.json'), 'utf8'));

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase({ schemas: [], seed: false });
  db = database.db;
});
afterAll(() => database?.drop());

async function columns(table: string): Promise<Record<string, string>> {
  const { rows } = await db.query<{ column_name: string; type: string }>(
    `SELECT column_name, format_type(a.atttypid, a.atttypmod) AS type
       FROM information_schema.columns c
       JOIN pg_attribute a ON a.attrelid = (quote_ident(c.table_name))::regclass AND a.attname = c.column_name
      WHERE c.table_schema = current_schema() AND c.table_name = $1`,
    [table],
  );
  return Object.fromEntries(rows.map((r) => [r.column_name, r.type]));
}

function recorder() {
  const warnings: string[] = [];
  return { warnings, logger: { warn: (m: string) => warnings.push(m) } };
}

describe('migrateModules', () => {
  it('creates the table, its indexes and the registry row', async () => {
    const log = recorder();
    await migrateModules(db, [device()], log);
    expect(log.warnings).toEqual([]);
    const cols = await columns('ledger_device_inventory');
    expect(cols).toMatchObject({ id: 'bigint', enterprise_id: 'bigint', deleted_at: 'timestamp with time zone', device_code: 'character varying(32)', design_capacity: 'numeric(18,2)', record_time: 'timestamp(0) without time zone', remark: 'text' });
    const { rows: indexes } = await db.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'ledger_device_inventory' ORDER BY indexname`);
    expect(indexes.map((i) => i.indexname)).toEqual([
      'ledger_device_inventory_device_code_uq',
      'ledger_device_inventory_device_type_idx',
      'ledger_device_inventory_list_idx',
      'ledger_device_inventory_pkey',
      'ledger_device_inventory_status_idx',
    ]);
    const { rows } = await db.query<{ module_id: string; table_name: string; version: number; columns: { name: string; type: string }[] }>('SELECT * FROM _module_schema');
    expect(rows).toEqual([expect.objectContaining({ module_id: 'deviceInventory', table_name: 'ledger_device_inventory', version: 1 })]);
    expect(rows[0].columns[0]).toEqual({ name: 'device_code', type: 'varchar(32)' });
  });

  it('adds new columns and widens varchar, but never drops or narrows: data survives with a warning', async () => {
    await db.query(`INSERT INTO ledger_device_inventory (enterprise_id, device_code, model, install_date, remark) VALUES (1, 'K-1', 'M-50', '2024-01-02', '保留的备注')`);
    const v2 = device();
    v2.version = 2;
    v2.fields = v2.fields.filter((f) => f.name !== 'remark');
    v2.fields.find((f) => f.name === 'deviceCode')!.maxLength = 64;
    v2.fields.find((f) => f.name === 'model')!.maxLength = 20;
    v2.fields.find((f) => f.name === 'installDate')!.type = 'string';
    v2.fields.push({ name: 'ratedPower', type: 'number', precision: 1, label: { 'zh-CN': '额定功率' } });
    const log = recorder();
    await migrateModules(db, [v2], log);
    expect(log.warnings).toEqual([
      'module deviceInventory: column ledger_device_inventory.model is varchar(50), the schema asks for varchar(20); left unchanged so no data is lost',
      'module deviceInventory: column ledger_device_inventory.install_date is date, the schema asks for varchar(255); left unchanged so no data is lost',
      'module deviceInventory: column ledger_device_inventory.remark is no longer in the schema; kept with its data',
    ]);
    const cols = await columns('ledger_device_inventory');
    expect(cols).toMatchObject({ device_code: 'character varying(64)', model: 'character varying(50)', install_date: 'date', remark: 'text', rated_power: 'numeric(18,1)' });
    const { rows } = await db.query<{ remark: string; model: string }>(`SELECT remark, model FROM ledger_device_inventory WHERE device_code = 'K-1'`);
    expect(rows).toEqual([{ remark: '保留的备注', model: 'M-50' }]);
    const { rows: registry } = await db.query<{ version: number }>(`SELECT version FROM _module_schema WHERE module_id = 'deviceInventory'`);
    expect(registry[0].version).toBe(2);
  });

  it('rebuilds a derived index whose definition changed and drops the ones the schema no longer derives', async () => {
    const defs = async () =>
      Object.fromEntries((await db.query<{ indexname: string; indexdef: string }>(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'ledger_device_inventory'`)).rows.map((r) => [r.indexname, r.indexdef]));
    await migrateModules(db, [device()], recorder());
    expect((await defs()).ledger_device_inventory_status_idx).toContain('INCLUDE (device_type)');
    const fewer = device();
    fewer.search = fewer.search.filter((item) => item.searchName !== 'deviceType');
    const log = { infos: [] as string[], warn: () => undefined, info: (m: string) => log.infos.push(m) };
    await migrateModules(db, [fewer], { logger: log });
    const after = await defs();
    expect(after).not.toHaveProperty('ledger_device_inventory_device_type_idx');
    expect(after.ledger_device_inventory_status_idx).toMatch(/\(enterprise_id, status, record_time\) WHERE/);
    expect(log.infos).toEqual([
      'module deviceInventory: index ledger_device_inventory_status_idx rebuilt for its new definition',
      'module deviceInventory: index ledger_device_inventory_device_type_idx dropped, the schema no longer derives it',
    ]);
    // An index of the same name from before signatures existed is rebuilt too.
    await db.query('DROP INDEX ledger_device_inventory_status_idx');
    await db.query('CREATE INDEX ledger_device_inventory_status_idx ON ledger_device_inventory (status)');
    await migrateModules(db, [device()], recorder());
    expect((await defs()).ledger_device_inventory_status_idx).toContain('(enterprise_id, status, record_time) INCLUDE (device_type)');
  });

  it('is safe to run concurrently and repeatedly', async () => {
    await Promise.all([migrateModules(db, [device()], recorder()), migrateModules(db, [device()], recorder()), migrateModules(db, [device()], recorder())]);
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM _module_schema`);
    expect(rows[0].n).toBe(1);
  });

  it('refuses to adopt a table it did not create, or one another module owns', async () => {
    await db.query('CREATE TABLE core_owned_thing (id serial primary key)');
    const foreign = { ...device(), id: 'thing', table: 'core_owned_thing', api: 'x/thing', route: '/x/thing' };
    await expect(migrateModules(db, [foreign], recorder())).rejects.toThrow('module thing: table "core_owned_thing" already exists and is not a module table');
    const thief = { ...device(), id: 'thief', api: 'x/thief', route: '/x/thief' };
    await expect(migrateModules(db, [thief], recorder())).rejects.toThrow('module thief: table "ledger_device_inventory" belongs to module "deviceInventory"');
    expect(await columns('core_owned_thing')).toEqual({ id: 'integer' });
  });
});

describe('seedModuleData', () => {
  it('adds 30-60 valid demo devices per empty enterprise and leaves filled ones alone', async () => {
    await db.query(`DELETE FROM ledger_device_inventory`);
    await migrateModules(db, [device()], recorder());
    await db.query(`INSERT INTO ledger_device_inventory (enterprise_id, device_code) VALUES (3, 'OWN-1')`);
    await seedModuleData(db, [device()], { enterpriseIds: [1, 2, 3], userId: 9 });
    const { rows } = await db.query<{ enterprise_id: number; n: number; names: string[]; makers: string[] }>(
      `SELECT enterprise_id::int, count(*)::int AS n, array_agg(DISTINCT name) AS names, array_agg(DISTINCT manufacturer) AS makers
         FROM ledger_device_inventory GROUP BY enterprise_id ORDER BY enterprise_id`,
    );
    expect(rows.map((r) => r.enterprise_id)).toEqual([1, 2, 3]);
    for (const r of rows.slice(0, 2)) {
      expect(r.n).toBeGreaterThanOrEqual(30);
      expect(r.n).toBeLessThanOrEqual(60);
      expect(r.names.some((n) => /脱硫塔|布袋除尘器|COD在线分析仪|氨氮在线分析仪|污水提升泵/.test(n))).toBe(true);
      expect(r.makers.length).toBeGreaterThan(3);
    }
    expect(rows[2].n).toBe(1);
    // Running again adds nothing.
    await seedModuleData(db, [device()], { enterpriseIds: [1, 2, 3], userId: 9 });
    const { rows: again } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_device_inventory`);
    expect(again[0].n).toBe(rows.reduce((s, r) => s + r.n, 0));
  });
});
