/**
 * The expression language of the process models: the subset of Flowable's JUEL that approval models
 * use — `${approved}`, `${!approved}`, `${approved == false}`, `${days > 3 && level eq 'high'}`,
 * `${nrOfApproved / nrOfInstances >= 0.5}`. Parsed and evaluated here, never handed to `eval`: a model
 * is data an enterprise admin edits, so it must not run code on the server.
 */

export type Scope = (name: string) => unknown;

type Token = { kind: 'num' | 'str' | 'id' | 'op'; value: string };

const OPERATORS = ['&&', '||', '==', '!=', '<=', '>=', '<', '>', '!', '+', '-', '*', '/', '%', '(', ')', '.', '?', ':'];
const WORD_OPERATORS: Record<string, string> = { and: '&&', or: '||', not: '!', eq: '==', ne: '!=', lt: '<', gt: '>', le: '<=', ge: '>=', div: '/', mod: '%' };

export class ExpressionError extends Error {}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (/[0-9]/.test(c)) {
      const m = /^[0-9]+(\.[0-9]+)?/.exec(text.slice(i))!;
      tokens.push({ kind: 'num', value: m[0] });
      i += m[0].length;
      continue;
    }
    if (c === "'" || c === '"') {
      let j = i + 1;
      let s = '';
      while (j < text.length && text[j] !== c) {
        if (text[j] === '\\' && j + 1 < text.length) j++;
        s += text[j++];
      }
      if (j >= text.length) throw new ExpressionError(`unterminated string in "${text}"`);
      tokens.push({ kind: 'str', value: s });
      i = j + 1;
      continue;
    }
    if (/[A-Za-z_$]/.test(c)) {
      const m = /^[A-Za-z_$][A-Za-z0-9_$]*/.exec(text.slice(i))!;
      const word = m[0];
      // Own keys only: `constructor` or `__proto__` are names, not operators from Object.prototype.
      const op = Object.prototype.hasOwnProperty.call(WORD_OPERATORS, word) ? WORD_OPERATORS[word] : undefined;
      tokens.push(op ? { kind: 'op', value: op } : { kind: 'id', value: word });
      i += word.length;
      continue;
    }
    const op = OPERATORS.find((o) => text.startsWith(o, i));
    if (!op) throw new ExpressionError(`unexpected "${c}" in "${text}"`);
    tokens.push({ kind: 'op', value: op });
    i += op.length;
  }
  return tokens;
}

/** An evaluated value: JUEL's loose rules (null is false, numbers compare as numbers). */
type Value = unknown;

const truthy = (v: Value) => v === true || v === 'true' || (typeof v === 'number' && v !== 0);
const num = (v: Value) => (typeof v === 'number' ? v : v === null || v === undefined || v === '' ? 0 : Number(v));
function equal(a: Value, b: Value): boolean {
  if (typeof a === 'number' || typeof b === 'number') return num(a) === num(b);
  if (typeof a === 'boolean' || typeof b === 'boolean') return truthy(a) === truthy(b);
  return (a ?? null) === (b ?? null) || String(a) === String(b);
}

/** A recursive-descent parser that evaluates while it parses (expressions are short; no AST needed). */
class Evaluator {
  private pos = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly scope: Scope,
  ) {}

  run(): Value {
    const v = this.ternary();
    if (this.pos < this.tokens.length) throw new ExpressionError(`unexpected "${this.tokens[this.pos].value}"`);
    return v;
  }

  private peek(value: string) {
    const t = this.tokens[this.pos];
    return t?.kind === 'op' && t.value === value;
  }
  private take(value: string) {
    if (!this.peek(value)) return false;
    this.pos++;
    return true;
  }

  private ternary(): Value {
    const cond = this.or();
    if (!this.take('?')) return cond;
    const a = this.ternary();
    if (!this.take(':')) throw new ExpressionError('expected ":"');
    const b = this.ternary();
    return truthy(cond) ? a : b;
  }
  private or(): Value {
    let v = this.and();
    while (this.take('||')) {
      const r = this.and();
      v = truthy(v) || truthy(r);
    }
    return v;
  }
  private and(): Value {
    let v = this.equality();
    while (this.take('&&')) {
      const r = this.equality();
      v = truthy(v) && truthy(r);
    }
    return v;
  }
  private equality(): Value {
    let v = this.relational();
    for (;;) {
      if (this.take('==')) v = equal(v, this.relational());
      else if (this.take('!=')) v = !equal(v, this.relational());
      else return v;
    }
  }
  private relational(): Value {
    let v = this.additive();
    for (;;) {
      if (this.take('<=')) v = num(v) <= num(this.additive());
      else if (this.take('>=')) v = num(v) >= num(this.additive());
      else if (this.take('<')) v = num(v) < num(this.additive());
      else if (this.take('>')) v = num(v) > num(this.additive());
      else return v;
    }
  }
  private additive(): Value {
    let v = this.multiplicative();
    for (;;) {
      if (this.take('+')) {
        const r = this.multiplicative();
        v = typeof v === 'string' || typeof r === 'string' ? `${v ?? ''}${r ?? ''}` : num(v) + num(r);
      } else if (this.take('-')) v = num(v) - num(this.multiplicative());
      else return v;
    }
  }
  private multiplicative(): Value {
    let v = this.unary();
    for (;;) {
      if (this.take('*')) v = num(v) * num(this.unary());
      else if (this.take('/')) {
        const d = num(this.unary());
        v = d === 0 ? 0 : num(v) / d;
      } else if (this.take('%')) v = num(v) % num(this.unary());
      else return v;
    }
  }
  private unary(): Value {
    if (this.take('!')) return !truthy(this.unary());
    if (this.take('-')) return -num(this.unary());
    return this.member();
  }
  private member(): Value {
    let v = this.primary();
    while (this.take('.')) {
      const t = this.tokens[this.pos++];
      if (t?.kind !== 'id') throw new ExpressionError('expected a property name after "."');
      // Only plain data is reachable: own properties of objects, never prototypes or functions.
      v = v !== null && typeof v === 'object' && Object.prototype.hasOwnProperty.call(v, t.value) ? (v as Record<string, unknown>)[t.value] : undefined;
      if (typeof v === 'function') v = undefined;
    }
    return v;
  }
  private primary(): Value {
    const t = this.tokens[this.pos++];
    if (!t) throw new ExpressionError('unexpected end');
    if (t.kind === 'num') return Number(t.value);
    if (t.kind === 'str') return t.value;
    if (t.kind === 'id') {
      if (t.value === 'true') return true;
      if (t.value === 'false') return false;
      if (t.value === 'null') return null;
      if (t.value === 'empty') return this.isEmpty(this.unary());
      const v = this.scope(t.value);
      return typeof v === 'function' ? undefined : v;
    }
    if (t.value === '(') {
      const v = this.ternary();
      if (!this.take(')')) throw new ExpressionError('expected ")"');
      return v;
    }
    throw new ExpressionError(`unexpected "${t.value}"`);
  }
  private isEmpty(v: Value) {
    return v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
  }
}

const WHOLE = /^\s*\$\{([\s\S]*)\}\s*$/;

/** True when the text is one `${…}` expression. */
export function isExpression(text: unknown): text is string {
  return typeof text === 'string' && WHOLE.test(text);
}

/** Evaluates the body of one expression (without `${ }`). */
export function evaluate(body: string, scope: Scope): Value {
  return new Evaluator(tokenize(body), scope).run();
}

/**
 * Evaluates `${…}` text against the scope; plain text is returned as it is (Flowable treats a
 * non-expression attribute as a literal). Throws ExpressionError on a malformed expression.
 */
export function resolve(text: string, scope: Scope): Value {
  const m = WHOLE.exec(text);
  return m ? evaluate(m[1], scope) : text;
}

/** Checks an expression without a scope (deployment validation): the message of the first error, or null. */
export function syntaxError(text: string): string | null {
  const m = WHOLE.exec(text);
  if (!m) return null;
  try {
    evaluate(m[1], () => undefined);
    return null;
  } catch (err) {
    return err instanceof ExpressionError ? err.message : String(err);
  }
}

export const isTruthy = truthy;
