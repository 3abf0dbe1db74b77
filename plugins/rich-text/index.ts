import { definePlugin } from '../../runtime/plugins/registry';
import manifest from './manifest';

/**
 * Rich-text editing (wangEditor 5): `RichTextEditor` (./RichTextEditor), offered to other plugins as the
 * `richText` field widget (they draw it with FieldWidgetEdit, never importing this plugin). The server
 * stores its HTML through `sanitizeRichText` (server/plugin-api).
 */
export default definePlugin({
  manifest,
  fieldWidgets: { richText: { edit: () => import('./RichTextField') } },
});
