/**
 * The pieces of the COPY path of exports (server/db/copyStream.ts) that need no database: parameters
 * written as literals, COPY text lines back into values. The database round trip is compared with the
 * cursor in tests/api/server-db.test.ts and modules-export.test.ts.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { inlineParams, parseCopyLine, unescapeCopyText, type CopyDriver } from '../../server/db/copyStream';

const pg = createRequire(import.meta.url)('pg') as { escapeLiteral(s: string): string; utils: { prepareValue(v: unknown): unknown } };
const driver: CopyDriver = { escapeLiteral: pg.escapeLiteral, prepareValue: pg.utils.prepareValue };

describe('inlineParams', () => {
  it('writes each placeholder as the quoted text the driver would have sent', () => {
    expect(inlineParams('SELECT a FROM t WHERE e = $1 AND b = ANY($2::text[]) AND c = $3 AND d IS NOT DISTINCT FROM $4', [7, ['x', 'y"z'], true, null], driver)).toBe(
      `SELECT a FROM t WHERE e = '7' AND b = ANY( E'{"x","y\\\\"z"}'::text[]) AND c = 'true' AND d IS NOT DISTINCT FROM NULL`,
    );
  });

  // node-pg writes a literal holding a backslash as ` E'…'` (with a leading space) and doubles the backslash.
  it('escapes quotes and backslashes, and never re-reads a written value as SQL', () => {
    const sql = inlineParams(`SELECT 1 WHERE x ILIKE $1 ESCAPE '\\' AND y = $2 AND z = $10`, ["%o'\\$2%", '$1', 1, 2, 3, 4, 5, 6, 7, 'ten'], driver);
    expect(sql).toBe(`SELECT 1 WHERE x ILIKE  E'%o''\\\\$2%' ESCAPE '\\' AND y = '$1' AND z = 'ten'`);
  });

  it('leaves $n inside string constants and quoted names alone', () => {
    expect(inlineParams(`SELECT '$1 it''s' AS "a$1", $1 AS b`, ['v'], driver)).toBe(`SELECT '$1 it''s' AS "a$1", 'v' AS b`);
  });

  it('gives up on values it cannot write and on placeholders without a value', () => {
    expect(inlineParams('SELECT $1', [Buffer.from('x')], driver)).toBeUndefined();
    expect(inlineParams('SELECT $1', [{ a: 1 }], driver)).toBeUndefined();
    expect(inlineParams('SELECT $1, $2', [1], driver)).toBeUndefined();
  });
});

describe('COPY text lines', () => {
  it('undoes the escapes COPY writes', () => {
    expect(unescapeCopyText('a\\tb\\nc\\rd\\\\e\\bf\\fg\\vh')).toBe('a\tb\nc\rd\\e\bf\fg\vh');
    expect(unescapeCopyText('\\101\\x42\\q')).toBe('ABq');
  });

  it('splits at tabs, reads \\N as null and parses each value by its column', () => {
    const num = (t: string) => Number(t);
    expect(parseCopyLine('废水\t12.5\t\\N\t', [undefined, num, num, undefined])).toEqual(['废水', 12.5, null, '']);
    expect(parseCopyLine('a\\tb\t\\\\N\t1', [undefined, undefined, num])).toEqual(['a\tb', '\\N', 1]);
  });

  it('refuses a line whose value count differs from the columns', () => {
    expect(() => parseCopyLine('a\tb', [undefined])).toThrow(/2 values, expected 1/);
  });
});
