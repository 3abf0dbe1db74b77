import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Cascader, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import { useEffect, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldSchema, ModuleSchema, SearchItem } from '../../schemas/types';
import { pickText, type Translate } from '../i18n';
import type { Locale } from '../plugins/types';
import { apiPaths } from '../services/api';
import { http } from '../services/http';
import { useSessionHeaders } from '../shell/memberScope';
import { nestByPrefix, type CascadeOption } from './cascadeOptions';
import { searchOptionsOf, useDictionaries, type DictionaryMap } from './dictionaries';
import { searchKind, SEARCH_INPUT_MAX, type SearchValues } from './searchFilters';
import { fromFormValues, isFutureDay, isFutureMonth, toFormValues } from './searchForm';

function itemLabel(item: SearchItem, field: FieldSchema | undefined, locale: Locale): string {
  return pickText(item.label ?? field?.label, locale) || item.searchName;
}

type RangePickerProps = ComponentProps<typeof DatePicker.RangePicker>;

/**
 * A range picker has two inputs; the test hook goes on a wrapper so it names one element.
 * Form.Item's value/onChange pass through to the picker.
 */
function RangeControl({ testId, ...props }: RangePickerProps & { testId: string }) {
  return (
    <div data-testid={testId}>
      <DatePicker.RangePicker {...props} />
    </div>
  );
}

/** Query keys shared with the archive page, which loads the same trees. */
const SOURCE_QUERY = { division: 'divisions', industry: 'industries' } as const;

interface CascaderControlProps {
  item: SearchItem;
  flat: CascadeOption[];
  /** Injected by Form.Item: the value path. */
  value?: string[];
  onChange?: (path: string[]) => void;
  allowClear: boolean;
  placeholder: string;
  'data-testid': string;
}

/**
 * A cascader search item: its tree from the reference list named by `source`, else its
 * selectList/dict nested by value prefix. The value is the path; the API matches its last value.
 */
function CascaderControl({ item, flat, ...props }: CascaderControlProps) {
  const source = item.source;
  const headers = useSessionHeaders();
  const tree = useQuery({
    queryKey: ['cascade', source ? SOURCE_QUERY[source] : 'none'],
    queryFn: ({ signal }) => http.get<CascadeOption[]>(apiPaths.cascade[source!], { signal, headers }),
    enabled: source !== undefined,
    staleTime: Infinity,
  });
  const options = useMemo(() => (source ? (tree.data ?? []) : nestByPrefix(flat)), [source, tree.data, flat]);
  return (
    <Cascader
      {...props}
      showSearch={item.filterable !== false}
      style={{ width: '100%' }}
      options={options}
      loading={source !== undefined && tree.isPending}
    />
  );
}

/** The antd control of a search item; Form.Item injects value and onChange into it. */
function searchControl(item: SearchItem, field: FieldSchema | undefined, label: string, locale: Locale, dictionaries: DictionaryMap, t: Translate): ReactNode {
  const testId = `search-${item.searchName}`;
  const placeholder = pickText(item.placeholder, locale);
  const allowClear = item.clearable !== false;
  switch (searchKind(item)) {
    case 'text':
      return (
        <Input
          allowClear={allowClear}
          maxLength={SEARCH_INPUT_MAX}
          placeholder={placeholder || t('list.inputPlaceholder', { label })}
          data-testid={testId}
        />
      );
    case 'select':
    case 'multiSelect':
      return (
        <Select
          allowClear={allowClear}
          mode={item.multiple ? 'multiple' : undefined}
          maxTagCount="responsive"
          showSearch={item.filterable !== false}
          optionFilterProp="label"
          placeholder={placeholder || t('list.selectPlaceholder', { label })}
          options={searchOptionsOf(item, field, dictionaries, locale, { yes: t('common.yes'), no: t('common.no') })}
          data-testid={testId}
        />
      );
    case 'cascader':
      return (
        <CascaderControl
          item={item}
          flat={searchOptionsOf(item, field, dictionaries, locale, { yes: t('common.yes'), no: t('common.no') })}
          allowClear={allowClear}
          placeholder={placeholder || t('list.selectPlaceholder', { label })}
          data-testid={testId}
        />
      );
    case 'date':
      return <DatePicker allowClear={allowClear} disabledDate={isFutureDay} style={{ width: '100%' }} data-testid={testId} />;
    case 'dateRange':
      return (
        <RangeControl
          allowClear={allowClear}
          disabledDate={isFutureDay}
          placeholder={[t('list.startDate'), t('list.endDate')]}
          style={{ width: '100%' }}
          testId={testId}
        />
      );
    case 'month':
      return <DatePicker picker="month" allowClear={allowClear} disabledDate={isFutureMonth} style={{ width: '100%' }} data-testid={testId} />;
    case 'monthRange':
      return (
        <RangeControl
          picker="month"
          allowClear={allowClear}
          disabledDate={isFutureMonth}
          placeholder={[t('list.startMonth'), t('list.endMonth')]}
          style={{ width: '100%' }}
          testId={testId}
        />
      );
  }
}

interface SearchBarProps {
  schema: ModuleSchema;
  values: SearchValues;
  locale: Locale;
  onSearch(values: SearchValues): void;
  onReset(): void;
}

const COL = { xs: 24, sm: 12, lg: 8, xxl: 6 } as const;

/** Spec §5 search bar: schema items, reset / search / advanced search (items marked advanced). */
export function SearchBar({ schema, values, locale, onSearch, onReset }: SearchBarProps) {
  const { t } = useTranslation();
  const { dictionaries } = useDictionaries();
  const [form] = Form.useForm();
  const hasAdvanced = schema.search.some((i) => i.advanced);
  const [advanced, setAdvanced] = useState(() => schema.search.some((i) => i.advanced && values[i.searchName] !== undefined));
  const formValues = useMemo(() => toFormValues(schema.search, schema.fields, values), [schema, values]);

  useEffect(() => {
    // The URL is the source of truth (back/forward, refresh): mirror it into the form, clearing the rest.
    const cleared = Object.fromEntries(schema.search.map((i) => [i.searchName, undefined]));
    form.setFieldsValue({ ...cleared, ...formValues });
  }, [form, formValues, schema]);

  const visible = schema.search.filter((i) => advanced || !i.advanced);
  if (schema.search.length === 0) return null;

  return (
    <Form
      form={form}
      className="ec-search-bar ec-panel"
      labelCol={{ flex: locale === 'zh-CN' ? '96px' : '128px' }}
      labelWrap
      onFinish={(raw) => onSearch(fromFormValues(schema.search, schema.fields, raw))}
      data-testid="search-bar"
    >
      <Row gutter={[16, 12]}>
        {visible.map((item) => {
          const field = schema.fields.find((f) => f.name === item.searchName);
          const label = itemLabel(item, field, locale);
          return (
            <Col key={item.searchName} {...COL}>
              <Form.Item name={item.searchName} label={label} style={{ marginBottom: 0 }}>
                {searchControl(item, field, label, locale, dictionaries, t)}
              </Form.Item>
            </Col>
          );
        })}
        <Col flex="auto" className="ec-search-actions">
          <Space wrap>
            <Button icon={<ReloadOutlined />} onClick={onReset} data-testid="search-reset">
              {t('list.reset')}
            </Button>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="search-submit">
              {t('list.search')}
            </Button>
            {hasAdvanced && (
              <Button
                type="link"
                onClick={() => setAdvanced((open) => !open)}
                data-testid="search-advanced"
                aria-expanded={advanced}
              >
                {advanced ? t('list.collapseAdvanced') : t('list.advanced')}
                {advanced ? <UpOutlined /> : <DownOutlined />}
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
