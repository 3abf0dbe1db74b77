import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ruleOf } from '../../../runtime/login/formFields';
import { SIGNIN_NS } from '../../../runtime/login/locales';
import { nameProblem, passwordProblem, phoneProblem } from '../../../schemas/validators/accountRules';
import { BACK_OFFICE_NS } from '../locales';

/**
 * Phone, name and (when creating) the initial password of a new or edited user, with spec §5's own
 * messages (手机号码不能为空, 姓名格式不符合要求, 密码长度不能小于8位 …) as on the sign-in screens.
 * Test ids `<testId>-phone|name|password`.
 */
export function PersonFields({ withPassword, testId }: { withPassword: boolean; testId: string }) {
  const { t } = useTranslation(BACK_OFFICE_NS);
  const { t: st } = useTranslation(SIGNIN_NS);
  return (
    <>
      <Form.Item name="phone" label={t('user.phone')} rules={[ruleOf(phoneProblem, st)]} required>
        <Input maxLength={11} data-testid={`${testId}-phone`} />
      </Form.Item>
      <Form.Item name="name" label={t('user.name')} rules={[ruleOf(nameProblem, st)]} required>
        <Input maxLength={11} data-testid={`${testId}-name`} />
      </Form.Item>
      {withPassword && (
        <Form.Item name="password" label={t('user.password')} rules={[ruleOf(passwordProblem, st)]} required extra={t('user.passwordRule')}>
          <Input.Password maxLength={17} autoComplete="new-password" data-testid={`${testId}-password`} />
        </Form.Item>
      )}
    </>
  );
}
