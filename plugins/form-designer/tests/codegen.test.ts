// Spec §2 code export: every generated file compiles or parses — the React component with the
// TypeScript compiler against the real runtime, the HTML page with an HTML5 parser (no parse errors),
// the Vue SFC with Vue's own SFC compiler (template and script) — and the JSON reads back identically.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { compileScript, compileTemplate, parse as parseSfc } from '@vue/compiler-sfc';
import { parse as parseHtml, type ParserError } from 'parse5';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlCode, jsonCode, reactCode, vueCode } from '../codegen';
import { topValueWidgets } from '../codegen/shared';
import { everyWidgetForm } from './everyWidget';

const ROOT = resolve(import.meta.dirname, '../../..');
const form = everyWidgetForm();
const work = mkdtempSync(join(ROOT, 'plugins/form-designer/tests/.codegen-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('generated code', () => {
  it('JSON reads back as the same form', () => {
    expect(JSON.parse(jsonCode(form))).toEqual(form);
  });

  it('the React + antd component type-checks against the runtime with the TypeScript compiler', { timeout: 180_000 }, async () => {
    const file = join(work, 'DesignedForm.tsx');
    writeFileSync(file, reactCode(form, { runtimeImport: relative(work, join(ROOT, 'runtime/forms')) }));
    writeFileSync(join(work, 'tsconfig.json'), JSON.stringify({ extends: relative(work, join(ROOT, 'tsconfig.json')), include: ['DesignedForm.tsx'] }));
    const tsc = join(ROOT, 'node_modules/.bin/tsc');
    const result = await promisify(execFile)(tsc, ['-p', join(work, 'tsconfig.json'), '--noEmit'], { cwd: ROOT }).then(
      () => ({ code: 0, out: '' }),
      (error: { code: number; stdout: string }) => ({ code: error.code, out: error.stdout }),
    );
    expect(result.out).toBe('');
    expect(result.code).toBe(0);
  });

  it('the HTML page parses without a single HTML5 parse error and holds every field', () => {
    const errors: ParserError[] = [];
    const html = htmlCode(form, '全部组件');
    parseHtml(html, { onParseError: (error) => errors.push(error) });
    expect(errors.map((e) => `${e.code} at ${e.startLine}:${e.startCol}`)).toEqual([]);
    for (const w of topValueWidgets(form.widgetList)) expect(html).toContain(w.type === 'sub-form' || w.type === 'data-table' ? `data-name="${w.options.name}"` : `name="${w.options.name}`);
  });

  it('the Vue SFC compiles with the Vue SFC compiler, template and script', () => {
    const source = vueCode(form);
    const { descriptor, errors } = parseSfc(source, { filename: 'DesignedForm.vue' });
    expect(errors).toEqual([]);
    const template = compileTemplate({ source: descriptor.template!.content, filename: 'DesignedForm.vue', id: 'designed' });
    expect(template.errors).toEqual([]);
    const script = compileScript(descriptor, { id: 'designed' });
    expect(script.content).toContain('defineComponent');
    // The form config names the model, the rules and the ref.
    expect(descriptor.template!.content).toContain(':model="formData"');
    expect(descriptor.template!.content).toContain('ref="vForm"');
    expect(descriptor.template!.content).toContain(':rules="rules"');
  });

  it('the Vue SFC uses the configured model, rules and ref names', () => {
    const named = { ...form, formConfig: { ...form.formConfig, modelName: 'inspection', rulesName: 'checks', refName: 'inspectionForm' } };
    const { descriptor } = parseSfc(vueCode(named));
    expect(descriptor.template!.content).toContain(':model="inspection" ref="inspectionForm" :rules="checks"');
    expect(compileTemplate({ source: descriptor.template!.content, filename: 'x.vue', id: 'x' }).errors).toEqual([]);
  });
});
