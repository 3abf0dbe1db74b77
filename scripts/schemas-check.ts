/**
 * `npm run schemas:check [file.json ...]`: checks every schemas/modules/*.json plus the files given
 * (checked together, so collisions with the existing modules are caught too). One line per problem,
 * `file: pointer: message`, then a summary; exit 1 on any problem.
 */
import { resolve } from 'node:path';
import { checkSchemaFiles, SchemaLoadError, schemaFilesIn } from '../server/modules/load';

const MODULES_DIR = 'schemas/modules';

async function main(args: string[]): Promise<number> {
  const files: string[] = [];
  const seen = new Set<string>();
  for (const file of [...(await schemaFilesIn(MODULES_DIR)), ...args]) {
    const key = resolve(file);
    if (!seen.has(key)) {
      seen.add(key);
      files.push(file);
    }
  }
  try {
    await checkSchemaFiles(files);
    console.log(`schemas:check: ${files.length} file(s) checked, no problems`);
    return 0;
  } catch (e) {
    if (!(e instanceof SchemaLoadError)) throw e;
    console.log(e.message);
    const failing = new Set(e.problems.map((p) => p.file)).size;
    console.log(`schemas:check: ${files.length} file(s) checked, ${e.problems.length} problem(s) in ${failing} file(s)`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
