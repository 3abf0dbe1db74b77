import { describe, expect, it } from 'vitest';
import { parseRange } from '../../server/storage/backends/local/range';

describe('Range header parsing (video seeking)', () => {
  it('reads start-end, open-ended and suffix ranges, clamped to the file', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('answers unsatisfiable for ranges past the end', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-0', 0)).toBe('unsatisfiable');
  });

  it('ignores what it does not serve (whole file instead)', () => {
    for (const h of [undefined, '', 'bytes=0-1,5-6', 'items=0-1', 'bytes=-', 'bytes=5-1', 'bytes=a-b']) {
      expect(parseRange(h, 1000), String(h)).toBeNull();
    }
  });
});
