/** Custom ledger definitions: generated names stay stable, retired fields come back, schemas pass the same checks. */
import { describe, expect, it } from 'vitest';
import { buildDefinition, customModuleSchema, definitionShapeErrors, type DefinitionInput } from '../../server/modules/custom/definition';
import { loadModuleSchemas, validateModuleSchema } from '../../server/modules/load';

const fileSchemas = await loadModuleSchemas('schemas/modules');

const input: DefinitionInput = {
  name: '雨水排口巡查',
  fields: [
    { label: '巡查时间', type: 'datetime', required: true, searchable: true },
    { label: '排口', type: 'enum', options: [{ label: '1号雨排' }, { label: '2号雨排' }], searchable: true },
    { label: '水质情况', type: 'text', listed: false },
    { label: '是否截流', type: 'boolean' },
  ],
};

describe('buildDefinition', () => {
  it('numbers fields and options and derives a valid module schema', () => {
    const { definition, errors, typeChanges } = buildDefinition(input, undefined, 'zh-CN');
    expect(errors).toEqual([]);
    expect(typeChanges).toEqual([]);
    expect(definition.fields.map((f) => f.name)).toEqual(['f1', 'f2', 'f3', 'f4']);
    expect(definition.nextField).toBe(5);
    expect(definition.fields[1].options).toEqual([{ value: '1', label: '1号雨排' }, { value: '2', label: '2号雨排' }]);
    const schema = customModuleSchema('custom_9_1', 1, definition);
    expect(() => validateModuleSchema(JSON.parse(JSON.stringify(schema)), 'custom_9_1', { existing: fileSchemas, allowedApiRoots: ['customAccount'] })).not.toThrow();
    expect(schema.list.columns.map((c) => c.field)).toEqual(['f1', 'f2', 'f4']);
    expect(schema.search).toEqual([
      { searchName: 'f1', searchType: 'date', dateType: 'daterange' },
      { searchName: 'f2', searchType: 'select', clearable: true },
    ]);
  });

  it('keeps names and option values across edits, never reuses them, and restores retired fields', () => {
    const v1 = buildDefinition(input, undefined, 'zh-CN').definition;
    const edit: DefinitionInput = {
      name: '雨水排口巡查',
      fields: [
        { ...v1.fields[1], options: [{ label: '2号雨排' }, { label: '3号雨排' }, { value: '1', label: '一号雨排' }] },
        { ...v1.fields[0] },
        { label: '巡查人', type: 'string' },
      ],
    };
    const v2 = buildDefinition(edit, v1, 'zh-CN').definition;
    expect(v2.fields.map((f) => f.name)).toEqual(['f2', 'f1', 'f5']);
    expect(v2.fields[0].options).toEqual([{ value: '2', label: '2号雨排' }, { value: '3', label: '3号雨排' }, { value: '1', label: '一号雨排' }]);
    expect(v2.retired.map((f) => f.name).sort()).toEqual(['f3', 'f4']);
    const v3 = buildDefinition({ name: 'x', fields: [...v2.fields, { name: 'f3', label: '水质情况', type: 'text' }] }, v2, 'zh-CN').definition;
    expect(v3.fields.map((f) => f.name)).toEqual(['f2', 'f1', 'f5', 'f3']);
    expect(v3.retired.map((f) => f.name)).toEqual(['f4']);
    expect(v3.nextField).toBe(6);
  });

  it('reports type changes except the widening ones (string → text, integer → number)', () => {
    const v1 = buildDefinition({ name: 'x', fields: [{ label: 'a', type: 'string' }, { label: 'b', type: 'integer' }, { label: 'c', type: 'date' }, { label: 'd', type: 'enum', options: [{ label: 'x' }] }] }, undefined, 'zh-CN').definition;
    const changed = buildDefinition(
      { name: 'x', fields: [{ name: 'f1', label: 'a', type: 'text' }, { name: 'f2', label: 'b', type: 'number' }, { name: 'f3', label: 'c', type: 'datetime' }, { name: 'f4', label: 'd', type: 'enum', multiple: true, options: [{ label: 'x' }] }] },
      v1,
      'zh-CN',
    );
    expect(changed.typeChanges.map((c) => `${c.field}:${c.from.type}->${c.to.type}`)).toEqual(['f3:date->datetime', 'f4:enum->enum']);
  });

  it('names the problems of a definition in the caller language', () => {
    expect(definitionShapeErrors({ name: '', fields: [{ label: 'a', type: 'colour' }] }, 'en-US').map((e) => e.field)).toEqual(['name', 'fields.0.type']);
    const { errors } = buildDefinition({ name: 'x', fields: [{ label: '状态', type: 'enum', options: [{ label: '开' }, { label: '开' }] }, { label: '金额', type: 'number', searchable: true }] }, undefined, 'zh-CN');
    expect(errors).toEqual([
      { field: 'fields[0].options', message: '状态: 选项重复' },
      { field: 'fields[1].searchable', message: '金额: 该类型的字段不能作为搜索条件' },
    ]);
  });
});
