import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Divider, Form, Input, Radio, Space, Table, Tag, Tooltip, type ButtonProps } from 'antd';
import { LockedModal } from '../../../runtime/common/LockedModal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../../runtime/services/notifier';
import { adminHttp, adminPaths } from '../adminHttp';
import { BACK_OFFICE_NS } from '../locales';
import { AreaMenuGrant, shownIds, useAreaMenus, type GrantArea } from './AreaMenuGrant';

interface RoleRow {
  id: number;
  name: string;
  code: string;
  area: GrantArea;
  /** The seeded operations-admin role: every back-office key, not changed here. */
  system: boolean;
  permissions: string[];
  grantCount: number;
}

/** Test id of a role's action: back-office roles carry their area, since codes are unique per area only. */
const roleTestId = (action: string, row: RoleRow) => `admin-role-${action}-${row.area === 'admin' ? 'op-' : ''}${row.code}`;

/**
 * Roles of both areas, each granted through its area's menu trees (menus with their buttons, as on the
 * enterprise's own role screen: the enterprise and group systems for enterprise-side roles, the back
 * office's own menus for back-office roles) plus a checklist of the keys no menu carries. The seeded
 * operations-admin role holds every back-office key and stays as it is.
 */
export default function RolesPage() {
  const { t } = useTranslation(BACK_OFFICE_NS);
  const queryClient = useQueryClient();
  const roles = useQuery({ queryKey: ['adminRoles', 'all'], queryFn: () => adminHttp.get<RoleRow[]>(`${adminPaths.roles}/list`) });
  const [editing, setEditing] = useState<RoleRow | null>(null);
  const area: GrantArea = editing?.area ?? 'client';
  const keys = useQuery({ queryKey: ['adminPermissionKeys', area], queryFn: () => adminHttp.get<string[]>(`${adminPaths.roles}/permissionKeys`, { params: { area } }) });
  const areaMenus = { client: useAreaMenus('client'), admin: useAreaMenus('admin') };
  const menus = areaMenus[area];
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [otherKeys, setOtherKeys] = useState<string[]>([]);
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<RoleRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ name: string; code: string; area: GrantArea }>();
  const [renameForm] = Form.useForm<{ name: string }>();

  const run = async (action: () => Promise<unknown>, after: () => void) => {
    setBusy(true);
    try {
      await action();
      notifier.toast('success', t('common.success'), 1);
      after();
      void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('adminRoles') || q.queryKey[0] === 'adminPermissionKeys' });
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(false);
    }
  };

  const heldOtherKeys = (role: RoleRow) => role.permissions.filter((k) => !areaMenus[role.area].menuKeys.has(k));
  const allOtherKeys = [...new Set([...(keys.data ?? []), ...(editing ? heldOtherKeys(editing) : [])])].sort();

  const openGrant = async (row: RoleRow) => {
    try {
      const ids = (await adminHttp.get<number[] | null>(`${adminPaths.roles}/menuIds/${row.id}`)) ?? [];
      setChecked(new Set(ids));
      setOtherKeys(heldOtherKeys(row));
      setEditing(row);
    } catch {
      // Shown by the request layer.
    }
  };

  return (
    <Card data-testid="admin-roles">
      <div className="ec-admin-toolbar">
        <span />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => { form.resetFields(); setCreating(true); }} data-testid="admin-role-add">{t('role.create')}</Button>
      </div>
      <Table<RoleRow>
        rowKey="id"
        size="middle"
        loading={roles.isFetching}
        dataSource={roles.data}
        pagination={false}
        columns={[
          { title: t('role.name'), dataIndex: 'name' },
          { title: t('role.code'), dataIndex: 'code' },
          { title: t('role.area'), dataIndex: 'area', render: (v) => (v === 'admin' ? <Tag color="purple">{t('user.areaAdmin')}</Tag> : <Tag>{t('user.areaClient')}</Tag>) },
          { title: t('role.permissions'), dataIndex: 'permissions', render: (v: string[]) => v.length },
          { title: t('role.grantCount'), dataIndex: 'grantCount' },
          {
            title: t('common.actions'), key: 'actions', width: 160,
            render: (_, row) =>
              row.system ? (
                <Tooltip title={t('role.readonly')}><Button type="link" size="small" disabled>{t('role.grant')}</Button></Tooltip>
              ) : (
                <Space size={4}>
                  <Button type="link" size="small" disabled={areaMenus[row.area].loading} onClick={() => void openGrant(row)} data-testid={roleTestId('grant', row)}>{t('role.grant')}</Button>
                  <Button type="link" size="small" onClick={() => { renameForm.setFieldsValue({ name: row.name }); setRenaming(row); }} data-testid={roleTestId('rename', row)}>{t('common.edit')}</Button>
                </Space>
              ),
          },
        ]}
      />
      <LockedModal
        open={editing !== null}
        title={editing ? t('role.grantTitle', { name: editing.name }) : ''}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        width={720}
        okButtonProps={{ 'data-testid': 'admin-role-grant-save' } as ButtonProps}
        onOk={() =>
          void run(
            () => adminHttp.put(`${adminPaths.roles}/grants`, { id: editing!.id, menuIds: shownIds(menus, checked), permissions: otherKeys }),
            () => setEditing(null),
          )
        }
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <AreaMenuGrant menus={menus} value={checked} onChange={setChecked} testId="admin-role-tree" />
        {allOtherKeys.length > 0 && (
          <>
            <Divider orientation="left" plain>{t('role.otherKeys')}</Divider>
            <Checkbox.Group className="ec-admin-other-keys" value={otherKeys} onChange={(v) => setOtherKeys(v as string[])} data-testid="admin-role-other-keys">
              {allOtherKeys.map((key) => <Checkbox key={key} value={key}><code>{key}</code></Checkbox>)}
            </Checkbox.Group>
          </>
        )}
      </LockedModal>
      <LockedModal open={creating} title={t('role.create')} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={busy} destroyOnHidden onCancel={() => setCreating(false)}
        okButtonProps={{ 'data-testid': 'admin-role-create-save' } as ButtonProps}
        onOk={() => void form.validateFields().then((v) => run(() => adminHttp.post(adminPaths.roles, { name: v.name.trim(), code: v.code.trim(), area: v.area }), () => setCreating(false))).catch(() => undefined)}>
        <Form form={form} layout="vertical" preserve={false} initialValues={{ area: 'client' }}>
          <Form.Item name="area" label={t('role.area')}>
            <Radio.Group options={[{ value: 'client', label: t('user.areaClient') }, { value: 'admin', label: t('user.areaAdmin') }]} data-testid="admin-role-area" />
          </Form.Item>
          <Form.Item name="name" label={t('role.name')} rules={[{ required: true, whitespace: true, max: 50 }]}><Input maxLength={50} data-testid="admin-role-name" /></Form.Item>
          <Form.Item name="code" label={t('role.code')} rules={[{ required: true, pattern: /^[a-z][a-z0-9_]{1,63}$/ }]}><Input maxLength={64} placeholder="env_officer" data-testid="admin-role-code" /></Form.Item>
        </Form>
      </LockedModal>
      <LockedModal open={renaming !== null} title={t('role.rename')} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={busy} destroyOnHidden onCancel={() => setRenaming(null)}
        onOk={() => void renameForm.validateFields().then((v) => run(() => adminHttp.put(adminPaths.roles, { id: renaming!.id, name: v.name.trim() }), () => setRenaming(null))).catch(() => undefined)}>
        <Form form={renameForm} layout="vertical" preserve={false}>
          <Form.Item name="name" label={t('role.name')} rules={[{ required: true, whitespace: true, max: 50 }]}><Input maxLength={50} /></Form.Item>
        </Form>
      </LockedModal>
    </Card>
  );
}
