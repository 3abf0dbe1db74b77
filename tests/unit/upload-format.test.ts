import { describe, expect, it } from 'vitest';
import { fileKind, viewerFor } from '../../runtime/files/fileKind';
import { formatBytes } from '../../runtime/common/formatBytes';
import { browserCheck, countCheck } from '../../runtime/files/checks';
import { failureText } from '../../runtime/files/uploadMessages';
import { ApiRequestError } from '../../data-providers';

describe('formatBytes (spec §9: two decimals, units up to YB)', () => {
  it.each([
    [0, '0.00 B'],
    [1, '1.00 B'],
    [1023, '1023.00 B'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [5 * 1024 * 1024, '5.00 MB'],
    [524_288_000, '500.00 MB'],
    [1024 ** 3 * 1.255, '1.25 GB'],
    [1024 ** 8, '1.00 YB'],
    [1024 ** 9, '1024.00 YB'],
  ])('%s bytes → %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));

  it('carries a value that rounds up to 1024 into the next unit', () => {
    expect(formatBytes(1024 * 1024 - 1)).toBe('1.00 MB');
  });

  it('shows invalid sizes as zero rather than NaN', () => {
    expect(formatBytes(Number.NaN)).toBe('0.00 B');
    expect(formatBytes(-5)).toBe('0.00 B');
  });
});

describe('file kinds and viewers', () => {
  it('classifies by extension, also from a signed URL with a query', () => {
    expect(fileKind('报告.PDF')).toBe('pdf');
    expect(viewerFor('/api/file/local/o/ent/1/2024/05/abc-a.docx?X-Signature=1')).toBe('docx');
    expect(viewerFor('https://s3.example/ec/ent/1/x.xlsx?X-Amz-Signature=z')).toBe('xlsx');
    expect(viewerFor('clip.mp4')).toBe('video');
    expect(viewerFor('voice.mp3')).toBe('audio');
    expect(viewerFor('photo.jpeg')).toBe('image');
  });

  it('offers no viewer for formats the overlay cannot render', () => {
    expect(viewerFor('old.doc')).toBeNull();
    expect(viewerFor('old.xls')).toBeNull();
    expect(viewerFor('a.zip')).toBeNull();
    expect(fileKind('a.rar')).toBe('zip');
  });
});

describe('browser upload checks (spec §5 texts)', () => {
  const zh = 'zh-CN' as const;
  it('refuses whitespace in the name', () => {
    expect(browserCheck({ name: 'a b.pdf', size: 10 }, {}, zh)).toBe('文件名称不能包含空格');
  });
  it('refuses images other than png/jpg/jpeg', () => {
    expect(browserCheck({ name: 'a.webp', size: 10 }, { purpose: 'image' }, zh)).toBe('文件格式不正确, 请上传png、jpg、jpeg格式图片!');
  });
  it('refuses non-mp4 videos and videos over 500 MB', () => {
    expect(browserCheck({ name: 'a.avi', size: 10 }, { purpose: 'video' }, zh)).toBe('请上传mp4格式视频!');
    expect(browserCheck({ name: 'a.mp4', size: 524_288_001 }, { purpose: 'video' }, zh)).toBe('上传视频大小不能超过500MB!');
    expect(browserCheck({ name: 'a.mp4', size: 524_288_000 }, { purpose: 'video' }, zh)).toBeNull();
  });
  it('refuses extensions outside the field accept list and files over the limit', () => {
    expect(browserCheck({ name: 'a.zip', size: 10 }, { accept: ['pdf', 'docx'] }, zh)).toBe('文件格式不正确，请上传pdf、docx格式的文件');
    expect(browserCheck({ name: 'a.pdf', size: 3 * 1024 * 1024 }, { maxSizeMB: 2 }, zh)).toBe('上传文件大小不能超过2MB!');
    expect(browserCheck({ name: 'a.pdf', size: 201 * 1024 * 1024 }, {}, zh)).toBe('上传文件大小不能超过200MB!');
  });
  it('limits the count (default 10)', () => {
    expect(countCheck(9, 1, {}, zh)).toBeNull();
    expect(countCheck(10, 1, {}, zh)).toBe('最多只能上传10个文件');
    expect(countCheck(0, 2, { maxCount: 1 }, 'en-US')).toBe('Only 1 files allowed');
  });
});

describe('upload failure texts', () => {
  it('shows 上传失败, 请重试 for store and network failures', () => {
    expect(failureText(new ApiRequestError('x', { kind: 'response', code: 2010104 }), 'zh-CN')).toBe('上传失败, 请重试');
    expect(failureText(new Error('network'), 'zh-CN')).toBe('上传失败, 请重试');
  });
  it("shows the server's own rule text and nothing for cancels or session dialogs", () => {
    expect(failureText(new ApiRequestError('文件内容与文件格式不符', { kind: 'response', code: 2010102 }), 'zh-CN')).toBe('文件内容与文件格式不符');
    expect(failureText(new DOMException('aborted', 'AbortError'), 'zh-CN')).toBeNull();
    expect(failureText(new ApiRequestError('x', { kind: 'http', status: 401, handled: true }), 'zh-CN')).toBeNull();
  });
});
