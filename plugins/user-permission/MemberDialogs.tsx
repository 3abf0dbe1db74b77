import { AutoComplete, Form, Input, Select, type ButtonProps } from 'antd';
import { LockedModal } from '../../runtime/common/LockedModal';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prehashPassword } from '../../data-providers/password';
import { passwordProblem } from '../../schemas/validators/accountRules';
import { http } from '../../runtime/services/http';
import { upPaths, type Member, type Suggestion } from './api';
import { useRoles } from './useRoles';

const NS = 'user-permission';
const PHONE = /^1\d{10}$/;
const SUGGEST_MIN = 4;
const SUGGEST_DELAY_MS = 300;

interface DialogProps {
  onClose: () => void;
  onDone: () => void;
}

/** Runs a save; the request layer already reported a failure, so the dialog just stays open. */
async function attempt(save: () => Promise<unknown>, setBusy: (busy: boolean) => void, onDone: () => void) {
  setBusy(true);
  try {
    await save();
    onDone();
  } catch {
    // Reported by the request layer.
  } finally {
    setBusy(false);
  }
}

function RoleSelect(props: { value?: number; onChange?: (v: number) => void }) {
  const { t } = useTranslation(NS);
  const { data: roles = [], isLoading } = useRoles();
  return (
    <Select
      {...props}
      loading={isLoading}
      placeholder={t('user.rolePlaceholder')}
      options={roles.map((r) => ({ value: r.id, label: r.system ? `${r.name}（${t('role.system')}）` : r.name }))}
      data-testid="member-role"
    />
  );
}

/** Adds a registered user by phone; user/autoComplete suggests numbers from 4 digits on. */
export function AddMemberModal({ onClose, onDone }: DialogProps) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<{ phone: string; roleId: number }>();
  const [busy, setBusy] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<Suggestion[]>([]);

  useEffect(() => {
    if (!/^\d+$/.test(keyword) || keyword.length < SUGGEST_MIN) {
      setOptions([]);
      return;
    }
    const timer = setTimeout(() => {
      http.get<Suggestion[] | null>(upPaths.autoComplete(keyword)).then((list) => setOptions(list ?? []), () => setOptions([]));
    }, SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [keyword]);

  const submit = () =>
    form.validateFields().then((values) => attempt(() => http.post(upPaths.user, values), setBusy, onDone), () => undefined);

  return (
    <LockedModal open title={t('user.add')} onCancel={onClose} onOk={() => void submit()} confirmLoading={busy} okButtonProps={{ 'data-testid': 'member-submit' } as ButtonProps} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="phone" label={t('user.phone')} rules={[{ required: true, message: t('user.phoneRequired') }, { pattern: PHONE, message: t('user.phoneInvalid') }]}>
          <AutoComplete
            options={options.map((o) => ({ value: o.phone, label: `${o.phone}  ${o.name}` }))}
            onSearch={setKeyword}
            maxLength={11}
            placeholder={t('user.phonePlaceholder')}
            data-testid="member-phone"
          />
        </Form.Item>
        <Form.Item name="roleId" label={t('user.role')} rules={[{ required: true, message: t('user.rolePlaceholder') }]}>
          <RoleSelect />
        </Form.Item>
      </Form>
    </LockedModal>
  );
}

export function ChangeRoleModal({ member, onClose, onDone }: DialogProps & { member: Member }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<{ roleId: number }>();
  const [busy, setBusy] = useState(false);
  const submit = () =>
    form.validateFields().then(
      (values) => attempt(() => http.put(upPaths.userRole, { userId: member.id, roleId: values.roleId }), setBusy, onDone),
      () => undefined,
    );
  return (
    <LockedModal open title={t('user.changeRoleOf', { name: member.name })} onCancel={onClose} onOk={() => void submit()} confirmLoading={busy} okButtonProps={{ 'data-testid': 'member-submit' } as ButtonProps} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ roleId: member.roleId }} preserve={false}>
        <Form.Item name="roleId" label={t('user.role')} rules={[{ required: true, message: t('user.rolePlaceholder') }]}>
          <RoleSelect />
        </Form.Item>
      </Form>
    </LockedModal>
  );
}

/** Sets a new password for a member (spec §5 rules; sent pre-hashed like every password). */
export function ResetPasswordModal({ member, onClose, onDone }: DialogProps & { member: Member }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const [busy, setBusy] = useState(false);
  const submit = () =>
    form.validateFields().then(
      (values) => attempt(() => http.put(upPaths.resetPassword, { userId: member.id, password: prehashPassword(values.password) }), setBusy, onDone),
      () => undefined,
    );
  return (
    <LockedModal open title={t('user.resetPasswordOf', { name: member.name })} onCancel={onClose} onOk={() => void submit()} confirmLoading={busy} okButtonProps={{ 'data-testid': 'member-submit' } as ButtonProps} destroyOnHidden>
      <p className="ec-up-hint">{t('user.resetHint')}</p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="password"
          label={t('user.newPassword')}
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const problem = passwordProblem(value ?? '');
                return problem ? Promise.reject(new Error(t(`password.${problem}`))) : Promise.resolve();
              },
            },
          ]}
        >
          <Input.Password maxLength={16} autoComplete="new-password" data-testid="member-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('user.confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('password.passwordRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) => (value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('password.mismatch')))),
            }),
          ]}
        >
          <Input.Password maxLength={16} autoComplete="new-password" data-testid="member-password-confirm" />
        </Form.Item>
      </Form>
    </LockedModal>
  );
}
