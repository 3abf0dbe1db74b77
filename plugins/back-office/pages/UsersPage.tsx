import type { ButtonProps } from 'antd/es/button';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Popconfirm, Radio, Select, Space, Table, Tag } from 'antd';
import { LockedModal } from '../../../runtime/common/LockedModal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../../runtime/services/notifier';
import { prehashPassword } from '../../../data-providers/password';
import { adminHttp, adminPaths } from '../adminHttp';
import { BACK_OFFICE_NS } from '../locales';
import { EnterprisePicker } from '../../../runtime/common/EnterprisePicker';
import { OperatorDialog, type OperatorRow } from './OperatorDialog';
import { PersonFields } from './PersonFields';
import { usePaged } from './usePaged';

interface Grant {
  enterpriseId: number;
  enterpriseName: string;
  roleId: number;
  roleName: string;
}

interface UserRow {
  id: number;
  name: string;
  phone: string;
  account: string | null;
  status: 0 | 1;
  isAdminArea: boolean;
  adminRoleId: number | null;
  adminRoleName: string | null;
  createdAt: string;
  grants: Grant[];
}

interface RoleRow {
  id: number;
  name: string;
  code: string;
  area: 'client' | 'admin';
}

/**
 * Users of both areas: search (all, enterprise side, back office), create enterprise-side users and grant
 * them enterprises with a role; create and edit back-office accounts with a back-office role; enable or
 * disable (sessions answer 402 at once).
 */
export default function UsersPage() {
  const { t } = useTranslation(BACK_OFFICE_NS);
  const queryClient = useQueryClient();
  const list = usePaged<UserRow>('adminUsers', `${adminPaths.users}/page`);
  const [creating, setCreating] = useState(false);
  const [granting, setGranting] = useState<UserRow | null>(null);
  const [operator, setOperator] = useState<OperatorRow | 'new' | null>(null);
  const [keyword, setKeyword] = useState<string | undefined>();
  const [area, setArea] = useState<'client' | 'admin' | undefined>();
  const [busy, setBusy] = useState(false);
  const [createForm] = Form.useForm<{ phone: string; name: string; password: string }>();
  const [grantForm] = Form.useForm<{ enterpriseId: number; roleId: number }>();
  const roles = useQuery({ queryKey: ['adminRoles', 'client'], queryFn: () => adminHttp.get<RoleRow[]>(`${adminPaths.roles}/list`, { params: { area: 'client' } }), enabled: granting !== null });

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['adminUsers'] });
  const run = async (action: () => Promise<unknown>, after?: () => void) => {
    setBusy(true);
    try {
      await action();
      notifier.toast('success', t('common.success'), 1);
      after?.();
      void refresh();
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(false);
    }
  };

  const create = async () => {
    const v = await createForm.validateFields();
    await run(() => adminHttp.post(adminPaths.users, { phone: v.phone.trim(), name: v.name.trim(), password: prehashPassword(v.password) }), () => setCreating(false));
  };
  const grant = async () => {
    const v = await grantForm.validateFields();
    await run(() => adminHttp.put(`${adminPaths.users}/grant`, { userId: granting!.id, ...v }), () => setGranting(null));
  };


  return (
    <Card data-testid="admin-users">
      <div className="ec-admin-toolbar">
        <Input.Search
          allowClear
          maxLength={20}
          style={{ width: 280 }}
          placeholder={`${t('user.name')} / ${t('user.phone')} / ${t('user.account')}`}
          enterButton={t('common.search')}
          onSearch={(text) => {
            setKeyword(text.trim() || undefined);
            list.search({ keyword: text.trim() || undefined, area });
          }}
          data-testid="admin-user-search"
        />
        <Radio.Group
          optionType="button"
          value={area ?? 'all'}
          onChange={(e) => {
            const next = e.target.value === 'all' ? undefined : (e.target.value as 'client' | 'admin');
            setArea(next);
            list.search({ keyword, area: next });
          }}
          options={[{ value: 'all', label: t('common.all') }, { value: 'client', label: t('user.areaClient') }, { value: 'admin', label: t('user.areaAdmin') }]}
          data-testid="admin-user-area"
        />
        <span className="ec-admin-toolbar-fill" />
        <Space>
          <Button icon={<PlusOutlined />} onClick={() => setOperator('new')} data-testid="admin-operator-add">{t('operator.create')}</Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => { createForm.resetFields(); setCreating(true); }} data-testid="admin-user-add">
            {t('user.create')}
          </Button>
        </Space>
      </div>
      <Table<UserRow>
        rowKey="id"
        size="middle"
        loading={list.query.isFetching}
        dataSource={list.query.data?.records}
        pagination={list.pagination((total) => t('common.total', { total }))}
        scroll={{ x: 1000 }}
        columns={[
          { title: t('user.name'), dataIndex: 'name', width: 110 },
          { title: t('user.phone'), dataIndex: 'phone', width: 130 },
          { title: t('user.account'), dataIndex: 'account', width: 100, render: (v) => v ?? '-' },
          { title: t('user.area'), dataIndex: 'isAdminArea', width: 100, render: (v) => (v ? <Tag color="purple">{t('user.areaAdmin')}</Tag> : <Tag>{t('user.areaClient')}</Tag>) },
          { title: t('user.status'), dataIndex: 'status', width: 90, render: (v) => (v === 1 ? <Tag color="green">{t('enterprise.active')}</Tag> : <Tag>{t('enterprise.disabled')}</Tag>) },
          {
            title: t('user.grants'), dataIndex: 'grants',
            render: (grants: Grant[], row) =>
              row.isAdminArea ? (
                row.adminRoleName ? <Tag color="purple" data-testid={`admin-user-role-${row.id}`}>{row.adminRoleName}</Tag> : '-'
              ) : grants.length === 0 ? '-' : (
                <Space size={[4, 4]} wrap>
                  {grants.map((g) => (
                    <Tag key={g.enterpriseId} closable onClose={(e) => { e.preventDefault(); void run(() => adminHttp.delete(`${adminPaths.users}/grant`, { params: { userId: row.id, enterpriseId: g.enterpriseId } })); }}>
                      {g.enterpriseName} · {g.roleName}
                    </Tag>
                  ))}
                </Space>
              ),
          },
          { title: t('user.createdAt'), dataIndex: 'createdAt', width: 170 },
          {
            title: t('common.actions'), key: 'actions', width: 150, fixed: 'right',
            render: (_, row) => (
              <Space size={4}>
                {row.isAdminArea ? (
                  <Button type="link" size="small" onClick={() => setOperator(row)} data-testid={`admin-operator-edit-${row.id}`}>{t('common.edit')}</Button>
                ) : (
                  <Button type="link" size="small" onClick={() => { grantForm.resetFields(); setGranting(row); }} data-testid={`admin-user-grant-${row.id}`}>{t('user.grant')}</Button>
                )}
                {row.status === 1 ? (
                  <Popconfirm title={t('user.disableConfirm')} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={() => run(() => adminHttp.put(`${adminPaths.users}/status`, { id: row.id, status: 0 }))} okButtonProps={{ 'data-testid': 'admin-user-disable-ok' } as ButtonProps}>
                    <Button type="link" size="small" danger data-testid={`admin-user-disable-${row.id}`}>{t('common.disable')}</Button>
                  </Popconfirm>
                ) : (
                  <Button type="link" size="small" onClick={() => void run(() => adminHttp.put(`${adminPaths.users}/status`, { id: row.id, status: 1 }))} data-testid={`admin-user-enable-${row.id}`}>{t('common.enable')}</Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <LockedModal open={creating} title={t('user.create')} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={busy} onOk={() => void create().catch(() => undefined)} onCancel={() => setCreating(false)} destroyOnHidden>
        <Form form={createForm} layout="vertical" preserve={false}>
          <PersonFields withPassword testId="admin-user" />
        </Form>
      </LockedModal>
      <LockedModal open={granting !== null} title={`${t('user.grantTitle')}${granting ? `：${granting.name}` : ''}`} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={busy} onOk={() => void grant().catch(() => undefined)} onCancel={() => setGranting(null)} destroyOnHidden>
        <Form form={grantForm} layout="vertical" preserve={false}>
          <Form.Item name="enterpriseId" label={t('user.enterprise')} rules={[{ required: true, message: t('user.enterpriseRequired') }]}>
            <EnterprisePicker testId="admin-user-grant-enterprise" />
          </Form.Item>
          <Form.Item name="roleId" label={t('user.role')} rules={[{ required: true, message: t('user.roleRequired') }]}>
            <Select options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))} />
          </Form.Item>
        </Form>
      </LockedModal>
      <OperatorDialog
        operator={operator}
        onClose={() => setOperator(null)}
        onSaved={() => {
          setOperator(null);
          void refresh();
        }}
      />
    </Card>
  );
}
