import type { ButtonProps } from 'antd/es/button';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prehashPassword } from '../../../data-providers/password';
import { LockedModal } from '../../../runtime/common/LockedModal';
import { showServerFieldErrors } from '../../../runtime/common/serverFieldErrors';
import { notifier } from '../../../runtime/services/notifier';
import { OPERATOR_ACCOUNT_PATTERN } from '../../../schemas/contracts/backOffice';
import { adminHttp, adminPaths } from '../adminHttp';
import { BACK_OFFICE_NS } from '../locales';
import { PersonFields } from './PersonFields';

/** A back-office account as the users list gives it. */
export interface OperatorRow {
  id: number;
  name: string;
  phone: string;
  account: string | null;
  adminRoleId: number | null;
}

interface OperatorForm {
  account: string;
  phone: string;
  name: string;
  password?: string;
  roleId: number;
}

const ACCOUNT = new RegExp(OPERATOR_ACCOUNT_PATTERN);

/**
 * Create (operator = 'new') or edit a back-office account: account name, phone, name, the initial
 * password when created, and a back-office role. The server refuses changing your own role and any
 * change that would leave no administrator; its field errors (a taken account or phone) go next to the inputs.
 */
export function OperatorDialog({ operator, onClose, onSaved }: { operator: OperatorRow | 'new' | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation(BACK_OFFICE_NS);
  const [form] = Form.useForm<OperatorForm>();
  const [busy, setBusy] = useState(false);
  const roles = useQuery({
    queryKey: ['adminRoles', 'admin'],
    queryFn: () => adminHttp.get<{ id: number; name: string }[]>(`${adminPaths.roles}/list`, { params: { area: 'admin' } }),
    enabled: operator !== null,
  });
  const creating = operator === 'new';

  useEffect(() => {
    if (operator && operator !== 'new') {
      form.setFieldsValue({ account: operator.account ?? '', phone: operator.phone, name: operator.name, roleId: operator.adminRoleId ?? undefined });
    }
  }, [operator, form]);

  const save = async () => {
    const v = await form.validateFields();
    const body = { account: v.account.trim(), phone: v.phone.trim(), name: v.name.trim(), roleId: v.roleId };
    setBusy(true);
    try {
      if (creating) await adminHttp.post(`${adminPaths.users}/operator`, { ...body, password: prehashPassword(v.password!) });
      else await adminHttp.put(`${adminPaths.users}/operator`, { ...body, id: (operator as OperatorRow).id });
      notifier.toast('success', t('common.success'), 1);
      onSaved();
    } catch (error) {
      // Shown by the request layer; a taken account or phone also goes next to its input.
      showServerFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <LockedModal
      open={operator !== null}
      title={creating ? t('operator.create') : t('operator.edit')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'admin-operator-save' } as ButtonProps}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="account" label={t('user.account')} rules={[{ required: true, pattern: ACCOUNT, message: t('operator.accountRule') }]} extra={t('operator.accountRule')}>
          <Input maxLength={32} autoComplete="off" data-testid="admin-operator-account" />
        </Form.Item>
        <PersonFields withPassword={creating} testId="admin-operator" />
        <Form.Item name="roleId" label={t('user.role')} rules={[{ required: true, message: t('user.roleRequired') }]}>
          <Select loading={roles.isLoading} options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))} data-testid="admin-operator-role" />
        </Form.Item>
      </Form>
    </LockedModal>
  );
}
