import type { FieldWidgetProps } from '../../runtime/plugins/types';
import RichTextEditor from './RichTextEditor';

/** The form designer's rich-editor widget (spec §2), registered as a field widget of the one registry. */
export default function RichEditorField({ options, value, onChange, disabled, readOnly, testId }: FieldWidgetProps) {
  return (
    <RichTextEditor
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      placeholder={typeof options.placeholder === 'string' ? options.placeholder : undefined}
      height={typeof options.editorHeight === 'number' ? options.editorHeight : 240}
      disabled={disabled || readOnly}
      testId={testId}
    />
  );
}
