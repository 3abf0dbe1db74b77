import { platformUploadApi } from '../../runtime/files/platformApi';
import type { FieldWidgetProps } from '../../runtime/plugins/types';
import { FieldUpload } from './FilesField';

/*
 * The back office's upload widgets (`platform-files`, `platform-image`): the same control and checks as
 * the `files` widget, but the files go to the platform's own store scope (docs/storage.md "Platform
 * files"), so back-office screens can attach files no enterprise owns.
 */

export function PlatformFilesField(props: FieldWidgetProps) {
  return <FieldUpload {...props} api={platformUploadApi} />;
}

export function PlatformImageField(props: FieldWidgetProps) {
  return <FieldUpload {...props} api={platformUploadApi} purpose="image" />;
}
