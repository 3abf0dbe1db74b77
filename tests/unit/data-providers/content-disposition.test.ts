import { describe, expect, it } from 'vitest';
import { parseContentDisposition } from '../../../data-providers';

describe('parseContentDisposition', () => {
  it('prefers filename* (RFC 5987) and decodes Chinese names', () => {
    expect(
      parseContentDisposition(
        `attachment; filename="export.xlsx"; filename*=UTF-8''%E8%AE%BE%E5%A4%87%E5%8F%B0%E8%B4%A6.xlsx`,
      ),
    ).toBe('设备台账.xlsx');
  });

  it('prefers filename* even when it comes first', () => {
    expect(parseContentDisposition(`attachment; filename*=utf-8'zh'%E6%8A%A5%E8%A1%A8.pdf; filename="r.pdf"`)).toBe('报表.pdf');
  });

  it('reads quoted filenames, with escapes and semicolons inside quotes', () => {
    expect(parseContentDisposition('attachment; filename="a \\"b\\"; c.xlsx"')).toBe('a "b"; c.xlsx');
  });

  it('reads unquoted filenames and ignores parameter name case', () => {
    expect(parseContentDisposition('attachment; FileName=report.xlsx')).toBe('report.xlsx');
  });

  it('decodes percent-encoded plain filenames as legacy back ends send them', () => {
    expect(parseContentDisposition('attachment;filename=%E8%AE%BE%E5%A4%87%E5%8F%B0%E8%B4%A6.xlsx')).toBe('设备台账.xlsx');
  });

  it('decodes ISO-8859-1 extended values', () => {
    expect(parseContentDisposition("attachment; filename*=iso-8859-1'en'%A3%20rates.txt")).toBe('£ rates.txt');
  });

  it('falls back to filename when filename* is malformed', () => {
    expect(parseContentDisposition(`attachment; filename*=UTF-8''%E8%ZZ; filename="ok.xlsx"`)).toBe('ok.xlsx');
    expect(parseContentDisposition(`attachment; filename*=nonsense; filename="ok.xlsx"`)).toBe('ok.xlsx');
  });

  it('strips directories and control characters', () => {
    expect(parseContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(parseContentDisposition(`attachment; filename*=UTF-8''..%2F..%2Fa%0Ab.txt`)).toBe('ab.txt');
    expect(parseContentDisposition('attachment; filename=".."')).toBeNull();
  });

  it('returns null without a file name', () => {
    expect(parseContentDisposition(null)).toBeNull();
    expect(parseContentDisposition('')).toBeNull();
    expect(parseContentDisposition('inline')).toBeNull();
    expect(parseContentDisposition('attachment; size=10')).toBeNull();
  });
});
