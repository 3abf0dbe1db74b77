import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../services/notifier';
import { SIGNIN_NS } from './locales';

/**
 * The submit of the register and forgot-password forms: run the call, toast its success text, hand the
 * phone back to the login form; on failure the request layer has shown the error and the form unlocks.
 */
export function useAccountSubmit<V extends { phone: string }>(action: (values: V) => Promise<unknown>, successKey: string, onDone: (phone?: string) => void) {
  const { t } = useTranslation(SIGNIN_NS);
  const [submitting, setSubmitting] = useState(false);
  const submit = async (values: V) => {
    setSubmitting(true);
    try {
      await action(values);
      notifier.toast('success', t(successKey), 2);
      onDone(values.phone.trim());
    } catch {
      setSubmitting(false);
    }
  };
  return { submitting, submit };
}
