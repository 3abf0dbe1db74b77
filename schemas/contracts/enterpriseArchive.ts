/** Permission keys of the enterprise archive (granted to the seeded enterprise admin role). */
export const ARCHIVE_PERMISSIONS = {
  edit: 'enterprise:archive:edit',
} as const;
