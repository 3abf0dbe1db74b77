/** Texts of the file-preview page (i18n namespace 'file-preview'); the file list's own are the runtime's `files.*`. */
export const locales = {
  'zh-CN': {
    title: '文件预览',
    loadFailed: '文件加载失败',
    noUrl: '缺少文件地址',
  },
  'en-US': {
    title: 'File preview',
    loadFailed: 'The file could not be loaded',
    noUrl: 'No file address given',
  },
};
