import { describe, expect, it } from 'vitest';
import { chooseEnterprise, isEffective, type EnterpriseItem } from '../../runtime/shell/enterpriseChoice';

const e = (id: number, actived: number | boolean, expired: number | boolean): EnterpriseItem => ({ id, name: `E${id}`, type: 0, actived, expired });

describe('enterprise choice (spec §4)', () => {
  it('calls an enterprise effective only when active and not expired', () => {
    expect(isEffective(e(1, 1, 0))).toBe(true);
    expect(isEffective(e(1, true, false))).toBe(true);
    expect(isEffective(e(1, 0, 0))).toBe(false);
    expect(isEffective(e(1, 1, 1))).toBe(false);
    expect(isEffective(e(1, true, true))).toBe(false);
  });

  it('keeps the stored enterprise when it is effective', () => {
    const list = [e(1, 1, 0), e(2, 1, 0)];
    expect(chooseEnterprise(list, '2')?.id).toBe(2);
  });

  it('takes the first effective enterprise when the stored one is disabled, expired, unknown or absent', () => {
    const list = [e(1, 0, 0), e(2, 1, 1), e(3, 1, 0), e(4, 1, 0)];
    expect(chooseEnterprise(list, '1')?.id).toBe(3);
    expect(chooseEnterprise(list, '2')?.id).toBe(3);
    expect(chooseEnterprise(list, '99')?.id).toBe(3);
    expect(chooseEnterprise(list, null)?.id).toBe(3);
  });

  it('returns null when no enterprise is effective', () => {
    expect(chooseEnterprise([e(1, 0, 0), e(2, 1, 1)], '1')).toBeNull();
    expect(chooseEnterprise([], null)).toBeNull();
  });
});
