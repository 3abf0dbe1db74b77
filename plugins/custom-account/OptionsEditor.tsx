import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOM_LIMITS } from '../../schemas/customLedger';
import { moveItem, newOption, type DraftOption } from './draft';

interface Props {
  options: DraftOption[];
  onChange: (options: DraftOption[]) => void;
}

/** The choices of an enum field: add, remove, reorder, rename (a renamed stored option keeps its records). */
export function OptionsEditor({ options, onChange }: Props) {
  const { t } = useTranslation('custom-account');
  const set = (index: number, label: string) => onChange(options.map((o, i) => (i === index ? { ...o, label } : o)));
  return (
    <div className="ec-ca-options" data-testid="designer-options">
      {options.map((option, index) => (
        <Space.Compact key={option.key} block className="ec-ca-option">
          <Input
            value={option.label}
            maxLength={CUSTOM_LIMITS.optionLabel}
            placeholder={t('design.optionPlaceholder', { n: index + 1 })}
            onChange={(e) => set(index, e.target.value)}
            data-testid="designer-option-label"
          />
          <Button icon={<ArrowUpOutlined />} aria-label={t('design.moveUp')} disabled={index === 0} onClick={() => onChange(moveItem(options, index, -1))} data-testid="designer-option-up" />
          <Button
            icon={<ArrowDownOutlined />}
            aria-label={t('design.moveDown')}
            disabled={index === options.length - 1}
            onClick={() => onChange(moveItem(options, index, 1))}
            data-testid="designer-option-down"
          />
          <Button icon={<DeleteOutlined />} aria-label={t('design.removeOption')} onClick={() => onChange(options.filter((_, i) => i !== index))} data-testid="designer-option-remove" />
        </Space.Compact>
      ))}
      <Button
        type="dashed"
        size="small"
        icon={<PlusOutlined />}
        disabled={options.length >= CUSTOM_LIMITS.options}
        onClick={() => onChange([...options, newOption()])}
        data-testid="designer-option-add"
      >
        {t('design.addOption')}
      </Button>
    </div>
  );
}
