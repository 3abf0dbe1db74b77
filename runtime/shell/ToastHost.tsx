import message from 'antd/es/message';
import { useEffect } from 'react';
import { bindMessageApi } from '../services/notifier';

/** Renders the shell's toasts inside its providers (theme, locale); see services/notifier.ts for why. */
export function ToastHost() {
  const [api, holder] = message.useMessage();
  useEffect(() => bindMessageApi(api), [api]);
  return holder;
}
