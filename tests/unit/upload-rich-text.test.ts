import { describe, expect, it } from 'vitest';
import { fitPaste, plainTextOf, RICH_TEXT_MAX_CHARS } from '../../plugins/rich-text/limits';
import { sanitizeRichText } from '../../server/storage/sanitize';
import { EXECUTABLE_MARKUP, XSS_VECTORS } from '../support/xss-vectors';

describe('sanitizeRichText', () => {
  it('holds the 28 vectors of the corpus', () => expect(XSS_VECTORS).toHaveLength(28));

  it.each(XSS_VECTORS)('leaves nothing executable in %s', (vector) => {
    const out = sanitizeRichText(vector);
    for (const pattern of EXECUTABLE_MARKUP) expect(out).not.toMatch(pattern);
  });

  it('keeps what the editor produces', () => {
    const html =
      '<h1>标题</h1><p><strong>粗</strong><em>斜</em><u>下划线</u></p><ul><li>一</li></ul>' +
      '<p><a href="https://example.cn/a" target="_blank">链接</a></p>' +
      '<p><img src="/api/file/local/o/ent/1/a.png?X-Signature=1" alt="图"></p>' +
      '<video src="https://s3.example/ec/v.mp4" controls="true"></video>' +
      '<table><tbody><tr><td colspan="2">格</td></tr></tbody></table>';
    const out = sanitizeRichText(html);
    expect(out).toContain('<h1>标题</h1>');
    expect(out).toContain('<strong>粗</strong><em>斜</em><u>下划线</u>');
    expect(out).toContain('<a href="https://example.cn/a" target="_blank" rel="noopener noreferrer">链接</a>');
    expect(out).toContain('<img src="/api/file/local/o/ent/1/a.png?X-Signature=1" alt="图" />');
    expect(out).toContain('<video src="https://s3.example/ec/v.mp4" controls="true"></video>');
    expect(out).toContain('<td colspan="2">格</td>');
  });

  it('drops protocol-relative sources and images left without a source', () => {
    expect(sanitizeRichText('<img src="//evil.example/x.png">')).toBe('');
    expect(sanitizeRichText('<p>a<img onerror=x>b</p>')).toBe('<p>ab</p>');
  });

  it('answers an empty string for non-strings', () => {
    expect(sanitizeRichText(undefined)).toBe('');
    expect(sanitizeRichText({ html: '<p>x</p>' })).toBe('');
  });
});

describe('rich-text paste', () => {
  it('cuts a paste to the room left under 100000 characters', () => {
    expect(RICH_TEXT_MAX_CHARS).toBe(100_000);
    expect(fitPaste('abcdef', 99_998)).toBe('ab');
    expect(fitPaste('abc', 100_000)).toBe('');
    expect(fitPaste('abc', 10)).toBe('abc');
  });

  it('never splits a surrogate pair', () => {
    expect(fitPaste('😀😀', 0, 1)).toBe('😀');
  });

  it('takes only the plain text of the clipboard', () => {
    const clip = { getData: (type: string) => (type === 'text/plain' ? 'line1\r\nline2' : '<b>html</b>') };
    expect(plainTextOf(clip)).toBe('line1\nline2');
    expect(plainTextOf(null)).toBe('');
  });
});
