/**
 * Text PostgreSQL cannot store: U+0000 (text and jsonb refuse it) and unpaired UTF-16 surrogates (JSON
 * escapes allow them, UTF-8 cannot encode them). A request carrying either is refused naming the field
 * instead of failing in a statement or being stored altered.
 */
const NUL_OR_LONE_SURROGATE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnsafeText(text: string): boolean {
  return NUL_OR_LONE_SURROGATE.test(text);
}

/**
 * The dotted path of the first string (value or object key) holding unsafe text in `value`, or null.
 * Iterative, so it never depends on the depth of the value.
 */
export function findUnsafeText(value: unknown, root = ''): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: root }];
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (isUnsafeText(v)) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i -= 1) stack.push({ value: v[i], path: join(path, String(i)) });
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        if (isUnsafeText(key)) return join(path, key.replace(NUL_OR_LONE_SURROGATE, '?'));
        stack.push({ value: child, path: join(path, key) });
      }
    }
  }
  return null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
