import type { PermissionTitles } from '../../core/permissionTitles';
import { ARCHIVE_PERMISSION_TITLES } from '../enterprise/permissions';

/** Every feature's titles of its permission keys that no menu entry carries (see core/permissionTitles). */
export const PERMISSION_TITLES: PermissionTitles = {
  ...ARCHIVE_PERMISSION_TITLES,
};

/** `{key, name, nameEn}` for a grant screen; a key nobody titled keeps the key as its name. */
export function titledPermission(key: string): { key: string; name: string; nameEn: string } {
  const title = PERMISSION_TITLES[key];
  return { key, name: title?.['zh-CN'] ?? key, nameEn: title?.['en-US'] ?? title?.['zh-CN'] ?? key };
}
