import type { Locale } from '../../../data-providers/catalogue';
import type { UploadViolation } from './rules';

/**
 * Texts a user reads about uploads. Chinese is the spec's wording (§5, §8) where it gives one; the
 * English is the spec's English where it gives that instead.
 */
const texts = {
  nameWhitespace: { 'zh-CN': '文件名称不能包含空格', 'en-US': 'The file name must not contain spaces' },
  empty: { 'zh-CN': '不能上传空文件', 'en-US': 'An empty file cannot be uploaded' },
  imageFormat: { 'zh-CN': '文件格式不正确, 请上传png、jpg、jpeg格式图片!', 'en-US': 'File format incorrect, please upload a png, jpg or jpeg image!' },
  videoFormat: { 'zh-CN': '请上传mp4格式视频!', 'en-US': 'Please upload an mp4 video!' },
  videoSize: { 'zh-CN': '上传视频大小不能超过500MB!', 'en-US': 'The uploaded video cannot exceed 500MB!' },
  uploadFailed: { 'zh-CN': '上传失败, 请重试', 'en-US': 'Upload failed, please retry' },
  uploadIncomplete: { 'zh-CN': '文件未上传完整, 请重试', 'en-US': 'The file was not uploaded completely, please retry' },
  contentMismatch: { 'zh-CN': '文件内容与文件格式不符', 'en-US': 'The file content does not match its format' },
  uploadNotFound: { 'zh-CN': '上传任务不存在或已过期', 'en-US': 'The upload does not exist or has expired' },
  uploadFinished: { 'zh-CN': '上传任务已完成', 'en-US': 'The upload is already complete' },
  badPartNumber: { 'zh-CN': '分片序号超出范围', 'en-US': 'Part number out of range' },
  partMismatch: { 'zh-CN': '分片校验失败, 请重试', 'en-US': 'A part does not match what was uploaded, please retry' },
  linkInvalid: { 'zh-CN': '链接无效或已过期', 'en-US': 'The link is invalid or has expired' },
  tooLarge: { 'zh-CN': '上传内容超过声明的大小', 'en-US': 'The upload exceeds its declared size' },
  rangeInvalid: { 'zh-CN': '请求的范围无效', 'en-US': 'Requested range not satisfiable' },
} satisfies Record<string, Record<Locale, string>>;

export type StorageMessageKey = keyof typeof texts;

export function storageTexts(key: StorageMessageKey): Record<Locale, string> {
  return texts[key];
}

function both(zh: string, en: string): Record<Locale, string> {
  return { 'zh-CN': zh, 'en-US': en };
}

/** The message for a broken upload rule, with its numbers filled in. */
export function violationTexts(v: UploadViolation): Record<Locale, string> {
  switch (v.rule) {
    case 'format':
      return both(`文件格式不正确，请上传${v.formats.join('、')}格式的文件`, `File format incorrect, please upload ${v.formats.join(', ')}`);
    case 'size':
      return both(`上传文件大小不能超过${v.maxMB}MB!`, `Uploaded file size cannot exceed ${v.maxMB} MB`);
    case 'count':
      return both(`最多只能上传${v.max}个文件`, `Only ${v.max} files allowed`);
    default:
      return texts[v.rule];
  }
}
