/**
 * The list answer written from array rows (server/modules/recordJson.ts) against the path it replaces:
 * recordMapper's objects serialised by JSON.stringify. Equal strings, for awkward values of every kind.
 */
import { describe, expect, it } from 'vitest';
import { successJson, success } from '../../server/core/envelope';
import { jsonValue, recordJsonWriter, recordsJson } from '../../server/modules/recordJson';
import { recordMapper } from '../../server/modules/rows';

const AWKWARD_STRINGS = [
  '',
  'plain',
  '引号"和\\反斜杠',
  '\u0000\u0001\u0007\b\t\n\v\f\r\u001b\u001f\u007f',
  '\ud800',
  'a\udc00b',
  '\udbff\udfff',
  '\ud83d\ude00 😀 emoji 👩‍👩‍👧',
  '江苏绿源化工有限公司 废水总排口',
  '\u2028\u2029',
  '</script><!--',
  'x'.repeat(5000),
];
const AWKWARD_NUMBERS = [0, -0, 1, -1, 0.1, 0.00005, 5e-7, 1e21, 123456789012345680000, 12.345, Number.MAX_VALUE, Number.MIN_VALUE, NaN, Infinity, -Infinity, 2 ** 53 + 2];
const OTHER_VALUES = [null, true, false, { a: 1, b: ['x', null, '\ud800'] }, [1, 'two', { three: 3 }], [], {}, new Date(Date.UTC(2024, 2, 1, 8))];

/** Every value in every position of a short record, with a count column ahead of them (from = 1). */
function rowsOf(values: unknown[], width: number): unknown[][] {
  return values.map((value, i) => [42, ...Array.from({ length: width }, (_, c) => (c === i % width ? value : values[(i + c) % values.length]))]);
}

describe('recordJsonWriter', () => {
  const names = ['id', 'createdAt', 'name', 'value', 'flag', 'files'];
  const mapped = recordMapper(names, 1);
  const written = recordJsonWriter(names, 1);

  for (const [kind, values] of [['strings', AWKWARD_STRINGS], ['numbers', AWKWARD_NUMBERS], ['other values', OTHER_VALUES]] as const) {
    it(`writes ${kind} exactly as JSON.stringify of the mapped record`, () => {
      for (const row of rowsOf([...values], names.length)) expect(written(row)).toBe(JSON.stringify(mapped(row)));
    });
  }

  it('writes a whole page and envelope as JSON.stringify does', () => {
    const rows = rowsOf([...AWKWARD_STRINGS, ...AWKWARD_NUMBERS, ...OTHER_VALUES], names.length);
    const data = { records: rows.map(mapped), total: 1234 };
    expect(successJson(`{"records":${recordsJson(rows, written)},"total":${jsonValue(1234)}}`)).toBe(JSON.stringify(success(data)));
    expect(recordsJson([], written)).toBe('[]');
  });

  it('takes names as data, never as code', () => {
    const odd = ['a"}; throw 1; //', "b'\\", '\u2028', '名称'];
    const row = [1, 2, '3', null];
    expect(recordJsonWriter(odd, 0)(row)).toBe(JSON.stringify(recordMapper(odd, 0)(row)));
    expect(recordJsonWriter([], 0)([])).toBe('{}');
  });

  it('refuses a value JSON cannot write instead of dropping it', () => {
    expect(() => recordJsonWriter(['a'], 0)([undefined])).toThrow(TypeError);
  });
});
