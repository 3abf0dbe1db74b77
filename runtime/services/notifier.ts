import type { ButtonProps } from 'antd/es/button';
import type { MessageInstance } from 'antd/es/message/interface';
import type { Notifier } from '../../data-providers';
import { createClickLock } from '../common/useClickLock';
import { i18n } from '../i18n';

/*
 * Inside the signed-in shell antd's static message holder renders nothing (observed with antd 5.29 after
 * the shell's providers mount), so the shell mounts a hook-based holder (ToastHost) and binds it here.
 * The static API stays for screens without the host (the login route), where it works and costs nothing
 * up front.
 */
let boundMessage: MessageInstance | null = null;

/** Used by ToastHost; returns the unbind function for its effect cleanup. */
export function bindMessageApi(api: MessageInstance): () => void {
  boundMessage = api;
  return () => {
    if (boundMessage === api) boundMessage = null;
  };
}

/**
 * antd-backed Notifier. antd's message and Modal are imported on first use so that the login route,
 * which may never show a toast, does not download them up front.
 */
export const notifier: Notifier = {
  toast(kind, text, seconds) {
    if (boundMessage) {
      void boundMessage[kind]({ content: text, duration: seconds });
      return;
    }
    void import('antd/es/message').then(({ default: message }) => {
      message[kind]({ content: text, duration: seconds });
    });
  },
  confirm({ title, content, okOnly }) {
    return import('antd/es/modal').then(
      ({ default: Modal }) =>
        new Promise<boolean>((resolve) => {
          const open = okOnly ? Modal.warning : Modal.confirm;
          // Spec §4: the first click answers; OK and cancel ignore further clicks for 2 s.
          const lock = createClickLock();
          open({
            title,
            content,
            okText: i18n.t('common.ok'),
            cancelText: i18n.t('common.cancel'),
            // Stable hooks for end-to-end tests (antd's own class names change between versions).
            okButtonProps: { 'data-testid': 'confirm-ok' } as ButtonProps,
            cancelButtonProps: { 'data-testid': 'confirm-cancel' } as ButtonProps,
            onOk: lock.guard(() => resolve(true)),
            onCancel: lock.guard(() => resolve(false)),
            // Closing a warning dialog any other way counts as acknowledging it.
            afterClose: () => {
              lock.dispose();
              resolve(!!okOnly);
            },
          });
        }),
    );
  },
};
