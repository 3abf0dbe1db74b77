import { Select } from 'antd';
import { currentLocale, pickText } from '../i18n';
import type { ModuleSummary } from '../plugins/types';

/** One of an enterprise's ledgers, for the pages that show another enterprise's ledgers (a group's member, an operator's enterprise). */
export function ModulePicker({
  modules,
  value,
  onChange,
  loading,
  disabled,
  placeholder,
  label,
  testId,
}: {
  modules: readonly ModuleSummary[] | undefined;
  value: string | undefined;
  onChange(id: string): void;
  loading: boolean;
  disabled: boolean;
  placeholder: string;
  label: string;
  testId: string;
}) {
  return (
    <Select
      style={{ width: 260 }}
      value={value}
      disabled={disabled}
      loading={loading}
      onChange={onChange}
      placeholder={placeholder}
      options={(modules ?? []).map((m) => ({ value: m.id, label: pickText(m.title, currentLocale()) }))}
      aria-label={label}
      showSearch
      optionFilterProp="label"
      data-testid={testId}
    />
  );
}
