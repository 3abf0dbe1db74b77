/**
 * The operator scope (docs/operator-scope.md): a back-office operator acting on one enterprise through the
 * enterprise routes. Shared by the server (its guard) and the browser (the back-office pages that show an
 * enterprise's screens): which enterprise keys an operator holds there, as patterns.
 */

/**
 * The enterprise keys a back-office key gives in the operator scope, declared beside the back-office key in
 * its plugin's manifest. `read` keys open reads only (GET); `write` keys open any method. A `*` stands for
 * one segment of a key (`account:*:view`: every standard ledger's view key).
 */
export interface OperatorEnterpriseKeys {
  read?: readonly string[];
  write?: readonly string[];
}

/** An enterprise an operator acts on (any type-0 enterprise, effective or not). */
export interface OperatorEnterprise {
  id: number;
  name: string;
  type: number;
  actived: number;
  expired: boolean;
  target: number;
}

/** What the operator holds in the scope (GET operation-manage/operatorScope/enterprise/:id answers it). */
export interface OperatorKeyPatterns {
  read: string[];
  write: string[];
}

/** A key or a pattern with `*` segments (letters, digits and `_ . -` otherwise). */
export const KEY_PATTERN = /^(?:[A-Za-z][A-Za-z0-9_.-]*|\*)(?::(?:[A-Za-z0-9_.-]+|\*))*$/;

const escape = (text: string) => text.replace(/[.]/g, '\\.');

function compile(pattern: string): RegExp {
  return new RegExp(`^${pattern.split(':').map((part) => (part === '*' ? '[^:]+' : escape(part))).join(':')}$`);
}

/**
 * A set of permission keys given as exact keys and patterns: `has` answers for any key a pattern matches.
 * It is what `request.auth.permissions` (server) and the shell's permissions (browser) hold in the
 * operator scope; iterating it yields the exact keys only.
 */
export class KeyPatternSet extends Set<string> {
  private readonly patterns: RegExp[];

  constructor(keys: readonly string[]) {
    super(keys.filter((k) => !k.includes('*')));
    this.patterns = keys.filter((k) => k.includes('*')).map(compile);
  }

  override has(key: string): boolean {
    return super.has(key) || this.patterns.some((p) => p.test(key));
  }
}

/** The read and write keys together: what screens check their buttons against. */
export const allOperatorKeys = (keys: OperatorKeyPatterns): KeyPatternSet => new KeyPatternSet([...keys.read, ...keys.write]);
