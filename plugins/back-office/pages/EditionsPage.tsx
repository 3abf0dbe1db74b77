import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Table, Typography, type ButtonProps } from 'antd';
import { LockedModal } from '../../../runtime/common/LockedModal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../../runtime/services/notifier';
import { adminHttp, adminPaths } from '../adminHttp';
import { BACK_OFFICE_NS } from '../locales';
import { AreaMenuGrant, shownIds, useAreaMenus } from './AreaMenuGrant';

interface EditionRow {
  id: number;
  name: string;
  editable: boolean;
  enterpriseCount: number;
}

/** Editions with inline renaming and their menu id lists (spec §3 edition/menuIdList) edited as menu trees. */
export default function EditionsPage() {
  const { t } = useTranslation(BACK_OFFICE_NS);
  const queryClient = useQueryClient();
  const editions = useQuery({ queryKey: ['adminEditions'], queryFn: () => adminHttp.get<EditionRow[]>(`${adminPaths.editions}/list`) });
  const menus = useAreaMenus('client');
  const [editing, setEditing] = useState<EditionRow | null>(null);
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);

  const rename = async (row: EditionRow, name: string) => {
    const text = name.trim();
    if (!text || text === row.name) return;
    try {
      await adminHttp.put(adminPaths.editions, { id: row.id, name: text.slice(0, 50) });
      notifier.toast('success', t('common.success'), 1);
      void queryClient.invalidateQueries({ queryKey: ['adminEditions'] });
    } catch {
      // Shown by the request layer.
    }
  };

  const openMenus = async (row: EditionRow) => {
    try {
      setChecked(new Set((await adminHttp.get<number[] | null>(adminPaths.editionMenuIds(row.id))) ?? []));
      setEditing(row);
    } catch {
      // Shown by the request layer.
    }
  };

  const saveMenus = async () => {
    if (!editing) return;
    setBusy(true);
    try {
      await adminHttp.put(`${adminPaths.editions}/menus`, { id: editing.id, menuIds: shownIds(menus, checked) });
      notifier.toast('success', t('common.success'), 1);
      setEditing(null);
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(false);
    }
  };

  const readOnly = editions.data?.some((e) => !e.editable);
  return (
    <Card data-testid="admin-editions">
      {readOnly && <Alert type="info" showIcon message={t('edition.readonly')} style={{ marginBottom: 16 }} />}
      <Table<EditionRow>
        rowKey="id"
        size="middle"
        loading={editions.isFetching}
        dataSource={editions.data}
        pagination={false}
        columns={[
          { title: t('edition.id'), dataIndex: 'id', width: 100 },
          { title: t('edition.name'), dataIndex: 'name', render: (v, row) => <Typography.Text editable={row.editable ? { onChange: (name) => void rename(row, name), maxLength: 50 } : false}>{v}</Typography.Text> },
          { title: t('edition.enterpriseCount'), dataIndex: 'enterpriseCount', width: 140 },
          {
            title: t('common.actions'), key: 'actions', width: 120,
            render: (_, row) => (
              <Button type="link" size="small" disabled={!row.editable || menus.loading} onClick={() => void openMenus(row)} data-testid={`admin-edition-menus-${row.id}`}>
                {t('edition.menus')}
              </Button>
            ),
          },
        ]}
      />
      <LockedModal
        open={editing !== null}
        title={editing ? t('edition.menusTitle', { name: editing.name }) : ''}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        width={720}
        okButtonProps={{ 'data-testid': 'admin-edition-menus-save' } as ButtonProps}
        onOk={() => void saveMenus()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <AreaMenuGrant menus={menus} value={checked} onChange={setChecked} testId="admin-edition-tree" />
      </LockedModal>
    </Card>
  );
}
