/**
 * `npm run schemas:check [file.json ...]`: checks every schemas/modules/*.json plus the files given
 * (checked together, so collisions with the existing modules are caught too), and every form JSON
 * (`*.form.json` under schemas/ and plugins/, or given) against the form JSON Schema and the designer
 * rules. One line per problem, `file: JSON pointer: message`, then a summary; exit 1 on any problem.
 */
import { resolve } from 'node:path';
import { checkSchemaFiles, SchemaLoadError, schemaFilesIn } from '../server/modules/load';
import { checkFormFiles, formFilesIn } from './forms-check';

const MODULES_DIR = 'schemas/modules';
const FORM_DIRS = ['schemas', 'plugins', 'tests/fixtures'];

async function checkForms(given: string[]): Promise<number> {
  const root = resolve('.');
  const files = [...new Set([...(await formFilesIn(root, FORM_DIRS)), ...given.map((f) => resolve(f))])];
  const problems = await checkFormFiles(root, files);
  for (const p of problems) console.log(`${p.file}: ${p.pointer || '/'}: ${p.message}`);
  const failing = new Set(problems.map((p) => p.file)).size;
  console.log(`schemas:check: ${files.length} form file(s) checked, ${problems.length ? `${problems.length} problem(s) in ${failing} file(s)` : 'no problems'}`);
  return problems.length > 0 ? 1 : 0;
}

async function main(all: string[]): Promise<number> {
  const forms = all.filter((f) => f.endsWith('.form.json'));
  const args = all.filter((f) => !f.endsWith('.form.json'));
  // Modules first: their lines come before the forms' (each part ends with its own summary line).
  const moduleResult = await checkModules(args);
  return Math.max(moduleResult, await checkForms(forms));
}

async function checkModules(args: string[]): Promise<number> {
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
