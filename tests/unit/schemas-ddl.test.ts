import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleIssues } from '../../schemas/lint';
import { columnName } from '../../schemas/naming';
import type { ModuleSchema } from '../../schemas/types';
import { createTableSql, moduleDdl, tableColumns, tableIndexes } from '../../server/modules/ddl';

const ROOT = resolve(import.meta.dirname, '../..');
const device = (): ModuleSchema => JSON.parse(readFileSync(resolve(ROOT, 'schemas/modules/device-inventory.json'), 'utf8'));

/** A module with one field of every type. */
function allTypes(): ModuleSchema {
  const l = (zh: string) => ({ 'zh-CN': zh });
  return {
    id: 'sample', version: 1, title: l('样例'), route: '/x/sample', api: 'x/sample', group: 'x', table: 'ledger_sample',
    fields: [
      { name: 'code', type: 'string', label: l('编号') },
      { name: 'shortCode', type: 'string', maxLength: 12, label: l('短编号') },
      { name: 'note', type: 'text', label: l('说明') },
      { name: 'count', type: 'integer', label: l('数量') },
      { name: 'amount', type: 'number', label: l('金额') },
      { name: 'ratio', type: 'number', precision: 6, label: l('比例') },
      { name: 'active', type: 'boolean', label: l('启用') },
      { name: 'day', type: 'date', label: l('日期') },
      { name: 'recordTime', type: 'datetime', label: l('时间') },
      { name: 'period', type: 'month', label: l('月份') },
      { name: 'status', type: 'enum', dict: 'common_status', label: l('状态') },
      { name: 'tags', type: 'enum', multiple: true, dict: 'device_type', label: l('标签') },
      { name: 'attachments', type: 'files', label: l('附件') },
      { name: 'rows', type: 'subtable', label: l('明细'), fields: [{ name: 'qty', type: 'number', label: l('量') }] },
      { name: 'co2Value', type: 'number', label: l('二氧化碳') },
    ],
    list: { columns: [{ field: 'code' }] },
    search: [
      { searchName: 'code', searchType: 'input' },
      { searchName: 'status', searchType: 'select' },
      { searchName: 'tags', searchType: 'select' },
      { searchName: 'day', searchType: 'date' },
      { searchName: 'period', searchType: 'month' },
    ],
    form: { sections: [{ fields: ['code'] }] },
    permissions: { view: 'x:sample:view' },
  };
}

describe('table derivation', () => {
  it('uses a fixture that is itself a valid module schema', () => {
    expect(moduleIssues(allTypes())).toEqual([]);
  });

  it('maps field names to snake_case columns', () => {
    expect(['calibrationDue', 'co2Value', 'name', 'aBC'].map(columnName)).toEqual(['calibration_due', 'co2_value', 'name', 'a_b_c']);
  });

  it('puts the system columns first, then one column per field with the documented types', () => {
    expect(tableColumns(allTypes()).map((c) => `${c.name} ${c.type}${c.constraints ? ' ' + c.constraints : ''}`)).toEqual([
      'id bigserial PRIMARY KEY',
      'enterprise_id bigint NOT NULL',
      'created_at timestamptz NOT NULL DEFAULT now()',
      'updated_at timestamptz NOT NULL DEFAULT now()',
      'created_by bigint',
      'updated_by bigint',
      'deleted_at timestamptz',
      'code varchar(255)',
      'short_code varchar(12)',
      'note text',
      'count bigint',
      'amount numeric(18,2)',
      'ratio numeric(18,6)',
      'active boolean',
      'day date',
      'record_time timestamp(0)',
      'period varchar(7)',
      'status varchar(64)',
      'tags jsonb',
      'attachments jsonb',
      'rows jsonb',
      'co2_value numeric(18,2)',
    ]);
  });

  it('indexes the default order and the select/date/month search columns (then the default order, with the other filter columns) of live rows', () => {
    expect(tableIndexes(device())).toEqual([
      { name: 'ledger_device_inventory_list_idx', keys: '"enterprise_id", "record_time" DESC, "id" DESC' },
      { name: 'ledger_device_inventory_device_type_idx', keys: '"enterprise_id", "device_type", "record_time"', include: '"status"' },
      { name: 'ledger_device_inventory_status_idx', keys: '"enterprise_id", "status", "record_time"', include: '"device_type"' },
    ]);
    // No default sort: newest first by id. Input searches and jsonb columns get no b-tree index.
    expect(tableIndexes(allTypes()).map((i) => i.keys)).toEqual([
      '"enterprise_id", "id" DESC',
      '"enterprise_id", "status"',
      '"enterprise_id", "day"',
      '"enterprise_id", "period"',
    ]);
    expect(moduleDdl(device())[1]).toBe(
      'CREATE INDEX IF NOT EXISTS "ledger_device_inventory_list_idx" ON "ledger_device_inventory" ("enterprise_id", "record_time" DESC, "id" DESC) WHERE "deleted_at" IS NULL',
    );
    expect(moduleDdl(device())[2]).toBe(
      'CREATE INDEX IF NOT EXISTS "ledger_device_inventory_device_type_idx" ON "ledger_device_inventory" ("enterprise_id", "device_type", "record_time") INCLUDE ("status") WHERE "deleted_at" IS NULL',
    );
  });

  it('keeps index names within 63 characters and distinct', () => {
    const schema = allTypes();
    schema.table = 'a'.repeat(48);
    schema.fields.push({ name: 'aVeryLongFieldNameForTheIndexNameX', type: 'date', label: { 'zh-CN': 'x' } });
    schema.fields.push({ name: 'aVeryLongFieldNameForTheIndexNameY', type: 'date', label: { 'zh-CN': 'y' } });
    schema.search.push({ searchName: 'aVeryLongFieldNameForTheIndexNameX', searchType: 'date' }, { searchName: 'aVeryLongFieldNameForTheIndexNameY', searchType: 'date' });
    const names = tableIndexes(schema).map((i) => i.name);
    expect(Math.max(...names.map((n) => n.length))).toBeLessThanOrEqual(63);
    expect(new Set(names).size).toBe(names.length);
  });

  it('creates the device inventory table from the schema', () => {
    const sql = createTableSql(device());
    expect(sql.split('\n')[0]).toBe('CREATE TABLE IF NOT EXISTS "ledger_device_inventory" (');
    expect(sql).toContain('  "device_code" varchar(32),\n');
    expect(sql).toContain('  "design_capacity" numeric(18,2),\n');
    expect(sql).toContain('  "record_time" timestamp(0),\n');
    expect(sql.trim().endsWith('"remark" text\n)')).toBe(true);
  });
});
