import Button from 'antd/es/button';
import { useState } from 'react';
import { ApiRequestError } from '../../data-providers/errors';
import { useTranslation } from 'react-i18next';
import { notifier } from '../services/notifier';
import { RESEND_COUNTDOWN_SECONDS } from '../../schemas/validators/accountRules';
import { SIGNIN_NS } from './locales';
import './account-fields.css';
import { useCountdown } from './useCountdown';

/**
 * 获取验证码 with the 60 s countdown of spec §9. `beforeSend` checks the form (returns false to stop);
 * the countdown starts only when the server accepted the send (its refusals are toasted by the request layer).
 */
export function SendCodeButton({
  send,
  beforeSend,
  testId,
  size = 'large',
  onError,
}: {
  send: () => Promise<unknown>;
  beforeSend?: () => boolean | Promise<boolean>;
  testId: string;
  size?: 'large' | 'middle';
  /** Also shows a refusal next to the field (dialogs, where the toast may be hidden behind the mask). */
  onError?: (message: string) => void;
}) {
  const { t } = useTranslation(SIGNIN_NS);
  const [left, start] = useCountdown();
  const [sending, setSending] = useState(false);

  const onClick = async () => {
    if (sending || left > 0) return;
    if (beforeSend && !(await beforeSend())) return;
    setSending(true);
    try {
      await send();
      notifier.toast('success', t('codeSent'), 1.5);
      start(RESEND_COUNTDOWN_SECONDS);
    } catch (err) {
      // Already toasted by the request layer; a form may show it in place too.
      if (err instanceof ApiRequestError) onError?.(err.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button size={size} className="ec-code-button" disabled={left > 0} loading={sending} onClick={() => void onClick()} data-testid={testId}>
      {left > 0 ? t('resendIn', { seconds: left }) : t('sendCode')}
    </Button>
  );
}
