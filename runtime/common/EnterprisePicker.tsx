import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_APP } from '../../data-providers';
import { adminHttp } from '../services/adminHttp';
import { useDebouncedValue } from './useDebouncedValue';

export interface EnterpriseOption {
  id: number;
  name: string;
  type: 0 | 1;
  actived: 0 | 1;
}

/**
 * The back office's enterprise picker (GET operation-manage/enterpriseManage/options, for the holders of the
 * enterprise, user or operator-scope keys): searches the server by name as the user types (debounced), so
 * any of thousands of enterprises can be chosen, not only a first page. `type` 1 offers groups only;
 * `exclude` leaves one enterprise out (a group cannot belong to itself); `current` names the chosen
 * enterprise before any search has found it (an edited record's group).
 */
export function EnterprisePicker({
  value,
  onChange,
  type,
  exclude,
  current,
  placeholder,
  testId,
  style,
}: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  type?: 0 | 1;
  exclude?: number;
  current?: { id: number; name: string } | null;
  placeholder?: string;
  testId?: string;
  style?: React.CSSProperties;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim());
  const found = useQuery({
    queryKey: ['adminEnterpriseOptions', type ?? null, term],
    queryFn: () => adminHttp.get<EnterpriseOption[]>(`${ADMIN_APP}/enterpriseManage/options`, { params: { name: term || undefined, type } }),
    placeholderData: keepPreviousData,
  });
  const options = useMemo(() => {
    const list = (found.data ?? []).filter((e) => e.id !== exclude).map((e) => ({ value: e.id, label: e.name }));
    // The chosen enterprise keeps its name while the search shows others.
    if (current && value === current.id && !list.some((o) => o.value === current.id)) list.unshift({ value: current.id, label: current.name });
    return list;
  }, [found.data, exclude, current, value]);
  const searching = found.isFetching || term !== text.trim();
  return (
    <Select<number>
      showSearch
      allowClear
      filterOption={false}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      onSearch={setText}
      onOpenChange={(open) => !open && setText('')}
      options={options}
      placeholder={placeholder ?? t('operator.searchEnterprise')}
      notFoundContent={searching ? <Spin size="small" /> : t('operator.noMatch')}
      style={style}
      data-testid={testId}
    />
  );
}
