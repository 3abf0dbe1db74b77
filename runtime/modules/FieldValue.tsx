import { Table, type TableColumnsType } from 'antd';
import { lazy, Suspense, type HTMLAttributes } from 'react';
import type { FileEntry } from '../files/types';
import type { FieldSchema } from '../../schemas/types';
import { fieldLabel, formatWithUnit, subtableRows, type FormatContext, type SubtableRow } from './format';
import './record.css';

// Attachments show as the file list (preview, download); its chunk loads only when a record has files.
const FileList = lazy(() => import('../files/FileList'));

interface FieldValueProps {
  field: FieldSchema;
  value: unknown;
  ctx: FormatContext;
  testId?: string;
}

/**
 * A stored value read-only, as the detail page shows it: attachments as a file list, sub-tables as a
 * table with their labels and dictionary texts, everything else as formatted text with its unit.
 */
export function FieldValue({ field, value, ctx, testId }: FieldValueProps) {
  if (field.type === 'files' && Array.isArray(value) && value.length > 0) {
    return (
      <Suspense fallback={null}>
        <FileList files={value as FileEntry[]} testId={testId} />
      </Suspense>
    );
  }
  if (field.type === 'subtable' && Array.isArray(value) && value.length > 0) {
    return <SubtableView field={field} rows={value} ctx={ctx} testId={testId} />;
  }
  return <span data-testid={testId}>{formatWithUnit(field, value, ctx)}</span>;
}

interface SubtableViewProps {
  field: FieldSchema;
  rows: unknown[];
  ctx: FormatContext;
  testId?: string;
}

/** A sub-table's rows as a read-only table: one column per row field (label with unit), row numbers first. */
export function SubtableView({ field, rows, ctx, testId }: SubtableViewProps) {
  const cells = field.fields ?? [];
  const columns: TableColumnsType<SubtableRow> = [
    { key: '#', title: '#', width: 48, align: 'center', render: (_value, _row, index) => index + 1 },
    ...cells.map((cell) => ({
      key: cell.name,
      title: fieldLabel(cell, ctx.locale, true),
      // The header carries the unit; the cell shows the value alone.
      render: (_value: unknown, row: SubtableRow) => <FieldValue field={{ ...cell, unit: undefined }} value={row.values[cell.name]} ctx={ctx} />,
    })),
  ];
  return (
    <div className="ec-subtable" data-testid={testId}>
      <Table<SubtableRow>
        dataSource={subtableRows(rows)}
        columns={columns}
        rowKey="key"
        pagination={false}
        size="small"
        bordered
        scroll={{ x: 'max-content' }}
        onRow={() => ({ 'data-testid': `${testId ?? 'subtable'}-row` }) as HTMLAttributes<HTMLElement>}
      />
    </div>
  );
}
