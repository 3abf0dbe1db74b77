/**
 * The form JSON files of the repository (`*.form.json`: designer templates, fixtures) checked like the
 * module schemas: the JSON Schema of schemas/meta/form.schema.json plus the designer rules, one
 * `file: JSON pointer: message` line per problem.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { checkFormJson } from '../schemas/forms/check';

const SKIP = new Set(['node_modules', 'dist', 'data', '.git', 'test-results']);

export async function formFilesIn(root: string, dirs: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.name.endsWith('.form.json')) out.push(path);
    }
  };
  for (const dir of dirs) await walk(join(root, dir));
  return out.sort();
}

export interface FormFileProblem {
  file: string;
  pointer: string;
  message: string;
}

export async function checkFormFiles(root: string, files: readonly string[]): Promise<FormFileProblem[]> {
  const problems: FormFileProblem[] = [];
  for (const path of files) {
    const file = relative(root, path);
    let json: unknown;
    try {
      json = JSON.parse(await readFile(path, 'utf8'));
    } catch (error) {
      problems.push({ file, pointer: '', message: `invalid JSON: ${(error as Error).message}` });
      continue;
    }
    for (const issue of checkFormJson(json, 'en-US')) problems.push({ file, pointer: issue.pointer, message: issue.message });
  }
  return problems;
}
