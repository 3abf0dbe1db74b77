import { ColumnHeightOutlined, DownloadOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useDelete, useList, type BaseRecord } from '@refinedev/core';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Dropdown, Space, Table, Tooltip, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useMemo, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toListQuery } from '../../data-providers';
import type { ModuleSchema } from '../../schemas/types';
import { pickText } from '../i18n';
import type { ModuleScreenProps } from '../plugins/types';
import { apiPaths } from '../services/api';
import { http } from '../services/http';
import { notifier } from '../services/notifier';
import type { ButtonAuth } from '../shell/permissions';
import { useButtonAuth } from '../shell/useButtonAuth';
import { useMemberScope } from '../shell/memberScope';
import { ColumnSettings } from './ColumnSettings';
import { effectiveFixed, visibleFields as visibleOf } from './columnStorage';
import { useDictionaries } from './dictionaries';
import { fieldLabel, formatFieldValue, type FormatContext } from './format';
import { DownloadProgress, useDownloadProgress } from './import/DownloadProgress';
import { ImportButton } from './import/ImportButton';
import { listPagination } from '../common/listPagination';
import { useDiscardTabs } from '../layout/pageTabsContext';
import { useStickyTop } from '../layout/useStickyTop';
import { recordPath, useModuleNavigation } from './navigation';
import { useStickyScrollFollowsLayout } from './useStickyScrollFollowsLayout';
import './list.css';
import { PageLoading } from '../app/PageLoading';
import { SchemaGate } from './SchemaGate';
import { SearchBar } from './SearchBar';
import { DEFAULT_COLUMN_WIDTH, headerMinWidth, shouldVirtualize, virtualBodyHeight } from './tableLayout';
import { useColumnConfig } from './useColumnConfig';
import type { SearchValues } from './searchFilters';
import { listRequestOf, listStateOf } from './listRequest';
import { encodeListQuery, type ListQueryState, type SortOrder } from './urlState';
import { confirmExportAll } from '../common/confirmExportAll';

type Density = 'large' | 'middle' | 'small';
type Row = BaseRecord & { id: string | number };

const ACTION_COLUMN_WIDTH = 170;

function ModuleList({ schema, moduleRoute }: { schema: ModuleSchema; moduleRoute: string }) {
  const { t } = useTranslation();
  const { dictionaries, locale } = useDictionaries();
  const { openFromList } = useModuleNavigation(moduleRoute);
  const discardTabs = useDiscardTabs();
  // A group screen showing a member (docs/groups.md): reads carry the member, writes are not offered; a
  // back-office page showing an enterprise (operator scope): calls carry it, the operator's keys decide.
  const scope = useMemberScope();
  const [searchParams, setSearchParams] = useSearchParams();
  const [density, setDensity] = useState<Density>('middle');
  const [exporting, setExporting] = useState(false);
  const exportProgress = useDownloadProgress();
  const columnConfig = useColumnConfig(moduleRoute, schema.list.columns);
  const visibleFields = useMemo(() => visibleOf(columnConfig.choices), [columnConfig.choices]);

  const queryString = searchParams.toString();
  const state = useMemo(() => listStateOf(schema, queryString), [schema, queryString]);
  const { filters, sorters, pagination } = useMemo(() => listRequestOf(schema, state), [schema, state]);
  const defaultSort = schema.list.defaultSort;

  const { result, query } = useList<Row>({
    resource: schema.api,
    pagination,
    filters,
    sorters,
    meta: scope ? { headers: scope.headers } : undefined,
    queryOptions: { placeholderData: keepPreviousData },
  });
  const { mutateAsync: deleteRecord } = useDelete();

  const update = (next: ListQueryState) => setSearchParams(new URLSearchParams(encodeListQuery(schema.search, next)));
  const search = (values: SearchValues) => update({ ...state, values, pageNum: 1 });
  const reset = () => update({ values: {}, pageNum: 1, pageSize: state.pageSize });

  // Spec §6 buttonAuth of this route: hidden without the permission, disabled on a target-1 enterprise.
  const writable = (state: ButtonAuth): ButtonAuth => (scope?.readOnly ? 'hide' : state);
  const addState = writable(useButtonAuth(schema.permissions.add));
  const editState = writable(useButtonAuth(schema.permissions.edit));
  const deleteState = writable(useButtonAuth(schema.permissions.delete));
  const exportState = useButtonAuth(schema.permissions.export, { exportAll: true });
  const showExport = schema.export?.enabled !== false && exportState === 'show';

  const exportAll = async () => {
    if (!(await confirmExportAll())) return;
    setExporting(true);
    try {
      const params = { ...toListQuery({ filters, sorters }), columns: visibleFields.join(',') };
      await exportProgress.run((onDownloadProgress) => http.download(apiPaths.moduleExport(schema.api), { params, onDownloadProgress, headers: scope?.headers }));
    } catch {
      // Already reported by the request layer.
    } finally {
      setExporting(false);
    }
  };

  const remove = async (row: Row) => {
    const ok = await notifier.confirm({ title: t('common.tip'), content: t('list.deleteConfirm') });
    if (!ok) return;
    try {
      await deleteRecord({ resource: schema.api, id: row.id, successNotification: false, errorNotification: false });
    } catch {
      return;
    }
    // Before the next render: the record's pages kept in tabs would read it again and report it missing.
    discardTabs([recordPath(moduleRoute, 'detail', row.id), recordPath(moduleRoute, 'edit', row.id)]);
    notifier.toast('success', t('list.deleteSuccess'), 1);
    // Deleting the last row of a page would leave the user on an empty page.
    if (result.data.length === 1 && state.pageNum > 1) update({ ...state, pageNum: state.pageNum - 1 });
  };

  const formatCtx: FormatContext = { locale, dictionaries, yes: t('common.yes'), no: t('common.no') };
  const columnSortOrder = (field: string): SortOrder | null => {
    if (state.sortField) return state.sortField === field ? (state.sortOrder ?? null) : null;
    return defaultSort?.field === field ? defaultSort.order : null;
  };

  // The user's order and widths (column settings); fixed sides only where they still sit at an edge.
  const fixedSides = effectiveFixed(schema.list.columns, visibleFields);
  const dataColumns: NonNullable<TableProps<Row>['columns']> = columnConfig.choices
    .filter((choice) => choice.visible)
    .flatMap((choice) => {
      const column = schema.list.columns.find((c) => c.field === choice.field);
      const field = schema.fields.find((f) => f.name === choice.field);
      if (!column || !field) return [];
      const numeric = field.type === 'number' || field.type === 'integer';
      const title = fieldLabel(field, locale, true);
      return [
        {
          key: column.field,
          dataIndex: column.field,
          title,
          // Wide enough that the header wraps only between words, in every language.
          width: Math.max(choice.width ?? column.width ?? DEFAULT_COLUMN_WIDTH, headerMinWidth(title, Boolean(column.sortable))),
          fixed: fixedSides.get(column.field),
          ellipsis: column.ellipsis ? { showTitle: true } : undefined,
          align: numeric ? ('right' as const) : undefined,
          sorter: column.sortable ? true : undefined,
          sortOrder: column.sortable ? columnSortOrder(column.field) : undefined,
          render: (value: unknown) => formatFieldValue(field, value, formatCtx),
        },
      ];
    });

  const actionColumn: NonNullable<TableProps<Row>['columns']>[number] = {
    key: '__actions',
    title: t('list.actions'),
    fixed: 'right',
    width: ACTION_COLUMN_WIDTH,
    render: (_value: unknown, row: Row) => (
      <Space size={0} className="ec-row-actions">
        <Button type="link" size="small" onClick={() => openFromList(scope ? scope.detailPath(row.id) : recordPath(moduleRoute, 'detail', row.id))} data-testid="row-detail">
          {t('list.detail')}
        </Button>
        {editState !== 'hide' && (
          <Button
            type="link"
            size="small"
            disabled={editState === 'disabled'}
            onClick={() => openFromList(recordPath(moduleRoute, 'edit', row.id))}
            data-testid="row-edit"
          >
            {t('list.edit')}
          </Button>
        )}
        {deleteState !== 'hide' && (
          <Button type="link" size="small" danger disabled={deleteState === 'disabled'} onClick={() => void remove(row)} data-testid="row-delete">
            {t('list.delete')}
          </Button>
        )}
      </Space>
    ),
  };

  const onTableChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
      const field = s?.columnKey !== undefined ? String(s.columnKey) : undefined;
      let order = (s?.order ?? undefined) as SortOrder | undefined;
      // Un-sorting the default column would silently fall back to the same default: flip it instead.
      if (!order && field && defaultSort?.field === field && !state.sortField) order = defaultSort.order === 'ascend' ? 'descend' : 'ascend';
      update({ ...state, pageNum: 1, sortField: order ? field : undefined, sortOrder: order });
      return;
    }
    const pageSize = pagination.pageSize ?? state.pageSize;
    update({ ...state, pageSize, pageNum: pageSize !== state.pageSize ? 1 : (pagination.current ?? 1) });
  };

  const scrollX = dataColumns.reduce((sum, c) => sum + Number(c.width), ACTION_COLUMN_WIDTH);
  const stickyTop = useStickyTop();
  const virtual = shouldVirtualize(result.data.length, dataColumns.length + 1);

  // The first page is usually on its way already (read ahead with the schema on a cold load): an empty
  // table with "no data" in the meantime would flash before the rows. Later pages keep the previous rows.
  if (query.isPending) return <PageLoading />;
  return (
    <ListFrame
      testId={`module-list-${schema.id}`}
      rows={result.data}
      searchBar={<SearchBar schema={schema} values={state.values} locale={locale} onSearch={search} onReset={reset} />}
    >
      <div className="ec-table-toolbar">
        <h3 className="ec-table-title">{pickText(schema.title, locale)}</h3>
        <Space wrap>
          {addState !== 'hide' && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={addState === 'disabled'}
              onClick={() => openFromList(`${moduleRoute}/add`)}
              data-testid="list-add"
            >
              {t('list.add')}
            </Button>
          )}
          {showExport && (
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportAll()} data-testid="list-export">
              {t('list.exportAll')}
            </Button>
          )}
          <DownloadProgress store={exportProgress} />
          {!scope?.readOnly && <ImportButton schema={schema} onImported={() => void query.refetch()} />}
          <ColumnSettings config={columnConfig} fields={schema.fields} locale={locale} />
          <Dropdown
            trigger={['click']}
            menu={{
              selectable: true,
              selectedKeys: [density],
              onClick: ({ key }) => setDensity(key as Density),
              items: [
                { key: 'large', label: t('list.densityLarge') },
                { key: 'middle', label: t('list.densityMiddle') },
                { key: 'small', label: t('list.densitySmall') },
              ],
            }}
          >
            <Tooltip title={t('list.density')}>
              <Button icon={<ColumnHeightOutlined />} aria-label={t('list.density')} data-testid="list-density" />
            </Tooltip>
          </Dropdown>
          <Tooltip title={t('list.reload')}>
            <Button icon={<ReloadOutlined />} aria-label={t('list.reload')} onClick={() => void query.refetch()} data-testid="list-reload" />
          </Tooltip>
        </Space>
      </div>
      <Table<Row>
        rowKey="id"
        size={density}
        columns={[...dataColumns, actionColumn]}
        dataSource={result.data}
        loading={query.isFetching || columnConfig.loading}
        virtual={virtual}
        scroll={virtual ? { x: scrollX, y: virtualBodyHeight(window.innerHeight) } : { x: scrollX }}
        // The header and the horizontal scroll bar stay in view on a long page: columns beyond the
        // window's width can always be scrolled in from under the fixed actions column.
        sticky={virtual ? undefined : { offsetHeader: stickyTop, offsetScroll: 0 }}
        locale={{ emptyText: t('common.noData') }}
        onChange={onTableChange}
        onRow={() => ({ 'data-testid': 'list-row' }) as HTMLAttributes<HTMLElement>}
        pagination={listPagination(
          { current: state.pageNum, pageSize: state.pageSize, total: result.total ?? 0, onChange: () => undefined },
          (total) => t('list.total', { total }),
        )}
        data-testid="list-table"
      />
    </ListFrame>
  );
}

/** The page around the list: its search bar, and the panel whose table's sticky scroll bar follows the layout. */
function ListFrame({ testId, rows, searchBar, children }: { testId: string; rows: unknown; searchBar: ReactNode; children: ReactNode }) {
  const pageRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useStickyScrollFollowsLayout(pageRef, panelRef, rows);
  return (
    <div className="ec-page" ref={pageRef} data-testid={testId}>
      {searchBar}
      <div className="ec-panel" ref={panelRef}>
        {children}
      </div>
    </div>
  );
}

/** Generic list screen of a schema module (route `{module.route}`). */
export default function ListPage({ moduleId, moduleRoute }: ModuleScreenProps) {
  return <SchemaGate moduleId={moduleId}>{(schema) => <ModuleList schema={schema} moduleRoute={moduleRoute} />}</SchemaGate>;
}
