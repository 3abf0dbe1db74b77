import type { UploadApi } from '../../runtime/files/api';
import type { FileEntry } from '../../runtime/files/types';
import type { FieldWidgetProps } from '../../runtime/plugins/types';
import FileUpload from './FileUpload';

/** A schema field's upload limits handed to the upload control; `api` and `purpose` for the back office's widgets. */
export function FieldUpload({ field, testId, value, onChange, disabled, api, purpose }: FieldWidgetProps & { api?: UploadApi; purpose?: 'image' }) {
  return (
    <FileUpload
      api={api}
      purpose={purpose}
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

/** The `files` field widget: files of the caller's enterprise. */
export default function FilesField(props: FieldWidgetProps) {
  return <FieldUpload {...props} />;
}
