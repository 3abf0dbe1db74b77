import { describe, expect, it } from 'vitest';
import { violationTexts } from '../../schemas/contracts/storage/messages';
import { allowedExtensions, checkCount, checkUpload, MB, partCountFor, partLength, PART_SIZE, type UploadRequest } from '../../schemas/contracts/storage/rules';

const zh = (req: UploadRequest) => {
  const v = checkUpload(req);
  return v ? violationTexts(v)['zh-CN'] : null;
};

describe('upload rules (spec §5) with their messages', () => {
  it('refuse whitespace in the name', () => {
    expect(zh({ name: 'a b.png', size: 1, purpose: 'file' })).toBe('文件名称不能包含空格');
    expect(zh({ name: 'a\tb.png', size: 1, purpose: 'image' })).toBe('文件名称不能包含空格');
  });

  it('accept the default extensions case-insensitively and list them when refusing', () => {
    for (const ext of ['mp4', 'avi', 'PNG', 'jpg', 'JPEG', 'xls', 'xlsx', 'pdf', 'doc', 'docx', 'rar', 'zip', 'webp']) {
      expect(checkUpload({ name: `f.${ext}`, size: 10, purpose: 'file' }), ext).toBeNull();
    }
    expect(zh({ name: 'run.exe', size: 1, purpose: 'file' })).toBe(
      '文件格式不正确，请上传mp4、avi、png、jpg、jpeg、xls、xlsx、pdf、doc、docx、rar、zip、webp格式的文件',
    );
    expect(zh({ name: 'noextension', size: 1, purpose: 'file' })).toMatch(/^文件格式不正确/);
    expect(zh({ name: 'page.html', size: 1, purpose: 'file' })).toMatch(/^文件格式不正确/);
  });

  it('let a field narrow the extensions but never widen them', () => {
    expect(allowedExtensions(['.PDF', 'exe'])).toEqual(['pdf']);
    expect(zh({ name: 'a.png', size: 1, purpose: 'file', accept: ['pdf'] })).toBe('文件格式不正确，请上传pdf格式的文件');
    expect(violationTexts({ rule: 'format', formats: ['pdf', 'doc'] })['en-US']).toBe('File format incorrect, please upload pdf, doc');
  });

  it('allow only png/jpg/jpeg for images and mp4 for videos', () => {
    expect(zh({ name: 'a.webp', size: 1, purpose: 'image' })).toBe('文件格式不正确, 请上传png、jpg、jpeg格式图片!');
    expect(checkUpload({ name: 'a.JPG', size: 1, purpose: 'image' })).toBeNull();
    expect(zh({ name: 'a.avi', size: 1, purpose: 'video' })).toBe('请上传mp4格式视频!');
  });

  it('cap videos at 500 MB (524288000 bytes) and other files at 200 MB or the field limit', () => {
    expect(checkUpload({ name: 'v.mp4', size: 524_288_000, purpose: 'video' })).toBeNull();
    expect(zh({ name: 'v.mp4', size: 524_288_001, purpose: 'video' })).toBe('上传视频大小不能超过500MB!');
    expect(zh({ name: 'v.mp4', size: 524_288_001, purpose: 'file' })).toBe('上传视频大小不能超过500MB!');
    expect(checkUpload({ name: 'a.pdf', size: 200 * MB, purpose: 'file' })).toBeNull();
    expect(zh({ name: 'a.pdf', size: 200 * MB + 1, purpose: 'file' })).toBe('上传文件大小不能超过200MB!');
    expect(zh({ name: 'a.pdf', size: 5 * MB + 1, purpose: 'file', maxSizeMB: 5 })).toBe('上传文件大小不能超过5MB!');
    // A larger field limit cannot raise the server's ceiling.
    expect(zh({ name: 'a.pdf', size: 300 * MB, purpose: 'file', maxSizeMB: 1000 })).toBe('上传文件大小不能超过200MB!');
    expect(violationTexts({ rule: 'size', maxMB: 200 })['en-US']).toBe('Uploaded file size cannot exceed 200 MB');
  });

  it('refuse empty and non-integer sizes', () => {
    expect(zh({ name: 'a.pdf', size: 0, purpose: 'file' })).toBe('不能上传空文件');
    expect(checkUpload({ name: 'a.pdf', size: 1.5, purpose: 'file' })?.rule).toBe('empty');
  });

  it('limit the count per field', () => {
    expect(checkCount(10, 10)).toBeNull();
    expect(violationTexts(checkCount(11, 10)!)['zh-CN']).toBe('最多只能上传10个文件');
  });

  it('split uploads into 5 MiB parts with a shorter last part', () => {
    expect(PART_SIZE).toBe(5 * 1024 * 1024);
    expect(partCountFor(12 * MB)).toBe(3);
    expect([1, 2, 3].map((n) => partLength(12 * MB, n))).toEqual([PART_SIZE, PART_SIZE, 2 * MB]);
    expect(partCountFor(524_288_000)).toBe(100);
    expect(partLength(10 * MB, 2)).toBe(PART_SIZE);
  });
});
