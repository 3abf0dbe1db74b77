import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { structuralIssues } from '../../schemas/lint';
import meta from '../../schemas/meta/module.schema.json';

const ROOT = resolve(import.meta.dirname, '../..');
const device = () => JSON.parse(readFileSync(resolve(ROOT, 'schemas/modules/device-inventory.json'), 'utf8'));

describe('module meta-schema', () => {
  it('accepts the shipped device inventory schema', () => {
    expect(structuralIssues(device())).toEqual([]);
  });

  it('declares JSON Schema 2020-12 and closes every object', () => {
    expect(meta.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    const open: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return;
      const o = node as Record<string, unknown>;
      if (o.type === 'object' && o.properties && o.additionalProperties !== false && o.unevaluatedProperties !== false && !path.endsWith('fieldBase')) open.push(path);
      for (const [k, v] of Object.entries(o)) walk(v, `${path}/${k}`);
    };
    walk(meta, '');
    // fieldBase is closed by the field/rowField schemas that $ref it (unevaluatedProperties: false).
    expect(open).toEqual([]);
  });

  it('points at a misspelled property and suggests the right name', () => {
    const doc = device();
    doc.fields[1].lable = doc.fields[1].label;
    doc.list.columns[0].widht = 100;
    expect(structuralIssues(doc)).toEqual([
      { pointer: '/fields/1/lable', message: 'unknown property "lable" (did you mean "label"?)' },
      { pointer: '/list/columns/0/widht', message: 'unknown property "widht" (did you mean "width"?)' },
    ]);
  });

  it('reports missing required properties on their object and bad enum values on the value', () => {
    const doc = device();
    delete doc.title['zh-CN'];
    delete doc.table;
    doc.fields[2].type = 'enumm';
    expect(structuralIssues(doc)).toEqual([
      { pointer: '', message: 'missing required property "table"' },
      { pointer: '/title', message: 'missing required property "zh-CN"' },
      {
        pointer: '/fields/2/type',
        message: '"enumm" is not one of "string", "text", "integer", "number", "boolean", "date", "datetime", "month", "enum", "files", "subtable"',
      },
    ]);
  });

  it('rejects names that would not make identifiers', () => {
    const doc = device();
    doc.fields[0].name = 'Device Code';
    doc.table = 'Ledger-Device';
    expect(structuralIssues(doc)).toEqual([
      { pointer: '/table', message: '"Ledger-Device" does not match ^[a-z][a-z0-9_]{0,47}$' },
      { pointer: '/fields/0/name', message: '"Device Code" does not match ^[a-z][a-zA-Z0-9]{0,39}$' },
    ]);
  });

  it('allows sub-table rows but no sub-table inside a sub-table', () => {
    const doc = device();
    doc.fields.push({
      name: 'parts', type: 'subtable', label: { 'zh-CN': '部件' },
      fields: [{ name: 'qty', type: 'number', label: { 'zh-CN': '数量' } }, { name: 'inner', type: 'subtable', label: { 'zh-CN': '嵌套' } }],
    });
    expect(structuralIssues(doc)).toEqual([
      {
        pointer: '/fields/16/fields/1/type',
        message: '"subtable" is not one of "string", "text", "integer", "number", "boolean", "date", "datetime", "month", "enum", "files"',
      },
    ]);
  });

  it('accepts exactly the search item properties of spec §3 (plus label and advanced)', () => {
    const doc = device();
    doc.search[1] = {
      searchName: 'deviceType', searchType: 'select', multiple: true, dict: 'device_type', default: ['1'],
      format: 'x', placeholder: { 'zh-CN': '请选择' }, clearable: true, filterable: true, label: { 'zh-CN': '类型' }, advanced: false,
    };
    doc.search[3] = { searchName: 'recordTime', searchType: 'date', dateType: 'daterange', format: 'YYYY-MM-DD' };
    doc.search[2] = { searchName: 'status', searchType: 'select', selectList: [{ value: '1', label: { 'zh-CN': '在用' } }] };
    expect(structuralIssues(doc)).toEqual([]);
    doc.search[0].value = 'x'; // runtime state, not schema
    doc.search[3].searchType = 'daterange';
    expect(structuralIssues(doc)).toEqual([
      { pointer: '/search/0/value', message: 'unknown property "value"' },
      { pointer: '/search/3/searchType', message: '"daterange" is not one of "input", "select", "cascader", "date", "month"' },
    ]);
  });

  it('checks value types of limits and file settings', () => {
    const doc = device();
    doc.fields[0].maxLength = '32';
    doc.fields.push({ name: 'photos', type: 'files', label: { 'zh-CN': '照片' }, accept: ['PNG'], maxCount: 0 });
    expect(structuralIssues(doc)).toEqual([
      { pointer: '/fields/0/maxLength', message: 'must be integer, got string' },
      { pointer: '/fields/16/accept/0', message: '"PNG" does not match ^[a-z0-9]{1,10}$' },
      { pointer: '/fields/16/maxCount', message: 'must be >= 1' },
    ]);
  });
});
