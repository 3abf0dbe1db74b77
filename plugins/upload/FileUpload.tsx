import { UploadOutlined } from '@ant-design/icons';
import { Button, Progress } from 'antd';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { allowedExtensions, IMAGE_EXTENSIONS, VIDEO_EXTENSIONS } from '../../schemas/contracts/storage/rules';
import { DEFAULT_FILE_MAX_MB } from '../../schemas/fieldKinds';
import { FileList } from '../../runtime/files/FileList';
import { maxCountOf } from '../../runtime/files/checks';
import type { FileEntry, UploadLimits } from '../../runtime/files/types';
import { useUploader } from '../../runtime/files/useUploader';
import type { UploadApi } from '../../runtime/files/api';
import '../../runtime/files/files.css';

export interface FileUploadProps extends UploadLimits {
  /** Injected by antd Form.Item. */
  value?: FileEntry[] | null;
  onChange?: (files: FileEntry[]) => void;
  /** Several files per pick (spec §9: one per upload unless configured). */
  multiple?: boolean;
  disabled?: boolean;
  testId?: string;
  /**
   * Extra checks before the upload (the form designer's widgets apply spec §5 form tooling rules here):
   * resolves with the files that may go up; the refused ones have had their message shown.
   */
  beforeUpload?: (picked: File[], existing: number) => Promise<File[]> | File[];
  /** Called with the entries that arrived (empty when the upload failed or was refused). */
  afterUpload?: (entries: FileEntry[], picked: File[]) => void;
  /** Button and hint texts instead of the defaults. */
  buttonText?: string;
  hintText?: string;
  /** Where the files go: the enterprise's file API by default; the back office passes platformUploadApi. */
  api?: UploadApi;
}

function acceptAttribute(limits: UploadLimits): string {
  const list: readonly string[] =
    limits.purpose === 'image' ? IMAGE_EXTENSIONS : limits.purpose === 'video' ? VIDEO_EXTENSIONS : allowedExtensions(limits.accept);
  return list.map((e) => `.${e}`).join(',');
}

/**
 * The form control of a `files` field: value is the File entry list of spec §3. Uploading goes
 * straight to the object store (useUploader); the button disappears once the count limit is reached.
 */
export default function FileUpload({ value, onChange, multiple, disabled, testId = 'file-upload', beforeUpload, afterUpload, buttonText, hintText, api, ...limits }: FileUploadProps) {
  const { t } = useTranslation('upload');
  const input = useRef<HTMLInputElement>(null);
  const uploader = useUploader(limits, { api });
  const files = Array.isArray(value) ? value : [];
  // Files uploaded here but not yet saved with a record: deleting one also removes the stored object.
  const unsaved = useRef(new Map<string, number>());
  const maxCount = maxCountOf(limits);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(e.target.files ?? []);
    e.target.value = '';
    const picked = beforeUpload ? await beforeUpload(chosen, files.length) : chosen;
    if (picked.length === 0) return;
    const added = await uploader.upload(picked, files.length);
    afterUpload?.(added, picked);
    for (const f of added) if (f.id !== undefined) unsaved.current.set(f.url, f.id);
    // The record keeps name, size, type and key; ids and signed URLs are not part of a field value.
    if (added.length > 0) onChange?.([...files, ...added.map(({ name, size, type, url }) => ({ name, size, type, url }))]);
  };

  const remove = async (file: FileEntry, index: number) => {
    const id = unsaved.current.get(file.url);
    if (id !== undefined) {
      await uploader.api.remove(id);
      unsaved.current.delete(file.url);
    }
    onChange?.(files.filter((_, i) => i !== index));
  };

  const hint =
    hintText ??
    (limits.purpose === 'image'
      ? t('imageHint')
      : limits.purpose === 'video'
        ? t('videoHint')
        : t('hint', { formats: allowedExtensions(limits.accept).join('、'), size: Math.min(limits.maxSizeMB ?? DEFAULT_FILE_MAX_MB, DEFAULT_FILE_MAX_MB), count: maxCount }));
  const label = buttonText ?? (limits.purpose === 'image' ? t('imageButton') : limits.purpose === 'video' ? t('videoButton') : t('button'));

  return (
    <div className="ec-upload" data-testid={testId}>
      {files.length < maxCount && !disabled && (
        <div className="ec-upload-bar">
          <Button icon={<UploadOutlined />} loading={uploader.uploading} onClick={() => input.current?.click()} data-testid={`${testId}-button`}>
            {label}
          </Button>
          <span className="ec-upload-hint">{hint}</span>
          <input
            ref={input}
            type="file"
            style={{ display: 'none' }}
            accept={acceptAttribute(limits)}
            multiple={!!multiple && maxCount > 1}
            onChange={(e) => void pick(e)}
            data-testid={`${testId}-input`}
          />
        </div>
      )}
      {uploader.tasks.map((task) => (
        <div key={task.uid} className="ec-upload-task" data-testid="upload-task">
          <span className="ec-file-name">{task.name}</span>
          <Progress percent={task.percent} size="small" data-testid="upload-progress" />
          <Button size="small" type="link" onClick={uploader.cancel}>
            {t('cancel')}
          </Button>
        </div>
      ))}
      <FileList files={files} onDelete={disabled ? undefined : remove} testId={`${testId}-list`} signedUrl={uploader.api.signedUrl} />
    </div>
  );
}
