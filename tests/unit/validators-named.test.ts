import { describe, expect, it } from 'vitest';
import { isMessageKey, message, namedValidators, type MessageKey } from '../../schemas/validators';

const v = namedValidators;

/** Runs a validator over cases: `null` means valid, otherwise the expected message key. */
function check(name: string, cases: [unknown, MessageKey | null][]) {
  for (const [value, expected] of cases) expect([value, v[name](value)]).toEqual([value, expected]);
}

describe('named validators', () => {
  it('every validator has zh-CN and en-US messages', () => {
    for (const name of Object.keys(v)) {
      expect(isMessageKey(name)).toBe(true);
      expect(message(name as MessageKey, 'zh-CN')).toMatch(/[\u4e00-\u9fa5]/);
      expect(message(name as MessageKey, 'en-US')).toMatch(/^[\x20-\x7e–]+$/);
    }
  });

  it('mobile: 11 digits starting 1[3-9]', () => {
    check('mobile', [['13800138000', null], ['19912345678', null], ['12800138000', 'mobile'], ['1380013800', 'mobile'], ['138001380001', 'mobile'], ['1380013800a', 'mobile'], [13800138000, 'mobile']]);
    expect(message('mobile', 'zh-CN')).toBe('请填写正确格式的手机号码');
  });

  it('phoneOrLandline: mobile, landline with area code and extension, service numbers', () => {
    check('phoneOrLandline', [
      ['13800138000', null], ['010-85201234', null], ['0512-66881234', null], ['051266881234', null], ['85201234', null],
      ['021-64301234-8021', null], ['400-820-8820', null], ['12345', 'phoneOrLandline'], ['010-0123456', 'phoneOrLandline'], ['tel 010', 'phoneOrLandline'],
    ]);
  });

  it('longitude/latitude: range and at most 6 decimals, numbers or numeric strings', () => {
    check('longitude', [[120.553912, null], ['-180', null], [180, null], [180.000001, 'longitude'], [120.5539121, 'longitude'], ['abc', 'longitude'], ['', 'longitude']]);
    check('latitude', [[31.299034, null], [-90, null], [90.5, 'latitude'], ['31.2990341', 'latitude'], [null, 'latitude']]);
  });

  it('positiveInteger, max365, max100', () => {
    check('positiveInteger', [[1, null], ['42', null], [0, 'positiveInteger'], [-3, 'positiveInteger'], [1.5, 'positiveInteger'], ['1.0', 'positiveInteger'], [2 ** 60, 'positiveInteger']]);
    check('max365', [[365, null], [0, null], [365.5, 'max365'], ['366', 'max365'], ['x', 'notNumber']]);
    check('max100', [[100, null], [99.9, null], [100.01, 'max100']]);
  });

  it('nonNegative2 / nonNegative6 / positiveNumber', () => {
    check('nonNegative2', [[0, null], [12.34, null], ['12.30', null], [12.345, 'nonNegative2'], [-0.01, 'nonNegative2'], [0.1 + 0.2, 'nonNegative2']]);
    check('nonNegative6', [[1.123456, null], [1e-6, null], [1e-7, 'nonNegative6'], [-1, 'nonNegative6']]);
    check('positiveNumber', [[0.001, null], [0, 'positiveNumber'], [-1, 'positiveNumber'], ['abc', 'positiveNumber']]);
  });

  it('name: letters, digits, underscore, hyphen, Chinese', () => {
    check('name', [['1号脱硫塔', null], ['COD_analyser-2', null], ['a b', 'name'], ['脱硫塔#1', 'name'], ["x'; DROP TABLE t;--", 'name'], ['', 'name']]);
  });

  it('personName: 1-20 Chinese characters, or 1-20 letters, dots and spaces', () => {
    check('personName', [
      ['张伟', null], ['阿依古丽·买买提', null], ['Li Lei', null], ['J. R. R. Tolkien', null],
      ['张'.repeat(20), null], ['张'.repeat(21), 'personName'], ['a'.repeat(21), 'personName'],
      ['张三1', 'personName'], ['Li_Lei', 'personName'], ['张 三', 'personName'], ['', 'personName'], ['·张三', 'personName'],
    ]);
  });

  it('hwCode and hwCategory', () => {
    check('hwCode', [['900-041-49', null], ['900041-49', 'hwCode'], ['900-041-4', 'hwCode']]);
    check('hwCategory', [['HW01', null], ['HW49', null], ['HW50', null], ['HW00', 'hwCategory'], ['HW51', 'hwCategory'], ['hw08', 'hwCategory']]);
  });
});
