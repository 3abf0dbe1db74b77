import { definePlugin } from '../../runtime/plugins/registry';
import manifest from './manifest';

/**
 * Direct browser uploads to the object store (docs/files.md). No routes of its own: it fills the `files`
 * field widget of the generic forms; other screens use `FileUpload` (./FileUpload), and the upload flow
 * itself (runtime/files/useUploader) is the runtime's storage client.
 */
export default definePlugin({
  manifest,
  fieldWidgets: { files: { edit: () => import('./FilesField') } },
});
