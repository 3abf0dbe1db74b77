import { definePlugin } from '../../runtime/plugins/registry';
import manifest from './manifest';

const editorField = () => import('./RichEditorField');

/**
 * Rich-text editing (wangEditor 5): `RichTextEditor` (./RichTextEditor), offered to other plugins as the
 * `richText` field widget (they draw it with FieldWidgetEdit, never importing this plugin), and to designed
 * forms as the form designer's `rich-editor` widget (a module text field may pick it with `widget`). The server
 * stores its HTML through `sanitizeRichText` (server/plugin-api).
 */
export default definePlugin({
  manifest,
  // One widget under both names (./RichEditorField).
  fieldWidgets: { richText: { edit: editorField }, 'rich-editor': { edit: editorField } },
});
