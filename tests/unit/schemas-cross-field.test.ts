// Issue 12 item 4: cross-field rules declared in the module schema (crossFieldRules), one evaluator for
// the browser form and the server, the meta-schema and lint that keep them sound, and demo rows that obey.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { breaksRule, crossFieldErrors } from '../../schemas/crossFieldRules';
import { dictionaries } from '../../schemas/dictionaries';
import { moduleIssues } from '../../schemas/lint';
import type { CrossFieldRule, ModuleSchema } from '../../schemas/types';
import { ApiError } from '../../server/core/errors';
import { loadModuleSchemas } from '../../server/modules/load';
import { ledgerRows } from '../../server/modules/seed';
import { createModuleValidation } from '../../server/modules/validation';

const ROOT = resolve(import.meta.dirname, '../..');
const schemaFile = (name: string): ModuleSchema => JSON.parse(readFileSync(resolve(ROOT, `schemas/modules/${name}.json`), 'utf8'));

describe('breaksRule', () => {
  const notBefore: CrossFieldRule = { rule: 'notBefore', field: 'end', other: 'start' };
  const notLess: CrossFieldRule = { rule: 'notLess', field: 'max', other: 'min' };
  it('compares dates, times and months, a day against a time by the day', () => {
    expect(breaksRule(notBefore, { start: '2024-03-02', end: '2024-03-01' })).toBe(true);
    expect(breaksRule(notBefore, { start: '2024-03-01', end: '2024-03-01' })).toBe(false);
    expect(breaksRule(notBefore, { start: '2024-03-01 10:00:00', end: '2024-03-01 09:59:59' })).toBe(true);
    expect(breaksRule(notBefore, { start: '2024-03-01 10:00:00', end: '2024-03-01' })).toBe(false);
    expect(breaksRule(notBefore, { start: '2024-04', end: '2024-03' })).toBe(true);
  });
  it('compares numbers (also as typed text) and skips empty values', () => {
    expect(breaksRule(notLess, { min: 5, max: 4.99 })).toBe(true);
    expect(breaksRule(notLess, { min: '5', max: '10' })).toBe(false);
    expect(breaksRule(notLess, { min: 5, max: null })).toBe(false);
    expect(breaksRule(notBefore, { start: '', end: '2024-01-01' })).toBe(false);
  });
});

describe('the audit rectification ledger', () => {
  const schema = schemaFile('audit-rectification');
  const validation = createModuleValidation([schema], dictionaries).get(schema.id)!;
  const valid = {
    source: '1', issue: '危废标签不全', foundDate: '2024-05-10', responsible: '王强', deadline: '2024-05-31', status: '1', recorder: '王强', recordTime: '2024-05-10 09:00:00',
  };
  const errorsOf = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      return ((e as ApiError).data as { errors: unknown[] }).errors;
    }
    return [];
  };
  it('refuses a deadline before the finding date, in the words of both fields', () => {
    expect(validation.create(valid, 'zh-CN')).toMatchObject({ deadline: '2024-05-31' });
    expect(errorsOf(() => validation.create({ ...valid, deadline: '2024-05-09' }, 'zh-CN'))).toEqual([{ field: 'deadline', message: '整改期限不能早于发现日期' }]);
    expect(errorsOf(() => validation.create({ ...valid, closedDate: '2024-05-01' }, 'en-US'))).toEqual([{ field: 'closedDate', message: 'Completed on must not be earlier than Found on' }]);
    expect(crossFieldErrors(schema, { ...valid, deadline: '2024-05-09' }, 'zh-CN')).toHaveLength(1);
  });
});

describe('lint of crossFieldRules', () => {
  it('names unknown fields, types a rule cannot compare and a field related to itself', () => {
    const schema = schemaFile('audit-rectification');
    schema.crossFieldRules = [
      { rule: 'notBefore', field: 'deadline', other: 'nowhere' },
      { rule: 'notLess', field: 'deadline', other: 'foundDate' },
      { rule: 'notBefore', field: 'deadline', other: 'deadline' },
    ];
    const messages = moduleIssues(schema).map((i) => `${i.pointer}: ${i.message}`);
    expect(messages).toEqual([
      '/crossFieldRules/0/other: unknown field "nowhere"',
      '/crossFieldRules/1/field: notLess compares integer, number fields, "deadline" is date',
      '/crossFieldRules/1/other: notLess compares integer, number fields, "foundDate" is date',
      '/crossFieldRules/2/other: a rule relates two different fields',
    ]);
    expect(moduleIssues({ ...schema, crossFieldRules: [{ rule: 'after', field: 'deadline', other: 'foundDate' }] }).length).toBeGreaterThan(0);
  });
});

const schemas: ModuleSchema[] = await loadModuleSchemas('schemas/modules');

describe('the demo ledgers', () => {
  it('obey every cross-field rule of their schemas', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const schema of schemas) {
      if (!schema.crossFieldRules?.length) continue;
      for (const enterpriseId of [1, 2, 3, 4, 5, 6, 7]) {
        for (const row of ledgerRows(schema, enterpriseId)) {
          checked += 1;
          for (const e of crossFieldErrors(schema, row, 'zh-CN')) broken.push(`${schema.id} #${enterpriseId}: ${e.message}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(broken).toEqual([]);
  });
});
