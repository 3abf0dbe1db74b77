import type { FieldWidgetProps } from '../../runtime/plugins/types';
import RichTextEditor from './RichTextEditor';

/**
 * The editor as a field widget of the one registry: `richText` for screens of other plugins (drawn by name
 * with FieldWidgetEdit) and the form designer's `rich-editor` (spec §2), whose options may set the
 * placeholder and the editor height.
 */
export default function RichEditorField({ options, value, onChange, disabled, readOnly, testId }: FieldWidgetProps) {
  return (
    <RichTextEditor
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      placeholder={typeof options.placeholder === 'string' ? options.placeholder : undefined}
      {...(typeof options.editorHeight === 'number' ? { height: options.editorHeight } : {})}
      disabled={disabled || readOnly}
      testId={testId}
    />
  );
}
