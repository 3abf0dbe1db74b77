/**
 * Spec §3 "Account store: focused custom node … kept in session storage": the custom ledger the user
 * last opened in the records area, so /customAccount/page returns to it within the browser tab.
 */
const FOCUS_KEY = 'ec_custom_account_focus';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function session(): Store | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readFocus(store: Store | null = session()): string | null {
  try {
    return store?.getItem(FOCUS_KEY) ?? null;
  } catch {
    return null;
  }
}

export function writeFocus(moduleId: string, store: Store | null = session()): void {
  try {
    store?.setItem(FOCUS_KEY, moduleId);
  } catch {
    // Storage disabled: the records area then opens on the first ledger.
  }
}

/** The ledger to open: the focused one while it still exists, else the first. */
export function pickLedger<T extends { id: string }>(ledgers: readonly T[], focused: string | null): T | undefined {
  return ledgers.find((l) => l.id === focused) ?? ledgers[0];
}
