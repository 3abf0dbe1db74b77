import { definePlugin } from '../../runtime/plugins/registry';
import manifest from './manifest';

/**
 * Rich-text editing (wangEditor 5): `RichTextEditor` (./RichTextEditor), offered to every form as the
 * `rich-editor` field widget (the form designer's widget; a module text field may pick it with
 * `widget`). The server stores its HTML through `sanitizeRichText` (server/storage/sanitize).
 */
export default definePlugin({
  manifest,
  fieldWidgets: { 'rich-editor': { edit: () => import('./RichEditorField') } },
});
