import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { openDb } from './server/db';
import { createEmptyPostgresDatabase } from './tests/api/helpers/testDatabase';
import { prepareDatabase } from './server/db/prepare';
import { loadModuleSchemas } from './server/modules/load';
import { loadOnlineWastewaterRows } from './bench/ledger-list';
import { moduleRepository } from './server/modules/repository';
import { createModuleValidation } from './server/modules/validation';
import { cellValue } from './server/modules/export';
const schemas = await loadModuleSchemas('schemas/modules');
const s = schemas.find((x) => x.id === 'onlineWastewater')!;
const d = await createEmptyPostgresDatabase(process.env.BENCH_DATABASE_URL!);
const db = await openDb({ dataDir: ':memory:', databaseUrl: d.databaseUrl });
await prepareDatabase(db, { schemas, seed: false });
await loadOnlineWastewaterRows(db, 1, 1, 100000);
const v = createModuleValidation([s]).get(s.id)!;
const q = v.export({}, 'zh-CN');
const { sql, params } = moduleRepository(db, s).listSql(1, q);
let t = performance.now(); let all: any[] = [];
for await (const b of db.stream<any>(sql, params, 2000)) all.push(...b);
console.log('db stream', all.length, (performance.now() - t).toFixed(0), 'ms');
const ctx = v.context; const fields = q.columns.map((n) => ctx.fields.get(n)!);
t = performance.now(); let cells = 0;
for (const r of all) for (const f of fields) { cellValue(f, r[f.name], ctx, 'zh-CN'); cells++; }
console.log('cellValue', cells, (performance.now() - t).toFixed(0), 'ms');
for (const level of [6, 1]) {
  t = performance.now();
  const out = new PassThrough(); let bytes = 0; out.on('data', (c) => (bytes += c.length));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false, zip: { zlib: { level } } } as any);
  const sh = wb.addWorksheet('x'); sh.columns = fields.map((f) => ({ header: f.name, key: f.name }));
  for (const r of all) sh.addRow(fields.map((f) => cellValue(f, r[f.name], ctx, 'zh-CN'))).commit();
  sh.commit(); await wb.commit();
  console.log('exceljs level', level, bytes, (performance.now() - t).toFixed(0), 'ms');
}
await db.close(); await d.drop();
