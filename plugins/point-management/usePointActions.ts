import { actionState } from '../../runtime/shell/permissions';
import { useShell } from '../../runtime/shell/ShellData';

/** Whether the user may use a guarded control (spec §6: hidden, or disabled for info-target enterprises). */
export function useCan() {
  const { permissions, enterprise } = useShell();
  return (permission: string) => actionState(permissions, permission, enterprise.target);
}
