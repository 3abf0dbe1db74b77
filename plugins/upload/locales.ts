/** Texts of the upload plugin (i18n namespace 'upload'). */
export const locales = {
    'zh-CN': {
      button: '上传文件',
      imageButton: '上传图片',
      videoButton: '上传视频',
      success: '上传成功',
      uploading: '正在上传',
      hint: '支持{{formats}}格式，单个文件不超过{{size}}MB，最多{{count}}个',
      videoHint: '仅支持mp4格式视频，不超过500MB',
      imageHint: '仅支持png、jpg、jpeg格式图片',
      cancel: '取消上传',
      formHint: '支持{{formats}}格式，单个文件不超过{{size}}MB，最多{{count}}个',
    },
    'en-US': {
      button: 'Upload file',
      imageButton: 'Upload image',
      videoButton: 'Upload video',
      success: 'Upload succeeded',
      uploading: 'Uploading',
      hint: 'Formats: {{formats}}; up to {{size}} MB per file, at most {{count}} files',
      videoHint: 'mp4 videos only, at most 500 MB',
      imageHint: 'png, jpg or jpeg images only',
      cancel: 'Cancel upload',
      formHint: 'Formats: {{formats}}; up to {{size}} MB per file, at most {{count}} files',
    },
  };
