import { ENTERPRISE_STORAGE_KEY, IS_ENTERPRISE_STORAGE_KEY, TOKEN_COOKIE } from './constants';

export type Area = 'client' | 'admin';

/**
 * Values end up in request headers; anything outside visible ASCII (a tampered cookie with CR/LF,
 * spaces) would make fetch throw or smuggle a header, so it is treated as absent.
 */
const HEADER_SAFE = /^[\x21-\x7e]+$/;
const ENTERPRISE_ID = /^[A-Za-z0-9_-]{1,64}$/;

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

function readCookie(name: string): string | null {
  if (!hasDocument()) return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

function cookieAttributes(): string {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  // Session cookie (no expiry): the server owns the lifetime; Strict keeps it off cross-site requests.
  return `; Path=/; SameSite=Strict${secure}`;
}

/**
 * The area's session token, kept in a readable cookie (docs/api.md) because the request layer copies
 * it into the Authorization header; the server never authenticates from the cookie alone.
 */
export const tokenStore = {
  get(area: Area): string | null {
    const value = readCookie(TOKEN_COOKIE[area]);
    return value && HEADER_SAFE.test(value) ? value : null;
  },
  set(area: Area, token: string): void {
    if (!HEADER_SAFE.test(token)) throw new Error('token contains characters not allowed in a header');
    if (!hasDocument()) return;
    document.cookie = `${TOKEN_COOKIE[area]}=${encodeURIComponent(token)}${cookieAttributes()}`;
  },
  clear(area: Area): void {
    if (!hasDocument()) return;
    document.cookie = `${TOKEN_COOKIE[area]}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT${cookieAttributes()}`;
  },
};

function storageOf(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof globalThis[kind] === 'undefined' ? null : globalThis[kind];
  } catch {
    // Access throws when storage is disabled by the browser's privacy settings.
    return null;
  }
}

/** This browser tab's own copy (sessionStorage is per tab), then the last choice made in any tab. */
const tabStorage = () => storageOf('sessionStorage');
const lastChoice = () => storageOf('localStorage');

function readEither(key: string): string | null {
  return tabStorage()?.getItem(key) ?? lastChoice()?.getItem(key) ?? null;
}

/** Always this tab's copy; the last choice only for a choice (or when there is none yet). */
function write(key: string, value: string, asChoice: boolean): void {
  tabStorage()?.setItem(key, value);
  const last = lastChoice();
  if (asChoice || last?.getItem(key) === null) last?.setItem(key, value);
}

/** The enterprise whose data the screens of this tab show (set by the shell), null before they render. */
let shownEnterprise: string | null = null;

/**
 * The enterprise the client area acts for, sent as the enterprise_id header on every call. Each browser
 * tab keeps its own (docs/decisions.md "One enterprise per tab"): a switch in one tab never changes what
 * another tab shows or writes to. Spec §3's local-storage copy is the last choice, which a new tab
 * (or the next sign-in) starts with.
 */
export const enterpriseStore = {
  get(): string | null {
    const value = readEither(ENTERPRISE_STORAGE_KEY);
    return value && ENTERPRISE_ID.test(value) ? value : null;
  },
  /**
   * Stores the tab's enterprise. `asChoice` (default: a switch, or a new choice because the stored one is
   * no longer effective) also makes it the last choice new tabs take; a tab re-reading its own
   * enterprise (a reload) leaves the other tabs' last choice alone.
   */
  set(id: string | number, asChoice = true): void {
    const value = String(id);
    if (!ENTERPRISE_ID.test(value)) throw new Error(`invalid enterprise id: ${value}`);
    write(ENTERPRISE_STORAGE_KEY, value, asChoice);
  },
  /** Spec §4 is-enterprise flag of the stored enterprise. */
  isEnterprise(): boolean {
    return readEither(IS_ENTERPRISE_STORAGE_KEY) === '1';
  },
  setIsEnterprise(value: boolean, asChoice = true): void {
    write(IS_ENTERPRISE_STORAGE_KEY, value ? '1' : '0', asChoice);
  },
  /** Spec §4: with no effective enterprise the stored id and the flag go together. */
  clear(): void {
    for (const store of [tabStorage(), lastChoice()]) {
      store?.removeItem(ENTERPRISE_STORAGE_KEY);
      store?.removeItem(IS_ENTERPRISE_STORAGE_KEY);
    }
  },
  /**
   * The enterprise the tab's screens were loaded for, sent with every write as shown_enterprise_id:
   * the server refuses a write whose enterprise_id differs from it (issue 12).
   */
  shown(): string | null {
    return shownEnterprise;
  },
  setShown(id: string | number | null): void {
    shownEnterprise = id === null ? null : String(id);
  },
};
