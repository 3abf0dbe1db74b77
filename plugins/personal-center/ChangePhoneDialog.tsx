import { Button, Form, Input, Modal, Steps } from 'antd';
import { useState } from 'react';
import { ApiRequestError } from '../../data-providers/errors';
import { useClickLock } from '../../runtime/common/useClickLock';
import { useTranslation } from 'react-i18next';
import { codeProblem, CODE_LENGTH, phoneProblem, PHONE_LENGTH } from '../../schemas/validators/accountRules';
import { ruleOf } from '../../runtime/login/formFields';
import { SIGNIN_NS } from '../../runtime/login/locales';
import { SendCodeButton } from '../../runtime/login/SendCodeButton';
import { useAccountArea } from './accountArea';

interface StepValues {
  phoneNumber: string;
  code: string;
}

/**
 * Phone change in two steps (spec §4): verify the current number with a code and 下一步, then the new
 * number and its code and 确定 → 您已成功修改手机号码，请单击确定重新登录 and a fresh sign-in.
 */
export function ChangePhoneDialog({ open, phone, onClose }: { open: boolean; phone: string; onClose: () => void }) {
  const { t } = useTranslation('personal-center');
  const { t: st } = useTranslation(SIGNIN_NS);
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [verifyForm] = Form.useForm<StepValues>();
  const [bindForm] = Form.useForm<StepValues>();
  const { api, signInAgain } = useAccountArea();
  // Spec §4: the footer's buttons lock for 2 s after a click.
  const { locked, guard } = useClickLock();

  const close = () => {
    setStep(0);
    onClose();
  };

  const run = async (action: () => Promise<void>, form: typeof verifyForm) => {
    setBusy(true);
    try {
      await action();
    } catch (err) {
      // Field errors are on the form already; a server refusal (wrong code, number taken) goes under the code.
      if (err instanceof ApiRequestError) form.setFields([{ name: 'code', errors: [err.message] }]);
    } finally {
      setBusy(false);
    }
  };

  const next = () =>
    run(async () => {
      const { code } = await verifyForm.validateFields();
      await api.validatePhone({ code, phoneNumber: phone });
      setStep(1);
    }, verifyForm);

  const confirm = () =>
    run(async () => {
      const values = await bindForm.validateFields();
      await api.updatePhone({ code: values.code, phoneNumber: values.phoneNumber.trim() });
      close();
      await signInAgain(t('phone.success'), true);
    }, bindForm);

  const sendToNew = async () => {
    await bindForm.validateFields(['phoneNumber']);
    return api.sendPhoneCode(String(bindForm.getFieldValue('phoneNumber')).trim());
  };

  const codeField = (
    testId: string,
    send: () => Promise<unknown>,
    onError: (message: string) => void,
    beforeSend?: () => Promise<boolean>,
  ) => (
    <Form.Item label={st('code')} required>
      <div className="ec-code-row">
        <Form.Item name="code" noStyle rules={[ruleOf(codeProblem, st)]}>
          <Input maxLength={CODE_LENGTH} inputMode="numeric" placeholder={st('codePlaceholder')} data-testid={`${testId}-code`} />
        </Form.Item>
        <SendCodeButton size="middle" send={send} beforeSend={beforeSend} onError={onError} testId={`${testId}-send-code`} />
      </div>
    </Form.Item>
  );

  return (
    <Modal
      open={open}
      title={t('phone.title')}
      onCancel={close}
      destroyOnHidden
      width={500}
      footer={[
        <Button key="cancel" onClick={guard(close)} disabled={locked}>
          {t('cancel')}
        </Button>,
        step === 0 ? (
          <Button key="next" type="primary" loading={busy} disabled={locked} onClick={guard(next)} data-testid="phone-next">
            {t('phone.next')}
          </Button>
        ) : (
          <Button key="confirm" type="primary" loading={busy} disabled={locked} onClick={guard(confirm)} data-testid="phone-confirm">
            {t('phone.confirm')}
          </Button>
        ),
      ]}
    >
      <Steps size="small" current={step} className="ec-pc-steps" items={[{ title: t('phone.stepVerify') }, { title: t('phone.stepBind') }]} />
      {step === 0 ? (
        <Form form={verifyForm} layout="vertical" requiredMark={false} className="ec-pc-dialog-form" key="verify">
          <Form.Item label={t('phone.current')}>
            <Input value={phone} disabled />
          </Form.Item>
          {codeField(
            'phone-current',
            () => api.sendPhoneCode(),
            (message) => verifyForm.setFields([{ name: 'code', errors: [message] }]),
          )}
        </Form>
      ) : (
        <Form form={bindForm} layout="vertical" requiredMark={false} className="ec-pc-dialog-form" key="bind">
          <Form.Item name="phoneNumber" label={t('phone.newPhone')} rules={[ruleOf(phoneProblem, st)]}>
            <Input maxLength={PHONE_LENGTH} inputMode="numeric" placeholder={st('phonePlaceholder')} data-testid="phone-new" />
          </Form.Item>
          {codeField('phone-new', sendToNew, (message) => bindForm.setFields([{ name: 'phoneNumber', errors: [message] }]), () =>
            bindForm.validateFields(['phoneNumber']).then(
              () => true,
              () => false,
            ),
          )}
        </Form>
      )}
    </Modal>
  );
}
