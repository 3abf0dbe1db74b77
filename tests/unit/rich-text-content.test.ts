import { describe, expect, it } from 'vitest';
import { hasReadableContent, plainTextOf } from '../../server/storage/richTextContent';
import { sanitizeRichText } from '../../server/storage/sanitize';

describe('plain text of sanitised rich text', () => {
  it('turns block ends into line breaks, drops tags and decodes the entities', () => {
    expect(plainTextOf('<p>第一段</p><p>A &amp; B &lt;1&gt;&nbsp;&quot;x&quot; &#39;y&#39;</p>')).toBe('第一段\nA & B <1> "x" \'y\'');
    expect(plainTextOf('<h2>标题</h2><ul><li>一</li><li>二</li></ul>')).toBe('标题\n一\n二');
    expect(plainTextOf('a<br>b<br/>c')).toBe('a\nb\nc');
  });

  it('keeps at most one empty line between paragraphs', () => {
    expect(plainTextOf('<p>a</p><p></p><p></p><p></p><p>b</p>')).toBe('a\n\nb');
  });
});

describe('readable content', () => {
  it('is text, an image or a video', () => {
    expect(hasReadableContent('<p>内容</p>')).toBe(true);
    expect(hasReadableContent('<p><img src="https://example.com/a.png"></p>')).toBe(true);
    expect(hasReadableContent('<video src="https://example.com/a.mp4"></video>')).toBe(true);
  });

  it('is not white space, non-breaking spaces or empty paragraphs', () => {
    expect(hasReadableContent('<p>&nbsp;</p><p>&#160; </p><p><br></p>')).toBe(false);
    expect(hasReadableContent('')).toBe(false);
  });

  it('is nothing once a body of only a script went through the sanitiser', () => {
    expect(hasReadableContent(sanitizeRichText('<script>alert(1)</script>'))).toBe(false);
    expect(hasReadableContent(sanitizeRichText('<p onclick="x()">读</p>'))).toBe(true);
  });
});
