import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadModuleSchemas, SchemaLoadError, validateModuleSchema } from '../../server/modules/load';

const ROOT = resolve(import.meta.dirname, '../..');
const device = () => JSON.parse(readFileSync(resolve(ROOT, 'schemas/modules/device-inventory.json'), 'utf8'));
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Writes the documents into a fresh directory and returns it. */
function fixtureDir(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'schemas-check-'));
  dirs.push(dir);
  for (const [name, doc] of Object.entries(files)) writeFileSync(join(dir, name), typeof doc === 'string' ? doc : JSON.stringify(doc, null, 2));
  return dir;
}

/** The report lines of loading `dir`, or [] when it loads. */
async function reportOf(dir: string): Promise<string[]> {
  try {
    await loadModuleSchemas(dir);
    return [];
  } catch (e) {
    expect(e).toBeInstanceOf(SchemaLoadError);
    return (e as Error).message.split('\n');
  }
}

/** A second, independent module that does not collide with the device inventory. */
function otherModule() {
  const doc = device();
  Object.assign(doc, { id: 'deviceRepair', table: 'ledger_device_repair', api: 'account/deviceRepair', route: '/accountManagement/deviceRepair' });
  return doc;
}

describe('loadModuleSchemas', () => {
  it('loads valid schemas in file-name order', async () => {
    const dir = fixtureDir({ 'b.json': device(), 'a.json': otherModule() });
    const schemas = await loadModuleSchemas(dir);
    expect(schemas.map((s) => s.id)).toEqual(['deviceRepair', 'deviceInventory']);
  });

  it('reports broken JSON with the file and the parser message', async () => {
    const dir = fixtureDir({ 'x.json': '{ "id": ' });
    const [line] = await reportOf(dir);
    expect(line).toMatch(new RegExp(`^${join(dir, 'x.json').replace(/[.\\]/g, '\\$&')}: /: invalid JSON: `));
  });

  it('reports field-level semantic errors with precise pointers', async () => {
    const doc = device();
    doc.fields[2].dict = 'no_such_dict';
    doc.fields[3].validator = 'isbn';
    doc.fields[4].pattern = '([a-z';
    doc.fields[7].min = 10;
    doc.fields[7].max = 5;
    doc.fields[5].minLength = 70; // serialNo maxLength 64
    doc.fields.push({ name: 'deviceCode', type: 'string', label: { 'zh-CN': '编号2' } });
    doc.fields.push({ name: 'kind', type: 'enum', label: { 'zh-CN': '种类' } });
    doc.fields.push({ name: 'createdAt', type: 'datetime', label: { 'zh-CN': '创建' } });
    doc.fields.push({ name: 'pageSize', type: 'integer', label: { 'zh-CN': '页' } });
    doc.fields.push({ name: 'weight', type: 'string', precision: 2, label: { 'zh-CN': '重量' } });
    doc.fields.push({ name: 'amount', type: 'number', precision: 4, max: 1e15, label: { 'zh-CN': '金额' } });
    const file = join(fixtureDir({ 'device.json': doc }), 'device.json');
    const lines = await reportOf(join(file, '..'));
    expect(lines).toEqual([
      `${file}: /fields/2/dict: unknown dictionary "no_such_dict" (not in schemas/dictionaries.json)`,
      `${file}: /fields/3/validator: unknown validator "isbn" (known: uscc, citizenId, phoneOrLandline, mobile, longitude, latitude, positiveInteger, max365, max100, nonNegative2, nonNegative6, positiveNumber, name, personName, hwCode, hwCategory)`,
      `${file}: /fields/4/pattern: invalid regular expression: Invalid regular expression: /([a-z/u: Unterminated character class`,
      `${file}: /fields/5/minLength: minLength (70) is greater than maxLength (64)`,
      `${file}: /fields/7/min: min (10) is greater than max (5)`,
      `${file}: /fields/16/name: duplicate field name "deviceCode" (first at /fields/0)`,
      `${file}: /fields/17: enum field needs "dict" or "options"`,
      `${file}: /fields/18/name: "createdAt" is reserved: column "created_at" is a system column`,
      `${file}: /fields/19/name: "pageSize" is reserved for paging, sorting and export parameters`,
      `${file}: /fields/20/precision: "precision" applies only to number fields, not string`,
      `${file}: /fields/21/max: max 1000000000000000 does not fit numeric(18,4) (|value| < 10^14)`,
    ]);
  });

  it('reports list, search and form entries that name unknown fields or misuse them', async () => {
    const doc = device();
    doc.list.columns[2].field = 'devType';
    doc.list.columns[1].sortable = true;
    doc.list.defaultSort.field = 'recordedAt';
    doc.list.timeField = 'name';
    doc.search[0].searchName = 'title';
    doc.search[1].searchType = 'date';
    doc.search[3].dateType = 'monthrange';
    doc.search[4].dict = 'device_type';
    doc.form.sections[0].fields[1] = 'nmae';
    doc.form.sections[2].fields.push('model'); // already in section 0
    const file = join(fixtureDir({ 'device.json': doc }), 'device.json');
    expect(await reportOf(join(file, '..'))).toEqual([
      `${file}: /list/columns/2/field: unknown field "devType"`,
      `${file}: /list/defaultSort/field: unknown field "recordedAt"`,
      `${file}: /list/timeField: time field must be date, datetime or month, "name" is string`,
      `${file}: /search/0/searchName: unknown field "title"`,
      `${file}: /search/1/searchType: "date" search cannot filter enum field "deviceType" (needs date, datetime)`,
      `${file}: /search/1/dict: "dict" applies only to select and cascader search items`,
      `${file}: /search/3/dateType: dateType "monthrange" does not apply to "date" search (use daterange or date)`,
      `${file}: /search/4/dict: "dict" applies only to select and cascader search items`,
      `${file}: /form/sections/0/fields/1: unknown field "nmae"`,
      `${file}: /form/sections/2/fields/3: field "model" is already placed at /form/sections/0/fields/3`,
      `${file}: /form: required field "name" is in no form section`,
    ]);
  });

  it('reports collisions of id, table, api and route across files on the later file', async () => {
    const second = device();
    second.id = 'deviceInventory2';
    second.route = '/accountManagement/other';
    const nested = otherModule();
    nested.api = 'account/deviceInventory/extra';
    const dir = fixtureDir({ 'a.json': device(), 'b.json': second, 'c.json': nested });
    expect(await reportOf(dir)).toEqual([
      `${join(dir, 'b.json')}: /table: table "ledger_device_inventory" is already used by ${join(dir, 'a.json')}`,
      `${join(dir, 'b.json')}: /api: api "account/deviceInventory" is already used by ${join(dir, 'a.json')}`,
      `${join(dir, 'c.json')}: /api: api "account/deviceInventory/extra" overlaps api "account/deviceInventory" of ${join(dir, 'a.json')}`,
      `${join(dir, 'c.json')}: /api: api "account/deviceInventory/extra" overlaps api "account/deviceInventory" of ${join(dir, 'b.json')}`,
    ]);
  });

  it('requires the export permission when export is enabled and refuses core API roots', async () => {
    const doc = device();
    delete doc.permissions.export;
    doc.api = 'module/devices';
    const file = join(fixtureDir({ 'device.json': doc }), 'device.json');
    expect(await reportOf(join(file, '..'))).toEqual([
      `${file}: /api: "module/" is reserved for core API routes`,
      `${file}: /permissions: export is enabled but "export" permission is missing`,
    ]);
  });

  it('checks enum defaults against the dictionary', async () => {
    const doc = device();
    doc.fields[10].default = '9';
    const file = join(fixtureDir({ 'device.json': doc }), 'device.json');
    expect(await reportOf(join(file, '..'))).toEqual([`${file}: /fields/10/default: default "9" is not a value of dictionary "device_status"`]);
  });
});

describe('validateModuleSchema (run-time schemas)', () => {
  it('returns a valid schema and refuses one that collides with loaded modules', () => {
    const loaded = device();
    expect(validateModuleSchema(otherModule(), 'custom:repair', { existing: [loaded] }).id).toBe('deviceRepair');
    const clash = otherModule();
    clash.table = loaded.table;
    expect(() => validateModuleSchema(clash, 'custom:repair', { existing: [loaded] })).toThrow(
      'custom:repair: /table: table "ledger_device_inventory" is already used by module "deviceInventory"',
    );
  });
});

describe('npm run schemas:check', () => {
  const run = (args: string[]) =>
    spawnSync(process.execPath, [resolve(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/schemas-check.ts', ...args], { cwd: ROOT, encoding: 'utf8' });

  it('passes on the shipped schemas and fails with one line per problem for a broken extra file', () => {
    const ok = run([]);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/schemas:check: \d+ file\(s\) checked, no problems/);

    const doc = otherModule();
    doc.list.columns[0].field = 'nope';
    doc.fields[0].lable = 'x';
    const file = join(fixtureDir({ 'broken.json': doc, 'bad-json.json': '[' }), 'broken.json');
    const bad = run([file, join(file, '..', 'bad-json.json')]);
    expect(bad.status).toBe(1);
    const lines = bad.stdout.trim().split('\n');
    expect(lines[0]).toBe(`${file}: /fields/0/lable: unknown property "lable" (did you mean "label"?)`);
    expect(lines[1]).toMatch(/bad-json\.json: \/: invalid JSON: /);
    expect(lines[2]).toMatch(/^schemas:check: \d+ file\(s\) checked, 2 problem\(s\) in 2 file\(s\)$/);
  }, 60_000);
});
