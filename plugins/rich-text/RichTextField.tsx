import type { FieldWidgetProps } from '../../runtime/plugins/types';
import RichTextEditor from './RichTextEditor';

/** The `richText` field widget: other plugins' forms draw the editor by name (they never import this plugin). */
export default function RichTextField({ testId, value, onChange, disabled }: FieldWidgetProps) {
  return <RichTextEditor testId={testId} value={typeof value === 'string' ? value : ''} onChange={onChange as (html: string) => void} disabled={disabled} height={240} />;
}
