import { describe, expect, it } from 'vitest';
import { codeProblem, nameProblem, passwordProblem, passwordStrength, phoneProblem } from '../../schemas/validators/accountRules';
import { validateLogin } from '../../runtime/login/validateLogin';
import { newCode } from '../../server/sms/codes';

describe('account rules (spec §5)', () => {
  it('password: 8-16 characters with letter, digit and special symbol', () => {
    expect(passwordProblem('')).toBe('passwordRequired');
    expect(passwordProblem('Ab1@xyz')).toBe('passwordTooShort');
    expect(passwordProblem('Ab1@xyzAb1@xyzAb')).toBeNull();
    expect(passwordProblem('Ab1@xyzAb1@xyzAb1')).toBe('passwordTooLong');
    expect(passwordProblem('abcdefg1')).toBe('passwordWeak');
    expect(passwordProblem('abcdefg@')).toBe('passwordWeak');
    expect(passwordProblem('1234567@')).toBe('passwordWeak');
    expect(passwordProblem('Demo@2024')).toBeNull();
  });

  it('strength: under 6 weak, 6+ medium, 10+ with letter, digit and special strong', () => {
    expect(passwordStrength('Ab1@x')).toBe('weak');
    expect(passwordStrength('abcdef')).toBe('medium');
    expect(passwordStrength('Ab1@xyzab')).toBe('medium');
    expect(passwordStrength('abcdefghijk')).toBe('medium');
    expect(passwordStrength('Ab1@xyzabc')).toBe('strong');
  });

  it('code: exactly 6 digits', () => {
    expect(codeProblem('')).toBe('codeRequired');
    expect(codeProblem('12345')).toBe('codeLength');
    expect(codeProblem('1234567')).toBe('codeLength');
    expect(codeProblem('123456')).toBeNull();
  });

  it('name: required, at most 10 characters, person-name format', () => {
    expect(nameProblem(' ')).toBe('nameRequired');
    expect(nameProblem('张伟')).toBeNull();
    expect(nameProblem('阿依古丽·买买提')).toBeNull();
    expect(nameProblem('一二三四五六七八九十')).toBeNull();
    expect(nameProblem('一二三四五六七八九十一')).toBe('nameInvalid');
    expect(nameProblem('Tom Lee')).toBeNull();
    expect(nameProblem('张3')).toBe('nameInvalid');
    expect(nameProblem('<b>x</b>')).toBe('nameInvalid');
  });

  it('phone: required, mainland mobile format', () => {
    expect(phoneProblem('')).toBe('phoneRequired');
    expect(phoneProblem('12800000000')).toBe('phoneInvalid');
    expect(phoneProblem('1380000000')).toBe('phoneInvalid');
    expect(phoneProblem('13800000000')).toBeNull();
  });

  it('password sign-in takes an account or a phone', () => {
    expect(validateLogin('admin', 'Demo@2024')).toEqual({});
    expect(validateLogin('13800000001', 'Demo@2024')).toEqual({});
    expect(validateLogin('1380000', 'Demo@2024').phone).toBe('login.phoneInvalid');
    expect(validateLogin('', '').phone).toBe('login.phoneRequired');
  });

  it('password sign-in checks the length 8-16 before sending (spec §9)', () => {
    expect(validateLogin('13800000001', '').password).toBe('login.passwordRequired');
    expect(validateLogin('13800000001', 'Demo@20').password).toBe('login.passwordLength');
    expect(validateLogin('13800000001', 'D'.repeat(17)).password).toBe('login.passwordLength');
    expect(validateLogin('13800000001', 'D'.repeat(16)).password).toBeUndefined();
  });
});

describe('SMS codes', () => {
  it('are 6 digits, leading zeros kept, and not repeating', () => {
    const codes = Array.from({ length: 200 }, newCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });
});
