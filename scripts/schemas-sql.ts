/**
 * `npm run schemas:sql`: prints the DDL derived from every module schema (what migrateModules would
 * create on an empty database), for review; it touches no database.
 */
import { moduleDdl } from '../server/modules/ddl';
import { loadModuleSchemas, SchemaLoadError } from '../server/modules/load';

const dir = process.argv[2] ?? 'schemas/modules';
try {
  for (const schema of await loadModuleSchemas(dir)) {
    console.log(`-- module ${schema.id} v${schema.version}: ${schema.title['zh-CN']}`);
    for (const statement of moduleDdl(schema)) console.log(`${statement};`);
    console.log('');
  }
} catch (e) {
  if (!(e instanceof SchemaLoadError)) throw e;
  console.error(e.message);
  process.exitCode = 1;
}
