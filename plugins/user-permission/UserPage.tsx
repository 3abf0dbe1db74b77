import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Space, Table, Tag, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../runtime/services/http';
import { notifier } from '../../runtime/services/notifier';
import { useShell } from '../../runtime/shell/ShellData';
import { useButtonAuth } from '../../runtime/shell/useButtonAuth';
import { KEYS, upPaths, type Member } from './api';
import { AddMemberModal, ChangeRoleModal, ResetPasswordModal } from './MemberDialogs';
import { rolesKey } from './useRoles';
import './user-permission.css';
import { DEFAULT_PAGE_SIZE, listPagination } from '../../runtime/common/listPagination';

const NS = 'user-permission';

type Dialog = { kind: 'add' } | { kind: 'role'; member: Member } | { kind: 'password'; member: Member } | null;

/** /user-permission/user: the enterprise's users; an admin adds them by phone, sets roles, resets passwords, removes. */
export default function UserPage() {
  const { t } = useTranslation(NS);
  const { enterprise, user } = useShell();
  const queryClient = useQueryClient();
  const editState = useButtonAuth(KEYS.userEdit);
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE, keyword: '' });
  const [dialog, setDialog] = useState<Dialog>(null);

  const params = { pageNum: query.pageNum, pageSize: query.pageSize, ...(query.keyword ? { keyword: query.keyword } : {}) };
  const { data, isFetching } = useQuery({
    queryKey: ['userPermission', String(enterprise.id), 'users', params],
    queryFn: () => http.get<{ records: Member[]; total: number }>(upPaths.users, { params }),
    placeholderData: keepPreviousData,
  });
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: ['userPermission', String(enterprise.id), 'users'] });
    void queryClient.invalidateQueries({ queryKey: rolesKey(enterprise.id) });
  };
  const done = (text: string) => {
    setDialog(null);
    notifier.toast('success', text, 1);
    reload();
  };

  const remove = async (member: Member) => {
    const ok = await notifier.confirm({ title: t('common.tip', { ns: 'runtime' }), content: t('user.removeConfirm', { name: member.name }) });
    if (!ok) return;
    try {
      await http.delete(upPaths.removeUser(member.id));
    } catch {
      return;
    }
    done(t('user.removed'));
  };

  const action = (label: string, onClick: () => void, testId: string, member: Member, danger = false) =>
    editState === 'hide' ? null : (
      <Button type="link" size="small" danger={danger} disabled={editState === 'disabled' || member.id === user.id} onClick={onClick} data-testid={testId}>
        {label}
      </Button>
    );

  const columns: TableProps<Member>['columns'] = [
    { key: 'name', dataIndex: 'name', title: t('user.name'), render: (name: string, m) => (m.id === user.id ? <Space size={4}>{name}<Tag>{t('user.me')}</Tag></Space> : name) },
    { key: 'phone', dataIndex: 'phone', title: t('user.phone') },
    { key: 'role', dataIndex: 'roleName', title: t('user.role'), render: (name: string) => <Tag color="green">{name}</Tag> },
    { key: 'status', dataIndex: 'status', title: t('user.status'), render: (s: number) => (s === 1 ? <Tag color="blue">{t('user.active')}</Tag> : <Tag>{t('user.disabled')}</Tag>) },
    { key: 'createdAt', dataIndex: 'createdAt', title: t('user.joinedAt'), width: 180 },
    {
      key: 'actions',
      title: t('actions'),
      width: 230,
      render: (_: unknown, m) => (
        <Space size={0}>
          {action(t('user.changeRole'), () => setDialog({ kind: 'role', member: m }), 'user-change-role', m)}
          {action(t('user.resetPassword'), () => setDialog({ kind: 'password', member: m }), 'user-reset-password', m)}
          {action(t('user.remove'), () => void remove(m), 'user-remove', m, true)}
        </Space>
      ),
    },
  ];

  return (
    <div className="ec-panel ec-up" data-testid="user-permission-users">
      <div className="ec-up-head">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('user.title')}
        </Typography.Title>
        <Space wrap>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder={t('user.searchPlaceholder')}
            value={keyword}
            maxLength={20}
            onChange={(e) => setKeyword(e.target.value)}
            onPressEnter={() => setQuery((q) => ({ ...q, pageNum: 1, keyword: keyword.trim() }))}
            style={{ width: 220 }}
            data-testid="user-search"
          />
          <Button onClick={() => setQuery((q) => ({ ...q, pageNum: 1, keyword: keyword.trim() }))}>{t('search')}</Button>
          {editState !== 'hide' && (
            <Button type="primary" icon={<PlusOutlined />} disabled={editState === 'disabled'} onClick={() => setDialog({ kind: 'add' })} data-testid="user-add">
              {t('user.add')}
            </Button>
          )}
        </Space>
      </div>
      <Table<Member>
        rowKey="id"
        loading={isFetching}
        columns={columns}
        dataSource={data?.records ?? []}
        pagination={listPagination(
          { current: query.pageNum, pageSize: query.pageSize, total: data?.total ?? 0, onChange: (pageNum, pageSize) => setQuery((q) => ({ ...q, pageNum, pageSize })) },
          (total) => t('total', { total }),
        )}
        data-testid="user-table"
      />
      {dialog?.kind === 'add' && <AddMemberModal onClose={() => setDialog(null)} onDone={() => done(t('user.added'))} />}
      {dialog?.kind === 'role' && <ChangeRoleModal member={dialog.member} onClose={() => setDialog(null)} onDone={() => done(t('saved'))} />}
      {dialog?.kind === 'password' && <ResetPasswordModal member={dialog.member} onClose={() => setDialog(null)} onDone={() => done(t('user.passwordReset'))} />}
    </div>
  );
}
