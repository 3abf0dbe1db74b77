// The expression language of process models (server/workflow/expressions.ts): the JUEL subset approval
// models use, evaluated without eval, and refusing anything that is not plain data.
import { describe, expect, it } from 'vitest';
import { evaluate, isExpression, resolve, syntaxError } from '../../server/workflow/expressions';

const scope = (vars: Record<string, unknown>) => (name: string) => vars[name];

describe('workflow expressions', () => {
  it('evaluates the approval conditions and comparisons', () => {
    expect(resolve('${approved}', scope({ approved: true }))).toBe(true);
    expect(resolve('${!approved}', scope({ approved: true }))).toBe(false);
    expect(resolve('${approved == false}', scope({ approved: false }))).toBe(true);
    expect(resolve('${amount > 5000 && kind eq "travel"}', scope({ amount: 6000, kind: 'travel' }))).toBe(true);
    expect(resolve('${amount <= 5000 || urgent}', scope({ amount: 6000, urgent: false }))).toBe(false);
    expect(resolve('${nrOfApproved / nrOfInstances >= 0.5}', scope({ nrOfApproved: 1, nrOfInstances: 2 }))).toBe(true);
    expect(resolve('${level == 2 ? "high" : "low"}', scope({ level: 2 }))).toBe('high');
    expect(resolve('${empty list}', scope({ list: [] }))).toBe(true);
    expect(resolve('${user.name}', scope({ user: { name: '李娜' } }))).toBe('李娜');
  });

  it('returns plain text as it is and tells expressions apart', () => {
    expect(resolve('12', scope({}))).toBe('12');
    expect(isExpression('${a}')).toBe(true);
    expect(isExpression('a')).toBe(false);
  });

  it('never reaches prototypes or functions', () => {
    expect(evaluate('x.constructor', scope({ x: {} }))).toBeUndefined();
    expect(evaluate('x.__proto__', scope({ x: {} }))).toBeUndefined();
    expect(evaluate('f', scope({ f: () => 1 }))).toBeUndefined();
    expect(() => evaluate('f()', scope({ f: () => 1 }))).toThrow();
  });

  it('reports malformed expressions for deployment', () => {
    expect(syntaxError('${a >}')).toBe('unexpected end');
    expect(syntaxError('${(a}')).toBe('expected ")"');
    expect(syntaxError('${a ; b}')).toContain('unexpected');
    expect(syntaxError('${a == "b"}')).toBeNull();
    expect(syntaxError('plain')).toBeNull();
  });
});
