import { platformUploadApi } from '../../runtime/files/platformApi';
import type { FileEntry } from '../../runtime/files/types';
import type { FieldWidgetProps } from '../../runtime/plugins/types';
import FileUpload from './FileUpload';

/**
 * The back office's upload widgets (`platform-files`, `platform-image`): the same control and checks as
 * the `files` widget, but the files go to the platform's own store scope (docs/decisions.md "Platform
 * files"), so back-office screens can attach files no enterprise owns.
 */
function PlatformUpload({ field, testId, value, onChange, disabled, image }: FieldWidgetProps & { image: boolean }) {
  return (
    <FileUpload
      api={platformUploadApi}
      purpose={image ? 'image' : undefined}
      accept={field.accept}
      maxSizeMB={field.maxSizeMB}
      maxCount={field.maxCount}
      testId={testId}
      value={value as FileEntry[] | null | undefined}
      onChange={onChange as ((files: FileEntry[]) => void) | undefined}
      disabled={disabled}
    />
  );
}

export function PlatformFilesField(props: FieldWidgetProps) {
  return <PlatformUpload {...props} image={false} />;
}

export function PlatformImageField(props: FieldWidgetProps) {
  return <PlatformUpload {...props} image />;
}
