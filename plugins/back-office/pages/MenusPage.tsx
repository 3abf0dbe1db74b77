import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Segmented, Space, Spin, Table, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockedModal } from '../../../runtime/common/LockedModal';
import { menuIcon } from '../../../runtime/layout/icons';
import { notifier } from '../../../runtime/services/notifier';
import { isMenuIconName, type MenuIconName } from '../../../schemas/contracts/menuIcons';
import { adminHttp, adminPaths } from '../adminHttp';
import { BACK_OFFICE_NS } from '../locales';

// The picker (its grid and popover) loads only when a menu is edited.
const IconPicker = lazy(() => import('../../../runtime/common/IconPicker').then((m) => ({ default: m.IconPicker })));

/** A catalogue entry as the back-office menu tree answers it (server/plugins/menus). */
interface MenuRow {
  id: number;
  code: string;
  name: string;
  path: string | null;
  type: number;
  orderNum: number;
  meta: { title?: string; titleEn?: string; icon?: string };
  customIcon: string | null;
  defaultIcon: string | null;
  children?: MenuRow[];
}

/** Enterprise (1) and group (2) systems: the areas whose sidebars an operator decorates. */
const SYSTEMS = [1, 2] as const;

/** The tree without button permissions (they have no icon); leaves get no empty children (no expander). */
export function pagesOnly(rows: readonly MenuRow[]): MenuRow[] {
  return rows
    .filter((r) => r.type !== 2)
    .map((r) => {
      const children = pagesOnly(r.children ?? []);
      return { ...r, children: children.length > 0 ? children : undefined };
    });
}

const asIcon = (name: string | null | undefined): MenuIconName | null => (isMenuIconName(name) ? name : null);

/** 菜单管理: the menu catalogue of the enterprise and group systems; the edit dialog sets a menu's icon. */
export default function MenusPage() {
  const { t, i18n } = useTranslation(BACK_OFFICE_NS);
  const queryClient = useQueryClient();
  const [systemId, setSystemId] = useState<number>(1);
  const menus = useQuery({
    queryKey: ['adminMenuCatalogue', systemId],
    queryFn: async () => pagesOnly(await adminHttp.get<MenuRow[]>(adminPaths.menuTree, { params: { systemId } })),
  });
  const [editing, setEditing] = useState<MenuRow | null>(null);
  const [icon, setIcon] = useState<MenuIconName | null>(null);
  const title = (row: MenuRow) => (i18n.language === 'en-US' ? (row.meta.titleEn ?? row.meta.title) : row.meta.title) ?? row.name;

  const open = (row: MenuRow) => {
    setIcon(asIcon(row.customIcon));
    setEditing(row);
  };
  const save = async () => {
    if (!editing) return;
    try {
      await adminHttp.put(adminPaths.menuIcon, { id: editing.id, icon });
      notifier.toast('success', t('common.success'), 1);
      setEditing(null);
      void queryClient.invalidateQueries({ queryKey: ['adminMenuCatalogue'] });
    } catch {
      // Shown by the request layer.
    }
  };

  return (
    <Card data-testid="admin-menus">
      <Segmented
        value={systemId}
        onChange={(v) => setSystemId(Number(v))}
        options={SYSTEMS.map((id) => ({ value: id, label: t(id === 1 ? 'grantTree.client' : 'grantTree.group') }))}
        style={{ marginBottom: 16 }}
        data-testid="admin-menus-system"
      />
      <Table<MenuRow>
        rowKey="id"
        size="middle"
        loading={menus.isFetching}
        dataSource={menus.data}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        key={`${systemId}-${menus.dataUpdatedAt}`}
        columns={[
          { title: t('menus.name'), key: 'name', render: (_, row) => title(row) },
          { title: t('menus.path'), dataIndex: 'path', render: (v: string | null) => v ?? '--' },
          {
            title: t('menus.icon'),
            key: 'icon',
            render: (_, row) => (
              <Space data-testid={`menu-catalogue-icon-${row.code}`} data-icon={row.meta.icon ?? ''}>
                {menuIcon(asIcon(row.meta.icon) ?? undefined)}
                <span>{row.meta.icon ?? '--'}</span>
                {row.customIcon ? <Tag color="blue">{t('menus.custom')}</Tag> : <Tag>{t('menus.default')}</Tag>}
              </Space>
            ),
          },
          { title: t('menus.order'), dataIndex: 'orderNum', width: 90 },
          {
            title: t('common.actions'), key: 'actions', width: 100,
            render: (_, row) => (
              <Button type="link" size="small" onClick={() => open(row)} data-testid={`menu-catalogue-edit-${row.code}`}>
                {t('common.edit')}
              </Button>
            ),
          },
        ]}
      />
      <LockedModal
        open={editing !== null}
        title={editing ? t('menus.editTitle', { name: title(editing) }) : ''}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        onOk={() => void save()}
        onCancel={() => setEditing(null)}
        okButtonProps={{ 'data-testid': 'menu-icon-save' } as Record<string, string>}
        destroyOnHidden
      >
        {editing && (
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('menus.path')}>{editing.path ?? '--'}</Descriptions.Item>
            <Descriptions.Item label={t('menus.defaultIcon')}>
              <Space>
                {menuIcon(asIcon(editing.defaultIcon) ?? undefined)}
                {editing.defaultIcon ?? '--'}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('menus.icon')}>
              <Suspense fallback={<Spin size="small" />}>
                <IconPicker value={icon} onChange={setIcon} defaultIcon={asIcon(editing.defaultIcon)} />
              </Suspense>
            </Descriptions.Item>
          </Descriptions>
        )}
      </LockedModal>
    </Card>
  );
}
