import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleIssues } from '../../schemas/lint';
import type { ModuleSchema } from '../../schemas/types';
import { ApiError } from '../../server/core/errors';
import { createModuleValidation } from '../../server/modules/validation';

const ROOT = resolve(import.meta.dirname, '../..');
const device = (): ModuleSchema => JSON.parse(readFileSync(resolve(ROOT, 'schemas/modules/device-inventory.json'), 'utf8'));

const l = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
const repair: ModuleSchema = {
  id: 'repair', version: 1, title: l('检修', 'Repair'), route: '/x/repair', api: 'x/repair', group: 'x', table: 'ledger_repair',
  fields: [
    { name: 'code', type: 'string', required: true, maxLength: 8, label: l('编号', 'Code') },
    { name: 'hours', type: 'integer', min: 1, max: 72, label: l('工时', 'Hours') },
    { name: 'cost', type: 'number', precision: 2, min: 0, label: l('费用', 'Cost') },
    { name: 'day', type: 'date', label: l('日期', 'Day') },
    { name: 'period', type: 'month', label: l('月份', 'Month') },
    { name: 'urgent', type: 'boolean', label: l('紧急', 'Urgent') },
    { name: 'kinds', type: 'enum', multiple: true, options: [{ value: 'a', label: l('甲', 'A') }, { value: 'b', label: l('乙', 'B') }], label: l('类别', 'Kinds') },
    { name: 'phone', type: 'string', validator: 'phoneOrLandline', label: l('电话', 'Phone') },
    { name: 'region', type: 'string', maxLength: 6, label: l('区划', 'Region') },
    { name: 'photos', type: 'files', accept: ['png', 'jpg'], maxSizeMB: 1, maxCount: 2, label: l('照片', 'Photos') },
    {
      name: 'parts', type: 'subtable', maxRows: 3, label: l('更换部件', 'Parts'),
      fields: [
        { name: 'part', type: 'string', required: true, label: l('部件', 'Part') },
        { name: 'qty', type: 'integer', min: 1, label: l('数量', 'Qty') },
      ],
    },
  ],
  list: { columns: [{ field: 'code' }, { field: 'day', sortable: true }], defaultSort: { field: 'day', order: 'descend' } },
  search: [
    { searchName: 'code', searchType: 'input', label: l('编号搜索', 'Code search') },
    { searchName: 'kinds', searchType: 'select', multiple: true },
    { searchName: 'urgent', searchType: 'select' },
    { searchName: 'day', searchType: 'date' },
    { searchName: 'period', searchType: 'month' },
    { searchName: 'region', searchType: 'cascader' },
  ],
  form: { sections: [{ fields: ['code', 'hours', 'cost', 'day', 'period', 'urgent', 'kinds', 'phone', 'region', 'photos', 'parts'] }] },
  permissions: { view: 'x:view', add: 'x:add', edit: 'x:edit' },
};

const validations = createModuleValidation([device(), repair]);
const dv = validations.get('deviceInventory')!;
const rv = validations.get('repair')!;

/** The field errors a call throws (it must throw 2010102). */
function errorsOf(fn: () => unknown): { field: string; message: string }[] {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).code).toBe(2010102);
    return ((e as ApiError).data as { errors: { field: string; message: string }[] }).errors;
  }
  throw new Error('expected a validation error');
}

const validDevice = {
  deviceCode: 'TS-001', name: '1号脱硫塔', deviceType: '2', model: 'SDS-150', status: '1', recorder: '张伟', recordTime: '2024-05-01 08:30:00',
};

describe('create validation', () => {
  it('uses a fixture that is itself a valid module schema', () => {
    expect(moduleIssues(repair)).toEqual([]);
  });

  it('returns the fields, trimmed, with cleared inputs as null', () => {
    expect(dv.create({ ...validDevice, deviceCode: '  TS-001 ', manufacturer: '', remark: '  ' }, 'zh-CN')).toEqual({
      ...validDevice, manufacturer: null, remark: null,
    });
  });

  it('names every missing required field with its label, in Chinese and English', () => {
    expect(errorsOf(() => dv.create({ deviceCode: ' ', status: null }, 'zh-CN'))).toEqual([
      { field: 'deviceCode', message: '设备编号: 不能为空' },
      { field: 'name', message: '设备名称: 不能为空' },
      { field: 'deviceType', message: '设备类型: 不能为空' },
      { field: 'model', message: '规格型号: 不能为空' },
      { field: 'status', message: '设备状态: 不能为空' },
      { field: 'recorder', message: '记录人: 不能为空' },
      { field: 'recordTime', message: '记录时间: 不能为空' },
    ]);
    expect(errorsOf(() => dv.create({ ...validDevice, deviceCode: undefined }, 'en-US'))).toEqual([{ field: 'deviceCode', message: 'Device code: is required' }]);
  });

  it('reports length, pattern (with the schema message), named validator, dictionary, precision, range and format', () => {
    const errors = errorsOf(() =>
      dv.create(
        { ...validDevice, deviceCode: 'TS 001', name: '脱硫塔#1', deviceType: '9', model: 'M'.repeat(51), designCapacity: 12.345, recorder: '张三3', recordTime: '2024-02-30 08:00:00', installDate: '2024/01/01' },
        'zh-CN',
      ),
    );
    expect(errors).toEqual([
      { field: 'deviceCode', message: '设备编号: 设备编号只能包含字母、数字、下划线和连字符' },
      { field: 'name', message: '设备名称: 只能包含字母、数字、下划线、连字符和汉字' },
      { field: 'deviceType', message: '设备类型: 不是字典中的有效值' },
      { field: 'model', message: '规格型号: 长度不能超过50个字符' },
      { field: 'installDate', message: '安装日期: 日期格式应为 YYYY-MM-DD' },
      { field: 'designCapacity', message: '设计能力: 最多保留2位小数' },
      { field: 'recorder', message: '记录人: 姓名格式不符合要求（1-20个汉字，或1-20个字母、点和空格）' },
      { field: 'recordTime', message: '记录时间: 时间格式应为 YYYY-MM-DD HH:mm:ss' },
    ]);
    expect(errorsOf(() => dv.create({ ...validDevice, designCapacity: -1 }, 'en-US'))).toEqual([{ field: 'designCapacity', message: 'Design capacity: must not be negative' }]);
    expect(errorsOf(() => dv.create({ ...validDevice, designCapacity: 100000000 }, 'en-US'))).toEqual([{ field: 'designCapacity', message: 'Design capacity: must be at most 99999999' }]);
  });

  it('refuses wrong types and unknown fields, including system columns', () => {
    expect(errorsOf(() => rv.create({ code: 5, hours: '3', urgent: 'yes', kinds: 'a', id: 4, enterpriseId: 2 }, 'en-US'))).toEqual([
      { field: 'id', message: 'ID: is not a known field' },
      { field: 'enterpriseId', message: 'enterpriseId: is not a known field' },
      { field: 'code', message: 'Code: must be text' },
      { field: 'hours', message: 'Hours: must be an integer' },
      { field: 'urgent', message: 'Urgent: must be true or false' },
      { field: 'kinds', message: 'Kinds: must be a list' },
    ]);
    expect(errorsOf(() => rv.create([{ code: 'A' }], 'zh-CN'))).toEqual([{ field: '', message: '请求体: 应为对象' }]);
  });

  it('checks integer ranges, months, multiple enum values and named validators', () => {
    expect(errorsOf(() => rv.create({ code: 'A', hours: 0, period: '2024-13', kinds: ['a', 'z'], phone: '12345' }, 'zh-CN'))).toEqual([
      { field: 'hours', message: '工时: 不能小于1' },
      { field: 'period', message: '月份: 月份格式应为 YYYY-MM' },
      { field: 'kinds', message: '类别: 不是字典中的有效值' },
      { field: 'phone', message: '电话: 请填写正确格式的电话号码（手机或座机）' },
    ]);
    expect(rv.create({ code: 'A', hours: 72, period: '2024-12', kinds: ['a', 'b'], phone: '010-85201234', cost: 0.5 }, 'zh-CN')).toMatchObject({ hours: 72, kinds: ['a', 'b'] });
  });

  it('checks file entries: type, whitespace in the name, size, count and link scheme', () => {
    const file = (name: string, size = 100, path = '/files/x') => ({ name, size, type: 'image/png', url: `k/${name}`, path });
    expect(errorsOf(() => rv.create({ code: 'A', photos: [file('a.gif')] }, 'zh-CN'))).toEqual([{ field: 'photos', message: '照片: 文件格式不正确，请上传png、jpg格式文件' }]);
    expect(errorsOf(() => rv.create({ code: 'A', photos: [file('a b.png')] }, 'zh-CN'))).toEqual([{ field: 'photos', message: '照片: 文件名称不能包含空格' }]);
    expect(errorsOf(() => rv.create({ code: 'A', photos: [file('a.png', 2 * 1024 * 1024)] }, 'en-US'))).toEqual([{ field: 'photos', message: 'Photos: uploaded file size cannot exceed 1 MB' }]);
    expect(errorsOf(() => rv.create({ code: 'A', photos: [file('a.png'), file('b.png'), file('c.png')] }, 'en-US'))).toEqual([{ field: 'photos', message: 'Photos: only 2 files allowed' }]);
    expect(errorsOf(() => rv.create({ code: 'A', photos: [file('a.png', 1, 'javascript:alert(1)')] }, 'en-US'))).toEqual([{ field: 'photos', message: 'Photos: has an invalid format' }]);
    expect(rv.create({ code: 'A', photos: [file('A.PNG')] }, 'en-US').photos).toHaveLength(1);
  });

  it('reports sub-table cells by row, with the table and cell labels', () => {
    expect(errorsOf(() => rv.create({ code: 'A', parts: [{ part: '阀门', qty: 1 }, { qty: 0 }, { part: 'x', extra: 1 }] }, 'zh-CN'))).toEqual([
      { field: 'parts[1].part', message: '更换部件 第2行 部件: 不能为空' },
      { field: 'parts[1].qty', message: '更换部件 第2行 数量: 不能小于1' },
      { field: 'parts[2].extra', message: '更换部件 第3行 extra: 不支持的字段' },
    ]);
    expect(errorsOf(() => rv.create({ code: 'A', parts: [{ part: 'a' }, { part: 'b' }, { part: 'c' }, { part: 'd' }] }, 'en-US'))).toEqual([
      { field: 'parts', message: 'Parts: must have at most 3 items' },
    ]);
  });
});

describe('update validation', () => {
  it('requires the id, allows partial changes, and refuses emptying a required field', () => {
    expect(dv.update({ id: 7, remark: '检修' }, 'zh-CN')).toEqual({ id: 7, values: { remark: '检修' } });
    expect(errorsOf(() => dv.update({ remark: 'x' }, 'zh-CN'))).toEqual([{ field: 'id', message: '编号: 不能为空' }]);
    expect(errorsOf(() => dv.update({ id: '7', name: '' }, 'en-US'))).toEqual([
      { field: 'id', message: 'ID: must be an integer' },
      { field: 'name', message: 'Device name: is required' },
    ]);
  });
});

describe('page query validation', () => {
  it('reads paging, sort and every filter kind', () => {
    const q = rv.page(
      { pageNum: '3', pageSize: '50', sortField: 'day', sortOrder: 'ascend', code: ' 50%_ ', kinds: 'a,b', urgent: 'true', 'day[0]': '2024-01-01', 'day[1]': '2024-01-31', period: '2024-03' },
      'zh-CN',
    );
    expect(q.pageNum).toBe(3);
    expect(q.pageSize).toBe(50);
    expect(q.sort).toEqual({ field: 'day', order: 'ascend' });
    expect(q.filters.map((f) => [f.field.name, f.kind, 'text' in f ? f.text : 'values' in f ? f.values : [f.from, f.to]])).toEqual([
      ['code', 'contains', '50%_'],
      ['kinds', 'in', ['a', 'b']],
      ['urgent', 'in', [true]],
      ['day', 'range', [{ value: '2024-01-01', inclusive: true }, { value: '2024-01-31', inclusive: true }]],
      ['period', 'range', [{ value: '2024-03', inclusive: true }, { value: '2024-03', inclusive: true }]],
    ]);
  });

  it('matches the last value of a cascader path', () => {
    expect(rv.page({ region: '320000,320500,320505' }, 'zh-CN').filters).toEqual([{ kind: 'in', field: expect.objectContaining({ name: 'region' }), values: ['320505'] }]);
  });

  it('widens whole days on datetime fields and ignores empty filters', () => {
    const q = dv.page({ name: '', 'recordTime[0]': '2024-01-01', 'recordTime[1]': '2024-01-31' }, 'zh-CN');
    expect(q).toMatchObject({ pageNum: 1, pageSize: 20, sort: null });
    expect(q.filters).toEqual([
      { kind: 'range', field: expect.objectContaining({ name: 'recordTime' }), from: { value: '2024-01-01 00:00:00', inclusive: true }, to: { value: '2024-02-01 00:00:00', inclusive: false } },
    ]);
  });

  it('refuses bad paging, unsortable fields, unknown filters, long inputs, values outside the dictionary and reversed ranges', () => {
    expect(
      errorsOf(() => dv.page({ pageNum: '0', pageSize: '15', sortField: 'model', sortOrder: 'up', color: 'red', name: 'x'.repeat(21), status: '1,2', 'recordTime[0]': 'yesterday' }, 'zh-CN')),
    ).toEqual([
      { field: 'color', message: 'color: 不支持的字段' },
      { field: 'pageNum', message: '页码: 应为整数' },
      { field: 'pageSize', message: '每页条数: 只能是10/20/30/50' },
      { field: 'sortField', message: '排序字段: 不支持按该字段排序' },
      { field: 'sortOrder', message: '排序方式: 排序方式只能是 ascend 或 descend' },
      { field: 'name', message: '设备名称: 长度不能超过20个字符' },
      { field: 'status', message: '设备状态: 不是字典中的有效值' },
      { field: 'recordTime', message: '记录时间: 时间格式应为 YYYY-MM-DD HH:mm:ss' },
    ]);
    expect(errorsOf(() => rv.page({ 'day[0]': '2024-02-01', 'day[1]': '2024-01-01' }, 'en-US'))).toEqual([{ field: 'day', message: 'Day: start must not be after end' }]);
    expect(rv.page({ code: 'x' }, 'en-US').filters).toHaveLength(1);
  });
});
