import { Descriptions, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { LazyFormRenderer } from '../../runtime/forms/LazyFormRenderer';
import type { RenderableForm } from '../../schemas/contracts/forms';

const NS = 'workflow';

/**
 * Stored form data as its users filled it in: drawn read-only by the platform renderer with the pinned
 * form version when the data came from a designer form, else as label/value pairs (fixed application
 * fields, certification data).
 */
export function FormDataView({ data, form, testId }: { data: Record<string, unknown> | null; form?: RenderableForm; testId: string }) {
  const { t } = useTranslation(NS);
  const rows = Object.entries(data ?? {});
  // Event code stays off when only showing stored data: nothing is filled in here.
  if (form) return <LazyFormRenderer form={form.json} formData={data ?? {}} disabled testId={testId} />;
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Descriptions column={2} size="small" bordered className="ec-wf-form-data" data-testid={testId}>
      {rows.map(([k, v]) => (
        <Descriptions.Item key={k} label={t(`formFields.${k}`, { defaultValue: k })}>
          {typeof v === 'object' ? JSON.stringify(v) : String(v)}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
