import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldSchema, ListColumn } from '../../schemas/types';
import type { Locale } from '../plugins/types';
import { notifier } from '../services/notifier';
import { withColumn } from './columnStorage';
import { fieldLabel } from './format';

interface ColumnSettingsProps {
  columns: readonly ListColumn[];
  fields: readonly FieldSchema[];
  visible: readonly string[];
  locale: Locale;
  onChange(visible: string[]): void;
}

/** Custom-columns popover: a checkbox per column; the last checked one cannot be unchecked. */
export function ColumnSettings({ columns, fields, visible, locale, onChange }: ColumnSettingsProps) {
  const { t } = useTranslation();
  const toggle = (field: string, checked: boolean) => {
    const next = withColumn(visible, field, checked, columns);
    if (next) onChange(next);
    else notifier.toast('warning', t('list.atLeastOneColumn'), 1.5);
  };
  const content = (
    <div className="ec-column-settings" data-testid="columns-panel">
      {columns.map((column) => {
        const field = fields.find((f) => f.name === column.field);
        return (
          <Checkbox
            key={column.field}
            checked={visible.includes(column.field)}
            onChange={(e) => toggle(column.field, e.target.checked)}
            data-testid={`column-option-${column.field}`}
          >
            {field ? fieldLabel(field, locale) : column.field}
          </Checkbox>
        );
      })}
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight" title={t('list.columns')}>
      <Tooltip title={t('list.columns')}>
        <Button icon={<SettingOutlined />} aria-label={t('list.columns')} data-testid="list-columns" />
      </Tooltip>
    </Popover>
  );
}
