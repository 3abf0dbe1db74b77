import { useTranslation } from 'react-i18next';
import { extensionOf } from '../../schemas/contracts/storage/rules';
import { FORM_UPLOAD_DEFAULT_MB } from '../../schemas/forms/catalogue';
import { uploadCountMessage, uploadFileMessage } from '../../schemas/forms/rules';
import type { FileEntry } from '../../runtime/files/types';
import { currentLocale } from '../../runtime/i18n';
import type { FieldWidgetProps } from '../../runtime/plugins/types';
import { notifier } from '../../runtime/services/notifier';
import FileUpload from './FileUpload';

/** Spec §9: upload messages stay 1.5 s. */
const MESSAGE_SECONDS = 1.5;

function FormUpload({ picture, options, value, onChange, disabled, readOnly, testId, events }: FieldWidgetProps & { picture: boolean }) {
  const { t } = useTranslation('upload');
  const locale = currentLocale();
  const fileTypes = (options.fileTypes ?? []).map((x) => String(x).toLowerCase());
  const maxSizeMB = typeof options.fileMaxSize === 'number' && options.fileMaxSize > 0 ? options.fileMaxSize : FORM_UPLOAD_DEFAULT_MB;
  const limit = typeof options.limit === 'number' && options.limit > 0 ? options.limit : undefined;

  // Spec §5 form upload checks, in order: count, then per file extension, picture MIME type and size.
  const beforeUpload = (picked: File[], existing: number): File[] => {
    const countMessage = uploadCountMessage(existing + picked.length, options, locale);
    if (countMessage) {
      notifier.toast('error', countMessage, MESSAGE_SECONDS);
      return [];
    }
    return picked.filter((file) => {
      const message = uploadFileMessage({ name: file.name, size: file.size, type: file.type }, options, picture, locale);
      if (message) notifier.toast('error', message, MESSAGE_SECONDS);
      return !message && events?.onBeforeUpload?.(file) !== false;
    });
  };

  const afterUpload = (entries: FileEntry[], picked: File[]) => {
    const list = Array.isArray(value) ? value : [];
    if (entries.length === 0) picked.forEach((file) => events?.onUploadError?.(new Error('upload failed'), file, list));
    else entries.forEach((entry, i) => events?.onUploadSuccess?.(entry, picked[i], [...list, ...entries]));
  };

  const formats = fileTypes.join('、') || '*';
  return (
    <FileUpload
      purpose={picture ? 'image' : 'file'}
      accept={fileTypes.length > 0 ? fileTypes.filter((ext) => extensionOf(`x.${ext}`) === ext) : undefined}
      maxSizeMB={maxSizeMB}
      maxCount={limit}
      multiple={options.multipleSelect === true}
      value={value as FileEntry[] | null | undefined}
      onChange={onChange as ((files: FileEntry[]) => void) | undefined}
      disabled={disabled || readOnly}
      testId={testId}
      beforeUpload={beforeUpload}
      afterUpload={afterUpload}
      buttonText={picture ? t('imageButton') : t('button')}
      hintText={typeof options.uploadTip === 'string' && options.uploadTip ? options.uploadTip : t('formHint', { formats, size: maxSizeMB, count: limit ?? '∞' })}
    />
  );
}

/** The form designer's picture-upload widget (spec §2), with the form tooling checks of spec §5. */
export function PictureUploadField(props: FieldWidgetProps) {
  return <FormUpload {...props} picture />;
}

/** The form designer's file-upload widget (spec §2), with the form tooling checks of spec §5. */
export function FileUploadField(props: FieldWidgetProps) {
  return <FormUpload {...props} picture={false} />;
}
