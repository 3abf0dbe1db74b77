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

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Access throws when storage is disabled by the browser's privacy settings.
    return null;
  }
}

/** The enterprise the client area acts for; sent as the enterprise_id header on every call. */
export const enterpriseStore = {
  get(): string | null {
    const value = storage()?.getItem(ENTERPRISE_STORAGE_KEY) ?? null;
    return value && ENTERPRISE_ID.test(value) ? value : null;
  },
  set(id: string | number): void {
    const value = String(id);
    if (!ENTERPRISE_ID.test(value)) throw new Error(`invalid enterprise id: ${value}`);
    storage()?.setItem(ENTERPRISE_STORAGE_KEY, value);
  },
  /** Spec §4 is-enterprise flag of the stored enterprise. */
  isEnterprise(): boolean {
    return storage()?.getItem(IS_ENTERPRISE_STORAGE_KEY) === '1';
  },
  setIsEnterprise(value: boolean): void {
    storage()?.setItem(IS_ENTERPRISE_STORAGE_KEY, value ? '1' : '0');
  },
  /** Spec §4: with no effective enterprise the stored id and the flag go together. */
  clear(): void {
    storage()?.removeItem(ENTERPRISE_STORAGE_KEY);
    storage()?.removeItem(IS_ENTERPRISE_STORAGE_KEY);
  },
};
