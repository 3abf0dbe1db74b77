import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Table, type TableColumnsType } from 'antd';
import type { FormListFieldData } from 'antd/es/form';
import type { HTMLAttributes, ReactNode } from 'react';
import type { FieldSchema } from '../../schemas/types';
import type { Translate } from '../i18n';
import type { Locale } from '../plugins/types';
import type { DictionaryMap } from './dictionaries';
import { fieldControl } from './FieldControl';
import { fieldLabel } from './format';
import { fieldRules, subtableRules } from './formRules';
import { canAddRow, maxRowsOf, newRow } from './formValues';
import './record.css';

/** Column widths by cell type, so controls stay usable when the table scrolls sideways. */
const CELL_WIDTH: Partial<Record<FieldSchema['type'], number>> = {
  boolean: 90,
  integer: 130,
  number: 150,
  date: 160,
  month: 140,
  datetime: 210,
  text: 240,
  files: 220,
};

interface SubtableFieldProps {
  field: FieldSchema;
  locale: Locale;
  dictionaries: DictionaryMap;
  t: Translate;
  help?: ReactNode;
}

/**
 * A sub-table field of the add/edit form: a Form.List shown as an editable table. Each cell is a form
 * item with the row field's control and rules, so its error shows in the cell; the add button
 * disappears once `maxRows` rows exist.
 */
export function SubtableField({ field, locale, dictionaries, t, help }: SubtableFieldProps) {
  const cells = field.fields ?? [];
  const max = maxRowsOf(field);

  const columns = (remove: (index: number) => void): TableColumnsType<FormListFieldData> => [
    { key: '#', title: '#', width: 48, align: 'center', render: (_value, _row, index) => index + 1 },
    ...cells.map((cell) => ({
      key: cell.name,
      title: (
        <span className={cell.required ? 'ec-subtable-required' : undefined}>{fieldLabel(cell, locale, true)}</span>
      ),
      width: CELL_WIDTH[cell.type] ?? 180,
      render: (_value: unknown, row: FormListFieldData, index: number) => (
        <Form.Item name={[row.name, cell.name]} rules={fieldRules(cell, t, locale)} className="ec-subtable-cell">
          {fieldControl(cell, locale, dictionaries, t, { testId: `field-${field.name}-${index}-${cell.name}`, inCell: true })}
        </Form.Item>
      ),
    })),
    {
      key: 'actions',
      title: t('list.actions'),
      width: 72,
      align: 'center',
      fixed: 'right',
      render: (_value, row, index) => (
        <Button
          type="link"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('form.removeRow')}
          title={t('form.removeRow')}
          onClick={() => remove(row.name)}
          data-testid={`subtable-remove-${field.name}-${index}`}
        />
      ),
    },
  ];

  return (
    <Form.Item label={fieldLabel(field, locale)} required={field.required} extra={help}>
      <Form.List name={field.name} rules={subtableRules(field, t, locale)}>
        {(rows, { add, remove }, { errors }) => (
          <div className="ec-subtable" data-testid={`field-${field.name}`}>
            <Table<FormListFieldData>
              dataSource={rows}
              columns={columns(remove)}
              rowKey="key"
              pagination={false}
              size="small"
              bordered
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('form.noRows') }}
              onRow={() => ({ 'data-testid': `subtable-row-${field.name}` }) as HTMLAttributes<HTMLElement>}
            />
            <div className="ec-subtable-footer">
              {canAddRow(field, rows.length) && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(newRow(field))} data-testid={`subtable-add-${field.name}`}>
                  {t('form.addRow')}
                </Button>
              )}
              <span className="ec-subtable-count" data-testid={`subtable-count-${field.name}`}>
                {t('form.rowCount', { count: rows.length, max })}
              </span>
            </div>
            <Form.ErrorList errors={errors} />
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}
