import { DeleteOutlined, EditOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Input, List, Space, Spin, Tag, Typography, type ButtonProps } from 'antd';
import { LockedModal } from '../../runtime/common/LockedModal';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../runtime/services/http';
import { notifier } from '../../runtime/services/notifier';
import { useShell } from '../../runtime/shell/ShellData';
import type { ServerMenu } from '../../runtime/shell/serverMenus';
import { useButtonAuth } from '../../runtime/shell/useButtonAuth';
import { indexTree, knownIds } from '../../runtime/common/grantTree';
import { MenuGrantTree } from '../../runtime/common/MenuGrantTree';
import { KEYS, upPaths, type RoleItem } from './api';
import { rolesKey, useRoles } from './useRoles';
import './user-permission.css';

const NS = 'user-permission';

/** Name dialog for a new role or a rename. */
function RoleNameModal({ initial, onClose, onSave }: { initial?: string; onClose: () => void; onSave: (name: string) => Promise<void> }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<{ name: string }>();
  const [busy, setBusy] = useState(false);
  const submit = () =>
    form.validateFields().then(async ({ name }) => {
      setBusy(true);
      try {
        await onSave(name.trim());
      } catch {
        // Reported by the request layer.
      } finally {
        setBusy(false);
      }
    }, () => undefined);
  return (
    <LockedModal open title={initial ? t('role.rename') : t('role.add')} onCancel={onClose} onOk={() => void submit()} confirmLoading={busy} okButtonProps={{ 'data-testid': 'role-name-submit' } as ButtonProps} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ name: initial }} preserve={false}>
        <Form.Item name="name" label={t('role.name')} rules={[{ required: true, whitespace: true, message: t('role.nameRequired') }, { max: 20, message: t('role.nameTooLong') }]}>
          <Input maxLength={20} data-testid="role-name" />
        </Form.Item>
      </Form>
    </LockedModal>
  );
}

/** /user-permission/role: the enterprise's roles; a checkable tree grants menus and buttons of the edition. */
export default function RolePage() {
  const { t } = useTranslation(NS);
  const { enterprise } = useShell();
  const queryClient = useQueryClient();
  const editState = useButtonAuth(KEYS.roleEdit);
  const { data: roles = [], isLoading } = useRoles();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [naming, setNaming] = useState<'new' | 'rename' | null>(null);
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);

  const selected = roles.find((r) => r.id === selectedId) ?? roles[0] ?? null;
  const editable = selected !== null && !selected.system && editState === 'show';

  const treeQuery = useQuery({
    queryKey: ['userPermission', String(enterprise.id), 'grantTree'],
    queryFn: async () =>
      (await http.get<ServerMenu[] | null>(upPaths.menuTree, { params: enterprise.editionId ? { editionId: enterprise.editionId } : {} })) ?? [],
  });
  const grantsQuery = useQuery({
    queryKey: ['userPermission', String(enterprise.id), 'roleMenus', selected?.id],
    queryFn: async () => (await http.get<number[] | null>(upPaths.roleMenus(selected!.id))) ?? [],
    enabled: selected !== null,
  });
  const index = useMemo(() => indexTree(treeQuery.data ?? []), [treeQuery.data]);

  useEffect(() => {
    if (grantsQuery.data) {
      setChecked(knownIds(index, grantsQuery.data));
      setDirty(false);
    }
  }, [grantsQuery.data, index]);

  const refreshRoles = () => queryClient.invalidateQueries({ queryKey: rolesKey(enterprise.id) });

  const save = async () => {
    if (!selected) return;
    setSaving(true);
    try {
      await http.put(upPaths.role, { id: selected.id, name: selected.name, menuIds: [...checked] });
      notifier.toast('success', t('saved'), 1);
      setDirty(false);
      await queryClient.invalidateQueries({ queryKey: ['userPermission', String(enterprise.id), 'roleMenus', selected.id] });
    } catch {
      // Reported by the request layer.
    } finally {
      setSaving(false);
    }
  };

  const create = async (name: string) => {
    const { id } = await http.post<{ id: number }>(upPaths.role, { name, menuIds: [] });
    setNaming(null);
    notifier.toast('success', t('role.created'), 1);
    await refreshRoles();
    setSelectedId(id);
  };

  const rename = async (name: string) => {
    if (!selected) return;
    await http.put(upPaths.role, { id: selected.id, name, menuIds: [...checked] });
    setNaming(null);
    notifier.toast('success', t('saved'), 1);
    await refreshRoles();
  };

  const remove = async (role: RoleItem) => {
    const ok = await notifier.confirm({ title: t('common.tip', { ns: 'runtime' }), content: t('role.removeConfirm', { name: role.name }) });
    if (!ok) return;
    try {
      await http.delete(upPaths.removeRole(role.id));
    } catch {
      return;
    }
    notifier.toast('success', t('role.removed'), 1);
    setSelectedId(null);
    await refreshRoles();
  };

  return (
    <div className="ec-up-roles" data-testid="user-permission-roles">
      <Card
        className="ec-up-role-list"
        title={t('role.title')}
        extra={
          editState !== 'hide' && (
            <Button type="primary" size="small" icon={<PlusOutlined />} disabled={editState === 'disabled'} onClick={() => setNaming('new')} data-testid="role-add">
              {t('role.add')}
            </Button>
          )
        }
      >
        <List<RoleItem>
          loading={isLoading}
          dataSource={roles}
          renderItem={(role) => (
            <List.Item
              className={`ec-up-role${role.id === selected?.id ? ' is-active' : ''}`}
              onClick={() => setSelectedId(role.id)}
              data-testid={`role-item-${role.name}`}
            >
              <Space size={6}>
                <span>{role.name}</span>
                {role.system && <Tag>{t('role.system')}</Tag>}
              </Space>
              <span className="ec-up-role-count">{t('role.userCount', { count: role.userCount })}</span>
            </List.Item>
          )}
        />
      </Card>
      <Card
        className="ec-up-role-grants"
        title={selected ? t('role.grantsOf', { name: selected.name }) : t('role.grants')}
        extra={
          editable && (
            <Space>
              <Button icon={<EditOutlined />} onClick={() => setNaming('rename')} data-testid="role-rename">
                {t('role.rename')}
              </Button>
              <Button danger icon={<DeleteOutlined />} onClick={() => void remove(selected)} data-testid="role-delete">
                {t('role.delete')}
              </Button>
              <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={!dirty} onClick={() => void save()} data-testid="role-save">
                {t('role.save')}
              </Button>
            </Space>
          )
        }
      >
        {selected?.system && <Typography.Paragraph type="secondary">{t('role.systemHint')}</Typography.Paragraph>}
        {!selected ? (
          <Empty description={t('empty')} />
        ) : treeQuery.isLoading || grantsQuery.isLoading ? (
          <Spin />
        ) : (
          <MenuGrantTree
            menus={treeQuery.data ?? []}
            value={checked}
            disabled={!editable}
            buttonLabel={t('role.button')}
            onChange={(next) => {
              setChecked(next);
              setDirty(true);
            }}
            data-testid="role-tree"
          />
        )}
      </Card>
      {naming === 'new' && <RoleNameModal onClose={() => setNaming(null)} onSave={create} />}
      {naming === 'rename' && selected && <RoleNameModal initial={selected.name} onClose={() => setNaming(null)} onSave={rename} />}
    </div>
  );
}
