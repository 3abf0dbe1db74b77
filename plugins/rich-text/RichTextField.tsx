import type { FieldWidgetProps } from '../../runtime/plugins/types';
import RichTextEditor from './RichTextEditor';

/** The `richText` field widget: the editor for screens of other plugins, drawn by name (FieldWidgetEdit). */
export default function RichTextField({ testId, value, onChange, disabled }: FieldWidgetProps) {
  return <RichTextEditor testId={testId} value={typeof value === 'string' ? value : ''} onChange={onChange} disabled={disabled} />;
}
