import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Tooltip } from 'antd';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldSchema } from '../../schemas/types';
import type { Locale } from '../plugins/types';
import { isLastVisible, moveColumn, toggleColumn, type ColumnChoice } from './columnStorage';
import { fieldLabel } from './format';
import type { ColumnConfig } from './useColumnConfig';

interface ColumnSettingsProps {
  config: ColumnConfig;
  fields: readonly FieldSchema[];
  locale: Locale;
}

/**
 * Custom-columns popover (spec §5): a checkbox per column in the user's order, moved with the arrow
 * buttons or by dragging a row; the only checked column is disabled. Reset restores the schema's
 * arrangement. Changes apply at once; useColumnConfig saves them.
 */
export function ColumnSettings({ config, fields, locale }: ColumnSettingsProps) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<number | null>(null);
  const { choices, change } = config;
  const labelOf = (field: string) => {
    const schemaField = fields.find((f) => f.name === field);
    return schemaField ? fieldLabel(schemaField, locale) : field;
  };
  const toggle = (field: string, visible: boolean) => {
    const next = toggleColumn(choices, field, visible);
    if (next) change(next);
  };
  const move = (from: number, to: number) => change(moveColumn(choices, from, to));
  const drop = (to: number) => (e: DragEvent) => {
    e.preventDefault();
    if (dragged !== null) move(dragged, to);
    setDragged(null);
  };

  const row = (choice: ColumnChoice, index: number) => {
    const locked = isLastVisible(choices, choice.field);
    const checkbox = (
      <Checkbox
        checked={choice.visible}
        disabled={locked}
        onChange={(e) => toggle(choice.field, e.target.checked)}
        data-testid={`column-option-${choice.field}`}
      >
        {labelOf(choice.field)}
      </Checkbox>
    );
    return (
      <div
        key={choice.field}
        className={`ec-column-row${dragged === index ? ' ec-column-row-dragged' : ''}`}
        draggable
        onDragStart={(e) => {
          e.dataTransfer.effectAllowed = 'move';
          setDragged(index);
        }}
        onDragOver={(e) => e.preventDefault()}
        onDrop={drop(index)}
        onDragEnd={() => setDragged(null)}
        data-testid={`column-row-${choice.field}`}
      >
        <HolderOutlined className="ec-column-handle" aria-hidden />
        <span className="ec-column-label">{locked ? <Tooltip title={t('list.atLeastOneColumn')}>{checkbox}</Tooltip> : checkbox}</span>
        <Button
          type="text"
          size="small"
          icon={<ArrowUpOutlined />}
          disabled={index === 0}
          onClick={() => move(index, index - 1)}
          aria-label={t('list.moveUp')}
          data-testid={`column-up-${choice.field}`}
        />
        <Button
          type="text"
          size="small"
          icon={<ArrowDownOutlined />}
          disabled={index === choices.length - 1}
          onClick={() => move(index, index + 1)}
          aria-label={t('list.moveDown')}
          data-testid={`column-down-${choice.field}`}
        />
      </div>
    );
  };

  const title = (
    <div className="ec-column-settings-title">
      <span>{t('list.columns')}</span>
      <Button type="link" size="small" onClick={config.reset} data-testid="columns-reset">
        {t('list.resetColumns')}
      </Button>
    </div>
  );
  return (
    <Popover
      content={
        <div className="ec-column-settings" data-testid="columns-panel">
          {choices.map(row)}
        </div>
      }
      title={title}
      trigger="click"
      placement="bottomRight"
      onOpenChange={(open) => {
        if (!open) config.flush();
      }}
    >
      <Tooltip title={t('list.columns')}>
        <Button icon={<SettingOutlined />} loading={config.loading} aria-label={t('list.columns')} data-testid="list-columns" />
      </Tooltip>
    </Popover>
  );
}
