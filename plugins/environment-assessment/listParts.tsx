import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space, Switch, type FormInstance, type TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { HttpClient } from '../../data-providers';
import { listPagination } from '../../runtime/common/listPagination';
import type { ActionState } from '../../runtime/shell/permissions';
import { notifier } from '../../runtime/services/notifier';
import { NS } from './settings/shared';
import type { SettingAreaKind } from './contract';
import { readsTemplates } from './area';

export interface Paged {
  pageNum: number;
  pageSize: number;
}

/**
 * The pagination of the plugin's lists: the platform's (runtime/common/listPagination: 20 per page, sizes
 * 10/20/30/50, total, sizes, prev, pager, next, jumper, like every list; a new size starts at page 1).
 */
export function pagination<Q extends Paged>(query: Q, setQuery: (q: Q) => void, total: number | undefined, t: TFunction): TablePaginationConfig {
  return listPagination(
    { current: query.pageNum, pageSize: query.pageSize, total: total ?? 0, onChange: (pageNum, pageSize) => setQuery({ ...query, pageNum, pageSize }) },
    (n) => t('runtime:list.total', { total: n }),
  );
}

/** Search by name, the "templates" switch of the client area, and the add button of a settings list. */
export function SettingsToolbar(props: { onSearch(name: string): void; templates?: { checked: boolean; onChange(v: boolean): void }; add: ActionState; onAdd(): void }) {
  const { t } = useTranslation(NS);
  const [name, setName] = useState('');
  return (
    <div className="ec-table-toolbar">
      <Space wrap>
        <Input.Search allowClear maxLength={20} placeholder={t('field.name')} value={name} onChange={(e) => setName(e.target.value)} onSearch={(v) => props.onSearch(v.trim())} style={{ width: 220 }} data-testid="search-name" />
        {props.templates && (
          <Space>
            <Switch checked={props.templates.checked} onChange={props.templates.onChange} data-testid="with-templates" />
            {t('list.templates')}
          </Space>
        )}
      </Space>
      {props.add !== 'hidden' && (
        <Button type="primary" icon={<PlusOutlined />} disabled={props.add === 'disabled'} onClick={props.onAdd} data-testid="list-add">
          {t('runtime:list.add')}
        </Button>
      )}
    </div>
  );
}

/**
 * Save of a settings form: validate (a toast when incomplete), send, toast, go back to the list. Returns
 * the handler and whether it is busy.
 */
export function useSave<T>(form: FormInstance<T>, send: (values: T) => Promise<unknown>, after: () => void) {
  const { t } = useTranslation(NS);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    let values: T;
    try {
      values = await form.validateFields();
    } catch {
      notifier.toast('warning', t('runtime:form.incomplete'), 2);
      return;
    }
    setSaving(true);
    try {
      await send(values);
      notifier.toast('success', t('list.saved'), 2);
      after();
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}

/** Save (or another primary action) and cancel (back) of a settings form. */
export function FormButtons({ label, saving, disabled, onSave }: { label?: string; saving: boolean; disabled?: boolean; onSave(): void }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  return (
    <Space>
      <Button type="primary" loading={saving} disabled={disabled} onClick={onSave} data-testid="form-submit">{label ?? t('runtime:form.save')}</Button>
      <Button onClick={() => navigate(-1)}>{t('runtime:form.cancel')}</Button>
    </Space>
  );
}

/** The common props of a list table: row keys, loading, rows and the test ids the browser tests use. */
export function listTableProps<T>(loading: boolean, records: T[] | undefined) {
  return {
    rowKey: 'id',
    loading,
    dataSource: records ?? [],
    'data-testid': 'list-table',
    onRow: () => ({ 'data-testid': 'list-row' }) as React.HTMLAttributes<HTMLElement>,
  };
}

/** Deletes a row after confirmation, then reloads the list. */
export function useRemove(http: HttpClient, reload: () => Promise<void>) {
  const { t } = useTranslation(NS);
  return async (url: string) => {
    if (!(await notifier.confirm({ title: t('runtime:common.tip'), content: t('list.deleteConfirm') }))) return;
    await http.delete(url);
    notifier.toast('success', t('runtime:list.deleteSuccess'), 2);
    void reload();
  };
}

/** Rules of a required text field of at most `max` characters. */
export const requiredText = (t: TFunction, label: string, max: number) => [{ required: true, whitespace: true, message: t('runtime:form.required', { label }) }, { max }];

/** The client and group areas' "show templates" switch bound to a list query; the back office lists only templates. */
export function templatesToggle<Q extends Paged & { withTemplates: boolean }>(area: SettingAreaKind, query: Q, setQuery: (q: Q) => void) {
  return readsTemplates(area) ? { checked: query.withTemplates, onChange: (withTemplates: boolean) => setQuery({ ...query, pageNum: 1, withTemplates }) } : undefined;
}
