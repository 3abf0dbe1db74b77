import { definePlugin } from '../../runtime/plugins/registry';
import manifest from './manifest';

/**
 * Rich-text editing (wangEditor 5): `RichTextEditor` (./RichTextEditor), offered to other plugins'
 * forms as the `richText` field widget; the server stores its HTML through `sanitizeRichText`
 * (server/storage/sanitize).
 */
export default definePlugin({ manifest, fieldWidgets: { richText: { edit: () => import('./RichTextField') } } });
