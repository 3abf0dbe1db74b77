import { describe, expect, it } from 'vitest';
import { checkArchiveField, isArchiveComplete, validateArchive, type ArchiveValues } from '../../schemas/validators/archiveRules';
import { lastOf, pathTo } from '../../plugins/enterprise-archive/cascadePaths';
import { sharedJson } from '../support/shared-data';

const uscc = sharedJson<{ valid: string[]; invalid: string[] }>('uscc_vectors.json');

const complete: ArchiveValues = {
  name: '江苏绿源化工有限公司',
  socialCreditCode: '913205056082348768',
  legalPersonName: '王建国',
  legalPersonIdCard: '412723199010050012',
  contactPhone: '0512-66881234',
  administrativeDivisionId: '320505',
  industryIdList: ['2614'],
  manageAddress: '江苏省苏州市虎丘区滨河路1688号',
  longitude: 120.553912,
  latitude: 31.299034,
};

describe('archive rules shared by the archive page and archive/save', () => {
  it('accepts a complete archive', () => {
    expect(validateArchive(complete)).toEqual([]);
    expect(isArchiveComplete(complete)).toBe(true);
  });

  it('treats every missing field as incomplete', () => {
    for (const field of Object.keys(complete) as (keyof ArchiveValues)[]) {
      const values = { ...complete, [field]: field === 'industryIdList' ? [] : '' };
      expect(isArchiveComplete(values), field).toBe(false);
      expect(validateArchive(values)).toEqual([{ field, key: 'required' }]);
    }
  });

  it('checks the credit code with the GB 32100 check character', () => {
    for (const code of uscc.valid.slice(0, 20)) expect(checkArchiveField('socialCreditCode', code), code).toBeNull();
    for (const code of uscc.invalid) expect(checkArchiveField('socialCreditCode', code), code).toEqual({ key: 'uscc' });
  });

  it('checks coordinates to six decimals and the code shapes', () => {
    expect(checkArchiveField('longitude', '120.1234567')).toEqual({ key: 'longitude' });
    expect(checkArchiveField('latitude', '-90.5')).toEqual({ key: 'latitude' });
    expect(checkArchiveField('latitude', '-89.999999')).toBeNull();
    expect(checkArchiveField('administrativeDivisionId', '32050')).toEqual({ key: 'pattern' });
    expect(checkArchiveField('industryIdList', ['C', '26', '261', '2614'])).toBeNull();
    expect(checkArchiveField('industryIdList', ['26145'])).toEqual({ key: 'pattern' });
    expect(checkArchiveField('name', 'a'.repeat(101))).toEqual({ key: 'maxLength', params: { n: 100 } });
    expect(checkArchiveField('legalPersonName', '王1')).toEqual({ key: 'personName' });
    expect(checkArchiveField('contactPhone', '12345')).toEqual({ key: 'phoneOrLandline' });
  });
});

describe('cascader paths', () => {
  const tree = [{ value: '320000', label: '江苏省', children: [{ value: '320500', label: '苏州市', children: [{ value: '320505', label: '虎丘区' }] }] }];
  it('finds the path of a stored code and the code of a path', () => {
    expect(pathTo(tree, '320505')).toEqual(['320000', '320500', '320505']);
    expect(pathTo(tree, '110101')).toBeNull();
    expect(lastOf(['320000', '320500', '320505'])).toBe('320505');
    expect(lastOf([])).toBeUndefined();
  });
});
