/** The compiled record mapper of page rows and the memo of parsed page queries (server/modules). */
import { describe, expect, it } from 'vitest';
import { QueryMemo, rawQueryOf } from '../../server/modules/queryMemo';
import { recordMapper } from '../../server/modules/rows';

describe('recordMapper', () => {
  it('maps the columns from the offset on to the names, in order', () => {
    const map = recordMapper(['id', 'name', 'value'], 1);
    const record = map([42, 7, '甲', null]);
    expect(record).toEqual({ id: 7, name: '甲', value: null });
    expect(Object.keys(record)).toEqual(['id', 'name', 'value']);
  });

  it('takes names as data, never as code', () => {
    const map = recordMapper(['a"}; throw 1; //', "b'\\"], 0);
    expect(map([1, 2])).toEqual({ 'a"}; throw 1; //': 1, "b'\\": 2 });
  });
});

describe('QueryMemo', () => {
  it('parses a query string once and hands out the same result after', () => {
    const memo = new QueryMemo<{ n: number }>();
    let parses = 0;
    const parse = () => ({ n: ++parses });
    const first = memo.get('a=1', parse);
    expect(memo.get('a=1', parse)).toBe(first);
    expect(memo.get('a=2', parse)).not.toBe(first);
    expect(parses).toBe(2);
  });

  it('does not keep a refused query', () => {
    const memo = new QueryMemo<number>();
    expect(() => memo.get('bad', () => { throw new Error('refused'); })).toThrow('refused');
    expect(memo.get('bad', () => 1)).toBe(1);
  });

  it('stays bounded', () => {
    const memo = new QueryMemo<number>();
    for (let i = 0; i < 2000; i++) memo.get(`k=${i}`, () => i);
    expect(memo.size).toBeLessThanOrEqual(500);
  });

  it('reads the raw query string of a URL', () => {
    expect(rawQueryOf('/x/page?a=1&b[0]=2')).toBe('a=1&b[0]=2');
    expect(rawQueryOf('/x/page')).toBe('');
  });
});
