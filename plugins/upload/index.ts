import { definePlugin } from '../../runtime/plugins/registry';
import manifest from './manifest';

const formUpload = () => import('./FormUploadField');
const platformUpload = () => import('./PlatformFilesField');

/**
 * Direct browser uploads to the object store (docs/files.md). No routes of its own: it fills field
 * widgets of the one registry — `files` (the module forms' attachments) and the form designer's
 * `picture-upload` and `file-upload` (spec §5 form tooling checks), the back office's `platform-files` and
 * `platform-image` (files owned by the platform, no enterprise); other screens use `FileUpload`
 * (./FileUpload), and the upload flow itself (runtime/files/useUploader) is the runtime's storage client.
 */
export default definePlugin({
  manifest,
  fieldWidgets: {
    files: { edit: () => import('./FilesField') },
    'picture-upload': { edit: () => formUpload().then((m) => ({ default: m.PictureUploadField })) },
    'file-upload': { edit: () => formUpload().then((m) => ({ default: m.FileUploadField })) },
    // The back office's own files (platform scope): headline covers and attachments.
    'platform-files': { edit: () => platformUpload().then((m) => ({ default: m.PlatformFilesField })) },
    'platform-image': { edit: () => platformUpload().then((m) => ({ default: m.PlatformImageField })) },
  },
});
