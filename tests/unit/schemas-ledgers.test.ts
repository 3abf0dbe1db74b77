/**
 * The standard ledger schemas: each passes the meta-schema and lint (what `npm run schemas:check` runs),
 * follows the ledger conventions (routes, permissions, common fields, list and search shape), and the
 * factor and hazardous-waste dictionaries agree with their sources. Also the `unique` and import rules.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../schemas/dictionaries';
import { moduleIssues, semanticContext } from '../../schemas/lint';
import { FACTOR_CSV, factorDictionaries } from '../../schemas/tools/factorDictionaries';
import type { ModuleSchema } from '../../schemas/types';
import { namedValidators } from '../../schemas/validators';
import { uniqueIndexes, moduleDdl } from '../../server/modules/ddl';
import { loadModuleSchemas } from '../../server/modules/load';

const schemas: ModuleSchema[] = await loadModuleSchemas('schemas/modules');
const dict = (type: string) => dictionaries.find((d) => d.type === type)!;

/** Spec §2 accountManagement and §7 Exports: every standard ledger. */
const STANDARD = [
  'onlineWastewater', 'manualWastewater', 'blowdownWastewater', 'onlineGas', 'manualGas', 'blowdownGas', 'manualSoil', 'manualNoise',
  'wasteWarehouseReceive', 'wasteWarehouseSendOut', 'onlineWorkCondition', 'manualWorkCondition', 'sludgeProduce', 'sludgeDispose',
  'deviceInventory', 'facilitiesRepairMaintain', 'onlineDeviceMaintenance', 'handover', 'facilityOperation', 'drugUseRecord',
  'electricalTrip', 'administrativePenalty', 'auditRectification', 'petitionComplaint', 'emergencySupplies', 'material',
];

describe('standard ledgers', () => {
  it('exist, one schema file each', () => {
    expect(schemas.map((s) => s.id).sort()).toEqual([...STANDARD].sort());
  });

  describe.each(schemas.map((s) => [s.id, s] as const))('%s', (id, schema) => {
    it('passes the meta-schema and lint', () => {
      expect(moduleIssues(JSON.parse(JSON.stringify(schema)))).toEqual([]);
    });

    it('follows the ledger conventions', () => {
      expect(schema.route).toBe(`/accountManagement/${id}`);
      expect(schema.api).toBe(`account/${id}`);
      expect(schema.group).toBe('accountManagement');
      for (const action of ['view', 'add', 'edit', 'delete', 'export', 'import'] as const) expect(schema.permissions[action]).toBe(`account:${id}:${action}`);
      expect(schema.export?.enabled).toBe(true);
      expect(schema.import?.enabled).toBe(true);
      const fields = new Map(schema.fields.map((f) => [f.name, f]));
      expect(fields.get('recorder')).toMatchObject({ type: 'string', required: true, validator: 'personName' });
      expect(fields.get('recordTime')).toMatchObject({ type: 'datetime', required: true });
      expect(fields.get('remark')?.type).toBe('text');
      for (const f of schema.fields) expect(f.label['en-US'], f.name).toBeTruthy();
      const visible = schema.list.columns.filter((c) => !c.hidden).length;
      expect(visible).toBeGreaterThanOrEqual(8);
      expect(visible).toBeLessThanOrEqual(12);
      expect(schema.list.defaultSort).toEqual({ field: 'recordTime', order: 'descend' });
      expect(schema.search.some((s) => s.searchType === 'input' && !s.advanced)).toBe(true);
      expect(schema.search.filter((s) => s.searchType === 'select' && !s.advanced).length).toBeGreaterThanOrEqual(1);
      expect(schema.search).toContainEqual(expect.objectContaining({ searchName: 'recordTime', searchType: 'date', dateType: 'daterange' }));
    });
  });

  it('file every hazardous-waste field with the code validator and the category dictionary', () => {
    for (const schema of schemas) {
      for (const f of schema.fields) {
        if (f.name === 'hwCode') expect(f.validator, `${schema.id}.hwCode`).toBe('hwCode');
        if (f.name === 'hwCategory') expect(f.dict, `${schema.id}.hwCategory`).toBe('hw_category');
        if (f.name === 'factorCode') expect(['water_factor', 'gas_factor']).toContain(f.dict);
      }
    }
  });
});

describe('dictionaries', () => {
  it('list the HJ 212-2017 water (B.1) and gas (B.2) factors as 中文名 (code)', () => {
    const fromCsv = factorDictionaries(readFileSync(FACTOR_CSV, 'utf8'));
    expect(dict('water_factor')).toEqual(fromCsv[0]);
    expect(dict('gas_factor')).toEqual(fromCsv[1]);
    expect(dict('water_factor').children).toHaveLength(63);
    expect(dict('gas_factor').children).toHaveLength(121);
    expect(dict('water_factor').children.find((c) => c.value === 'w01018')!.label).toEqual({ 'zh-CN': '化学需氧量 (w01018)', 'en-US': 'COD (w01018)' });
    expect(dict('gas_factor').children.find((c) => c.value === 'a24016')!.label['zh-CN']).toBe('1,1-二氯乙烷 (a24016)');
  });

  it('hold the current hazardous-waste categories, each accepted by the hwCategory validator', () => {
    const categories = dict('hw_category').children;
    expect(categories).toHaveLength(46);
    for (const c of categories) {
      expect(namedValidators.hwCategory(c.value)).toBeNull();
      expect(c.label['zh-CN'].startsWith(`${c.value} `)).toBe(true);
    }
    expect(categories.map((c) => c.value)).not.toContain('HW41');
  });

  it('have unique values and both languages for every ledger dictionary', () => {
    for (const d of dictionaries) {
      expect(new Set(d.children.map((c) => c.value)).size, d.type).toBe(d.children.length);
      if (!['water_factor', 'gas_factor'].includes(d.type)) for (const c of d.children) expect(c.label['en-US'], `${d.type}.${c.value}`).toBeTruthy();
    }
  });
});

describe('business keys in schemas', () => {
  const device = () => JSON.parse(JSON.stringify(schemas.find((s) => s.id === 'deviceInventory'))) as ModuleSchema;

  it('become partial unique indexes per enterprise', () => {
    expect(uniqueIndexes(device())).toEqual([{ name: 'ledger_device_inventory_device_code_uq', keys: '"enterprise_id", "device_code"', fields: ['deviceCode'] }]);
    expect(moduleDdl(device())).toContain('CREATE UNIQUE INDEX IF NOT EXISTS "ledger_device_inventory_device_code_uq" ON "ledger_device_inventory" ("enterprise_id", "device_code") WHERE "deleted_at" IS NULL');
  });

  it('must name existing scalar fields, once', () => {
    const doc = device();
    doc.unique = [['deviceCode'], ['nope'], ['remark'], ['deviceCode']];
    expect(moduleIssues(doc)).toEqual([
      { pointer: '/unique/1/0', message: 'unknown field "nope"' },
      { pointer: '/unique/2/0', message: 'a business key cannot include text field "remark"' },
      { pointer: '/unique/3', message: 'duplicate business key [deviceCode]' },
    ]);
    (doc as unknown as { unique: unknown }).unique = [[]];
    expect(moduleIssues(doc)).toEqual([{ pointer: '/unique/0', message: 'must NOT have fewer than 1 items' }]);
  });
});

describe('other rules', () => {
  it('refuse import when a required field cannot come from a cell', () => {
    const doc = JSON.parse(JSON.stringify(schemas.find((s) => s.id === 'sludgeDispose'))) as ModuleSchema;
    doc.fields.find((f) => f.name === 'receiptFiles')!.required = true;
    expect(moduleIssues(doc)).toEqual([{ pointer: '/import', message: 'import is enabled but required files field "receiptFiles" cannot be filled from a spreadsheet cell' }]);
  });

  it('reserve customAccount/ for run-time ledgers', () => {
    const doc = JSON.parse(JSON.stringify(schemas.find((s) => s.id === 'material'))) as ModuleSchema;
    doc.api = 'customAccount/material';
    expect(moduleIssues(doc)).toEqual([{ pointer: '/api', message: '"customAccount/" is reserved for core API routes' }]);
    expect(moduleIssues(doc, semanticContext(undefined, ['customAccount']))).toEqual([]);
  });
});
