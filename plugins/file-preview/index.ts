import { definePlugin } from '../../runtime/plugins/registry';

/**
 * File list and preview overlay (docs/files.md): `FileList` (./FileList) for forms and detail pages,
 * and the full-screen online preview `/filePreview?url=<encoded file URL or key>`.
 */
export default definePlugin({
  name: 'file-preview',
  routes: [
    {
      path: '/filePreview',
      component: () => import('./FilePreviewPage'),
      meta: { title: 'title', fullScreen: true, hideSidebar: true },
    },
  ],
  locales: {
    'zh-CN': {
      title: '文件预览',
      preview: '预览',
      download: '下载',
      delete: '删除',
      confirmDelete: '确认删除该附件吗？',
      deleteTitle: '提示',
      deleted: '操作成功',
      empty: '暂无附件',
      unsupported: '该文件暂不支持在线预览，请下载后查看',
      loadFailed: '文件加载失败',
      loading: '正在加载…',
      prevPage: '上一页',
      nextPage: '下一页',
      pageOf: '第 {{page}} / {{total}} 页',
      sheet: '工作表：{{name}}',
      noUrl: '缺少文件地址',
    },
    'en-US': {
      title: 'File preview',
      preview: 'Preview',
      download: 'Download',
      delete: 'Delete',
      confirmDelete: 'confirm delete this attachment?',
      deleteTitle: 'Notice',
      deleted: 'operation succeeded',
      empty: 'No attachments',
      unsupported: 'This file cannot be previewed online; please download it',
      loadFailed: 'The file could not be loaded',
      loading: 'Loading…',
      prevPage: 'Previous page',
      nextPage: 'Next page',
      pageOf: 'Page {{page}} of {{total}}',
      sheet: 'Sheet: {{name}}',
      noUrl: 'No file address given',
    },
  },
});
