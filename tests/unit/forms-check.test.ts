// `npm run schemas:check` on form JSON files: the structure against schemas/meta/form.schema.json and
// the designer rules, reported as `file: JSON pointer: message` with exit code 1.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFormJson } from '../../schemas/forms/check';

const ROOT = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'forms-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const template = () => JSON.parse(readFileSync(resolve(ROOT, 'plugins/form-designer/templates/leave-request.form.json'), 'utf8'));

describe('form JSON check', () => {
  it('accepts the shipped templates and a VForm export', () => {
    expect(checkFormJson(template())).toEqual([]);
    expect(checkFormJson(JSON.parse(readFileSync(resolve(ROOT, 'tests/fixtures/forms/vform-export.form.json'), 'utf8')))).toEqual([]);
  });

  it('points at structural problems and at broken designer rules', () => {
    const doc = template();
    doc.widgetList[1].options.required = 'yes';
    delete doc.widgetList[2].id;
    expect(checkFormJson(doc, 'en-US')).toEqual([
      { pointer: '/widgetList/1/options/required', message: 'must be boolean' },
      { pointer: '/widgetList/2/id', message: 'is required' },
    ]);
    const rules = template();
    rules.widgetList[3].options.name = rules.widgetList[1].options.name;
    rules.widgetList[2].options.validation = '(a+)+$';
    expect(checkFormJson(rules, 'en-US')).toEqual([
      { pointer: '/widgetList/2/options/validation', message: 'The regular expression nests repetitions and could hang validation: (a+)+$' },
      { pointer: '/widgetList/3/options/name', message: 'Duplicate widget name: period' },
    ]);
  });

  it('npm run schemas:check prints file: pointer: message and fails', { timeout: 60_000 }, () => {
    const bad = template();
    bad.widgetList[0].widgetList[0].options.name = '';
    const file = join(dir, 'bad.form.json');
    writeFileSync(file, JSON.stringify(bad));
    const run = spawnSync('npx', ['tsx', 'scripts/schemas-check.ts', file], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/bad\.form\.json: \/widgetList\/0\/widgetList\/0\/options\/name: A widget name is required/);
    expect(run.stdout).toMatch(/form file\(s\) checked, 1 problem\(s\) in 1 file\(s\)/);
  });
});
