import Modal, { type ModalProps } from 'antd/es/modal';
import { useEffect } from 'react';
import { useClickLock } from './useClickLock';

/**
 * antd's Modal with spec §4's button lock: OK and cancel share one lock, so for 2 s after either is
 * clicked both are disabled and further clicks (also Esc and the close icon) do nothing. A drop-in for
 * `Modal` (same props); reopening the dialog starts unlocked. Imports `antd/es/modal`, not the barrel,
 * so runtime/common stays light.
 */
export function LockedModal({ open, onOk, onCancel, okButtonProps, cancelButtonProps, ...rest }: ModalProps) {
  const { locked, guard, reset } = useClickLock();
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  return (
    <Modal
      {...rest}
      open={open}
      onOk={onOk && guard(onOk)}
      onCancel={onCancel && guard(onCancel)}
      okButtonProps={{ ...okButtonProps, disabled: locked || okButtonProps?.disabled }}
      cancelButtonProps={{ ...cancelButtonProps, disabled: locked || cancelButtonProps?.disabled }}
    />
  );
}
