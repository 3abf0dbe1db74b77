import type { Locale } from '../../data-providers/catalogue';

/**
 * Titles of permission keys that no menu entry carries (a menu or button entry names its own key), so a
 * grant screen never shows a raw key such as `enterprise:archive:edit`. Each feature declares the titles
 * of its keys next to the keys themselves.
 */
export type PermissionTitles = Readonly<Record<string, Readonly<Record<Locale, string>>>>;
