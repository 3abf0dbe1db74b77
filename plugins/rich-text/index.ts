import { definePlugin } from '../../runtime/plugins/registry';
import manifest from './manifest';

/**
 * Rich-text editing (wangEditor 5): `RichTextEditor` (./RichTextEditor) for forms; the server stores
 * its HTML through `sanitizeRichText` (server/storage/sanitize). No screen uses it yet.
 */
export default definePlugin({ manifest });
