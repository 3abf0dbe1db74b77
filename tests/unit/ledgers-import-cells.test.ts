/** Spreadsheet cells to API values: header titles to fields, labels back to dictionary values, Excel dates. */
import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../schemas/dictionaries';
import type { ModuleSchema } from '../../schemas/types';
import { moduleContext } from '../../server/modules/context';
import { cellToValue, importableFields, mapHeader } from '../../server/modules/import/cells';
import { loadModuleSchemas } from '../../server/modules/load';

const schemas: ModuleSchema[] = await loadModuleSchemas('schemas/modules');
const ctx = moduleContext(schemas.find((s) => s.id === 'wasteWarehouseReceive')!, dictionaries);
const field = (name: string) => ctx.fields.get(name)!;

describe('mapHeader', () => {
  it('matches Chinese and English labels and field names, ignoring case, spaces and required stars', () => {
    const titles = ['*入库批次编码', 'Received at', 'wastename', ' 危险废物类别 ', null, 'Waste code', '数量', '计量单位', '贮存设施编码', '运送部门经办人', 'Storage keeper', '记录人*', 'recordTime'];
    const { columns, errors } = mapHeader(titles, ctx, 'zh-CN');
    expect(errors).toEqual([]);
    expect(columns.map((c) => `${c.column}:${c.field.name}`)).toEqual([
      '1:batchCode', '2:receiveTime', '3:wasteName', '4:hwCategory', '6:hwCode', '7:quantity', '8:unit', '9:storageFacilityCode', '10:transporter', '11:keeper', '12:recorder', '13:recordTime',
    ]);
  });

  it('reports unknown, repeated, non-importable and missing required columns on row 1', () => {
    const { errors } = mapHeader(['入库批次编码', '颜色', 'batchCode', '附件'], ctx, 'en-US');
    expect(errors).toEqual(expect.arrayContaining([
      { row: 1, field: '颜色', message: 'unknown column "颜色"' },
      { row: 1, field: 'batchCode', message: 'column "batchCode" appears twice' },
      { row: 1, field: 'attachments', message: 'Attachments: this column cannot be imported from a spreadsheet' },
      { row: 1, field: 'wasteName', message: 'Waste name: required column is missing' },
    ]));
  });

  it('offers the importable fields in form order', () => {
    expect(importableFields(ctx).map((f) => f.name)).toEqual([
      'batchCode', 'receiveTime', 'generateBatchCode', 'transporter', 'keeper', 'wasteName', 'hwCategory', 'hwCode', 'quantity', 'unit', 'containerCode', 'containerType',
      'containerCount', 'storageFacilityCode', 'storageFacilityType', 'recorder', 'reviewer', 'recordTime', 'remark',
    ]);
  });
});

describe('cellToValue', () => {
  it('turns dictionary labels in either language, or values, into values', () => {
    expect(cellToValue('HW08 废矿物油与含矿物油废物', field('hwCategory'), ctx)).toBe('HW08');
    expect(cellToValue('HW08 waste mineral oil', field('hwCategory'), ctx)).toBe('HW08');
    expect(cellToValue('HW49', field('hwCategory'), ctx)).toBe('HW49');
    expect(cellToValue('千克', field('unit'), ctx)).toBe('kg');
    expect(cellToValue('不存在', field('unit'), ctx)).toBe('不存在'); // left for validation to name
  });

  it('reads Excel dates, and common typed date forms, as the wire formats', () => {
    expect(cellToValue(new Date(Date.UTC(2024, 5, 2, 8, 15, 0)), field('receiveTime'), ctx)).toBe('2024-06-02 08:15:00');
    expect(cellToValue('2024/6/2 8:15', field('receiveTime'), ctx)).toBe('2024-06-02 08:15:00');
    expect(cellToValue('2024-06-02', field('receiveTime'), ctx)).toBe('2024-06-02 00:00:00');
    expect(cellToValue('2024年6月2日', field('receiveTime'), ctx)).toBe('2024-06-02 00:00:00');
    expect(cellToValue('yesterday', field('receiveTime'), ctx)).toBe('yesterday');
  });

  it('reads numbers, text, rich text, formulas and empty cells', () => {
    expect(cellToValue(' 12.5 ', field('quantity'), ctx)).toBe(12.5);
    expect(cellToValue(3, field('quantity'), ctx)).toBe(3);
    expect(cellToValue('三吨', field('quantity'), ctx)).toBe('三吨');
    expect(cellToValue(1001, field('batchCode'), ctx)).toBe('1001');
    expect(cellToValue({ richText: [{ text: '废' }, { text: '矿物油' }] }, field('wasteName'), ctx)).toBe('废矿物油');
    expect(cellToValue({ formula: 'A1*2', result: 4 } as never, field('quantity'), ctx)).toBe(4);
    expect(cellToValue('   ', field('wasteName'), ctx)).toBeNull();
    expect(cellToValue(null, field('wasteName'), ctx)).toBeNull();
  });

  it('reads yes/no words for booleans', () => {
    const sludge = moduleContext(schemas.find((s) => s.id === 'sludgeProduce')!, dictionaries);
    const hazardous = sludge.fields.get('hazardous')!;
    expect(['是', 'Yes', 'TRUE', 1].map((v) => cellToValue(v, hazardous, sludge))).toEqual([true, true, true, true]);
    expect(['否', 'no', 'false', 0].map((v) => cellToValue(v, hazardous, sludge))).toEqual([false, false, false, false]);
    expect(cellToValue('也许', hazardous, sludge)).toBe('也许');
  });
});
