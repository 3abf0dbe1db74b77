/**
 * The COPY text fields the HJ 212 writer sends (server/monitoring/storage/copy-rows.ts), read back with the
 * COPY text decoder of exports (server/db/copyStream.ts, the server's own escapes): every text comes back
 * as it was, and no field can carry a tab or line break that would split the row. The database round trip
 * against the INSERT path is in tests/api/monitoring-writer-copy.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { parseCopyLine, unescapeCopyText } from '../../server/db/copyStream';
import { copyNumber, CopyLines, copyText } from '../../server/monitoring/storage/copy-rows';

/** Texts of every awkward kind plus random ones over a small alphabet full of COPY's specials. */
function texts(): string[] {
  const fixed = ['', 'w01018', 'N', '\\N', 'NULL', 'a\\b', 'tab\there', 'line\nbreak', 'cr\rlf\n', '\\\\t', '"quoted",{x}', '污染物'];
  const alphabet = ['a', '\\', '\t', '\n', '\r', 'N', '"', ',', '{', '}', ' ', '水'];
  let seed = 212;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const generated = Array.from({ length: 300 }, () => Array.from({ length: Math.floor(random() * 8) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(''));
  return [...fixed, ...generated];
}

describe('COPY text fields', () => {
  it('read back as the text sent, with no tab or line break left unescaped', () => {
    for (const text of texts()) {
      const field = copyText(text);
      expect(field).not.toMatch(/[\t\n\r]/);
      expect(unescapeCopyText(field)).toBe(text);
    }
  });

  it('write null as \\N and a text that spells \\N so that it stays text', () => {
    expect(copyText(null)).toBe('\\N');
    expect(copyText('\\N')).not.toBe('\\N');
    expect(parseCopyLine([copyText(null), copyText('\\N')].join('\t'), [undefined, undefined])).toEqual([null, '\\N']);
  });

  it('write numbers as their shortest text and non-finite numbers as null, like the array literals', () => {
    expect([0.1, -0, 1e21, 5e-324, -1.7976931348623157e308, 42].map(copyNumber)).toEqual(['0.1', '0', '1e+21', '5e-324', '-1.7976931348623157e+308', '42']);
    expect([null, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY].map(copyNumber)).toEqual(['\\N', '\\N', '\\N', '\\N']);
  });

  it('write rows field by field as the UTF-8 of their text, past the first buffer', () => {
    // Chinese, a surrogate pair and plain ASCII, in rows that outgrow the first 64 bytes many times.
    const fields = [...texts(), '𠀀水质', 'a𠀀', 'x'.repeat(5000)].map(copyText);
    const lines = new CopyLines(64);
    let expected = '';
    for (let row = 0; row < 40; row++) {
      const picked = fields.filter((_, k) => k % 40 === row % 40 || k === fields.length - 1 - (row % 3));
      for (const field of picked) lines.field(field);
      lines.end();
      expected += `${picked.join('\t')}\n`;
    }
    expect(lines.rows).toBe(40);
    expect(lines.bytes().equals(Buffer.from(expected, 'utf8'))).toBe(true);
    expect(lines.bytes().length).toBeGreaterThan(64 * 1024);
  });

  it('end every row with one newline', () => {
    const lines = new CopyLines();
    lines.field('1');
    lines.field(copyText('a\nb'));
    lines.end();
    lines.field('2');
    lines.field(copyText(null));
    lines.end();
    expect(lines.rows).toBe(2);
    expect(lines.bytes().toString('utf8')).toBe('1\ta\\nb\n2\t\\N\n');
  });
});
