import type { PermissionTitles } from '../../core/permissionTitles';

/** Permission keys of the enterprise archive (granted to the seeded enterprise admin role). */
export const ARCHIVE_PERMISSIONS = {
  edit: 'enterprise:archive:edit',
} as const;

/**
 * How grant screens name the keys (no menu entry carries them: they are granted beside the menu tree),
 * declared with the keys so the title moves wherever the feature does.
 */
export const ARCHIVE_PERMISSION_TITLES: PermissionTitles = {
  [ARCHIVE_PERMISSIONS.edit]: { 'zh-CN': '编辑企业档案', 'en-US': 'Edit the enterprise archive' },
};
