import { describe, expect, it } from 'vitest';
import { citizenId, uscc } from '../../schemas/validators/identity';
import { message, namedValidators } from '../../schemas/validators';
import { sharedJson } from '../support/shared-data';

interface Vectors {
  valid: string[];
  invalid: string[];
  invalid_reasons: Record<string, string>;
}

const usccVectors = sharedJson<Vectors>('uscc_vectors.json');
const ricVectors = sharedJson<Vectors>('ric_vectors.json');

describe('uscc (GB 32100 mod-31 check character)', () => {
  it('reads a meaningful vector file', () => {
    expect(usccVectors.valid.length).toBeGreaterThan(100);
    expect(usccVectors.invalid.length).toBeGreaterThan(10);
  });

  it.each(usccVectors.valid)('accepts %s', (code) => {
    expect(uscc(code)).toBeNull();
  });

  it.each(usccVectors.invalid)('rejects %s', (code) => {
    expect(uscc(code)).toBe('uscc');
  });

  it('rejects an empty value, lower case and non-strings', () => {
    expect(uscc('')).toBe('required');
    expect(uscc(null)).toBe('required');
    expect(uscc('91110000600037341l')).toBe('uscc');
    expect(uscc(91110000600037341)).toBe('uscc');
  });

  it('is registered as the named validator with zh-CN and en-US texts', () => {
    expect(namedValidators.uscc('91110000600037341N')).toBe('uscc');
    expect(message('uscc', 'zh-CN')).toBe('统一社会信用代码格式不正确（18位，含校验码）');
    expect(message('uscc', 'en-US')).toMatch(/unified social credit code/);
  });
});

describe('citizenId (GB 11643 MOD 11-2, birth date)', () => {
  // The vector file marks checksum-valid numbers whose county code did not exist in the birth year.
  // Judging those needs the GB/T 2260 code history, which the product does not ship (see docs/schemas.md).
  const countyHistory = ricVectors.invalid.filter((c) => /^location \(county code/.test(ricVectors.invalid_reasons[c] ?? ''));
  const judged = ricVectors.invalid.filter((c) => !countyHistory.includes(c));

  it('reads a meaningful vector file', () => {
    expect(ricVectors.valid.length).toBeGreaterThanOrEqual(8);
    expect(judged.length).toBeGreaterThanOrEqual(12);
    expect(countyHistory.length).toBeLessThanOrEqual(2);
  });

  it.each(ricVectors.valid)('accepts %s', (id) => {
    expect(citizenId(id)).toBeNull();
  });

  it.each(judged)('rejects %s', (id) => {
    expect(citizenId(id)).toBe('citizenId');
  });

  it('accepts a lower-case x check character and rejects future birth dates and unknown provinces', () => {
    expect(citizenId('11010519491231002x')).toBeNull();
    // A checksum-valid number born tomorrow relative to the given "today".
    expect(citizenId('11010520240102001X', new Date(2024, 0, 1))).toBe('citizenId');
    expect(citizenId('11010520240102001X', new Date(2024, 0, 2))).toBeNull();
    expect(citizenId('990426199112010074')).toBe('citizenId');
    expect(citizenId('')).toBe('required');
  });

  it('leaves the county-history cases to a stricter check: their checksum and date are valid', () => {
    for (const id of countyHistory) expect(citizenId(id)).toBeNull();
  });
});
