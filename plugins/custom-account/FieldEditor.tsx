import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Input, InputNumber, Select, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOM_FIELD_DEFAULTS, CUSTOM_FIELD_TYPES, CUSTOM_LIMITS, customFieldWidgets, type CustomFieldType } from '../../schemas/customLedger';
import { typeSettings, withFittingWidget, withType, type DraftField } from './draft';
import { OptionsEditor } from './OptionsEditor';

interface Props {
  field: DraftField;
  index: number;
  count: number;
  /** Messages to fix (the designer's own checks and the server's answer). */
  problems: string[];
  onChange: (field: DraftField) => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
}

const LIMIT = CUSTOM_LIMITS.magnitude;

/** One field of the designer: label, type, flags and the settings its type has. */
export function FieldEditor({ field, index, count, problems, onChange, onMove, onRemove }: Props) {
  const { t } = useTranslation('custom-account');
  const settings = typeSettings(field.type);
  const widgets = customFieldWidgets(field);
  const set = (patch: Partial<DraftField>) => onChange({ ...field, ...patch });
  const number = (value: number | string | null) => (typeof value === 'number' ? value : undefined);

  return (
    <Card
      size="small"
      className={`ec-ca-field${problems.length > 0 ? ' has-error' : ''}`}
      data-testid="designer-field"
      data-index={index}
      title={
        <Space size={8}>
          <span className="ec-ca-field-no">{index + 1}</span>
          <span>{field.label.trim() || t('design.untitled', { n: index + 1 })}</span>
          {field.name && <span className="ec-muted ec-ca-field-name">{field.name}</span>}
        </Space>
      }
      extra={
        <Space size={0}>
          <Tooltip title={t('design.moveUp')}>
            <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={t('design.moveUp')} disabled={index === 0} onClick={() => onMove(-1)} data-testid="designer-field-up" />
          </Tooltip>
          <Tooltip title={t('design.moveDown')}>
            <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={t('design.moveDown')} disabled={index === count - 1} onClick={() => onMove(1)} data-testid="designer-field-down" />
          </Tooltip>
          <Tooltip title={t('design.removeField')}>
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('design.removeField')} onClick={onRemove} data-testid="designer-field-remove" />
          </Tooltip>
        </Space>
      }
    >
      <div className="ec-ca-field-grid">
        <div className="ec-ca-setting">
          <span className="ec-ca-setting-label is-required">{t('design.label')}</span>
          <Input value={field.label} maxLength={CUSTOM_LIMITS.label} placeholder={t('design.labelPlaceholder')} onChange={(e) => set({ label: e.target.value })} data-testid="designer-field-label" />
        </div>
        <div className="ec-ca-setting">
          <span className="ec-ca-setting-label is-required">{t('design.type')}</span>
          <Select<CustomFieldType>
            value={field.type}
            // Eleven types: all of them rendered, so each can be reached whatever is selected.
            virtual={false}
            listHeight={320}
            options={CUSTOM_FIELD_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            onChange={(type) => onChange(withType(field, type))}
            data-testid="designer-field-type"
          />
        </div>
        <div className="ec-ca-setting">
          <span className="ec-ca-setting-label">{t('design.widget')}</span>
          {/* The registry widgets fitting the type (the one registry of schemas and designed forms), its default first. */}
          <Select<string>
            value={field.widget ?? widgets[0]}
            virtual={false}
            options={widgets.map((widget) => ({ value: widget, label: t(`widgets.${widget}`) }))}
            onChange={(widget) => set({ widget: widget === widgets[0] ? undefined : widget })}
            data-testid="designer-field-widget"
          />
        </div>
      </div>
      <div className="ec-ca-setting">
        <span className="ec-ca-setting-label">{t('design.section')}</span>
        <Input
          value={field.section}
          maxLength={CUSTOM_LIMITS.sectionTitle}
          allowClear
          placeholder={t('design.sectionPlaceholder')}
          onChange={(e) => set({ section: e.target.value })}
          data-testid="designer-field-section"
        />
      </div>
      <Space wrap size={[16, 4]} className="ec-ca-flags">
        <Checkbox checked={field.required} onChange={(e) => set({ required: e.target.checked })} data-testid="designer-field-required">
          {t('design.required')}
        </Checkbox>
        <Checkbox checked={field.listed} onChange={(e) => set({ listed: e.target.checked })} data-testid="designer-field-listed">
          {t('design.listed')}
        </Checkbox>
        <Tooltip title={settings.searchable ? undefined : t('design.notSearchable')}>
          <Checkbox checked={field.searchable} disabled={!settings.searchable} onChange={(e) => set({ searchable: e.target.checked })} data-testid="designer-field-searchable">
            {t('design.searchable')}
          </Checkbox>
        </Tooltip>
        {settings.options && (
          <Checkbox checked={field.multiple} onChange={(e) => onChange(withFittingWidget({ ...field, multiple: e.target.checked }))} data-testid="designer-field-multiple">
            {t('design.multiple')}
          </Checkbox>
        )}
      </Space>
      {(settings.maxLength || settings.range) && (
        <div className="ec-ca-field-grid">
          {settings.maxLength && (
            <div className="ec-ca-setting">
              <span className="ec-ca-setting-label">{t('design.maxLength')}</span>
              <InputNumber
                value={field.maxLength}
                min={1}
                max={field.type === 'string' ? CUSTOM_LIMITS.stringLength : CUSTOM_LIMITS.textLength}
                precision={0}
                placeholder={t('design.defaultValue', { value: field.type === 'string' ? CUSTOM_FIELD_DEFAULTS.stringLength : CUSTOM_FIELD_DEFAULTS.textLength })}
                onChange={(v) => set({ maxLength: number(v) })}
                style={{ width: '100%' }}
                data-testid="designer-field-maxLength"
              />
            </div>
          )}
          {settings.range && (
            <>
              <div className="ec-ca-setting">
                <span className="ec-ca-setting-label">{t('design.min')}</span>
                <InputNumber value={field.min} min={-LIMIT} max={LIMIT} onChange={(v) => set({ min: number(v) })} style={{ width: '100%' }} data-testid="designer-field-min" />
              </div>
              <div className="ec-ca-setting">
                <span className="ec-ca-setting-label">{t('design.max')}</span>
                <InputNumber value={field.max} min={-LIMIT} max={LIMIT} onChange={(v) => set({ max: number(v) })} style={{ width: '100%' }} data-testid="designer-field-max" />
              </div>
              {settings.precision && (
                <div className="ec-ca-setting">
                  <span className="ec-ca-setting-label">{t('design.precision')}</span>
                  <InputNumber
                    value={field.precision}
                    min={0}
                    max={CUSTOM_LIMITS.precision}
                    precision={0}
                    placeholder={t('design.defaultValue', { value: CUSTOM_FIELD_DEFAULTS.precision })}
                    onChange={(v) => set({ precision: number(v) })}
                    style={{ width: '100%' }}
                    data-testid="designer-field-precision"
                  />
                </div>
              )}
              <div className="ec-ca-setting">
                <span className="ec-ca-setting-label">{t('design.unit')}</span>
                <Input value={field.unit} maxLength={CUSTOM_LIMITS.unit} placeholder={t('design.unitPlaceholder')} onChange={(e) => set({ unit: e.target.value })} data-testid="designer-field-unit" />
              </div>
            </>
          )}
        </div>
      )}
      {settings.options && (
        <div className="ec-ca-setting">
          <span className="ec-ca-setting-label is-required">{t('design.options')}</span>
          <OptionsEditor options={field.options} onChange={(options) => set({ options })} />
        </div>
      )}
      {problems.length > 0 && (
        <ul className="ec-ca-problems" data-testid="designer-field-errors">
          {problems.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}
