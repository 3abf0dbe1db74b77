import type { FileEntry } from '../../runtime/files/types';
import type { FieldWidgetProps } from '../../runtime/plugins/types';
import FileUpload from './FileUpload';

/** The `files` field widget: a schema field's upload limits handed to the upload control. */
export default function FilesField({ field, testId, value, onChange, disabled }: FieldWidgetProps) {
  return (
    <FileUpload
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
