/**
 * Parsed list queries remembered by their raw query string. A list screen asks for the same filters
 * over and over (paging, refreshing, several users of one enterprise), and validating the query,
 * building its typed filters and the statement text is most of what the generic runtime adds to a list
 * request; with the memo a repeated query costs one map lookup. Only successful parses are kept (a
 * refused query throws and is parsed again next time), they are shared and must never be mutated, and
 * the memo holds a bounded number of entries (oldest half dropped when full).
 */
const MAX_ENTRIES = 500;
/** Longer query strings are parsed every time rather than kept. */
const MAX_KEY_LENGTH = 2048;

export class QueryMemo<V> {
  private readonly entries = new Map<string, V>();

  get(key: string, parse: () => V): V {
    if (key.length > MAX_KEY_LENGTH) return parse();
    const known = this.entries.get(key);
    if (known !== undefined) return known;
    const value = parse();
    if (this.entries.size >= MAX_ENTRIES) {
      let drop = Math.ceil(this.entries.size / 2);
      for (const old of this.entries.keys()) {
        if (drop-- <= 0) break;
        this.entries.delete(old);
      }
    }
    this.entries.set(key, value);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** One memo per owner object (a module's validation), dropped with it when a custom ledger changes. */
export function memoFor<O extends object, V>(memos: WeakMap<O, QueryMemo<V>>, owner: O): QueryMemo<V> {
  let memo = memos.get(owner);
  if (!memo) memos.set(owner, (memo = new QueryMemo<V>()));
  return memo;
}

/** The raw query string of a request URL ('' when there is none). */
export const rawQueryOf = (url: string): string => {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
};
