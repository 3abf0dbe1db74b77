/** Keys, group and routes of the custom ledgers (no page code, so the plugin entry stays small). */
import { CUSTOM_MANAGE_PERMISSION, CUSTOM_PERMISSIONS } from '../../schemas/customLedger';

/** Permission keys of the designer and of the records (the same for every custom ledger). */
export const CUSTOM_KEYS = { manage: CUSTOM_MANAGE_PERMISSION, ...CUSTOM_PERMISSIONS } as const;

/** The schema group the server gives every custom ledger. */
export const CUSTOM_GROUP = 'customAccount';

export const ROUTES = {
  designList: '/accountManagement/customAccount/page',
  designForm: '/accountManagement/customAccount/addEditFrom',
  records: '/customAccount/page',
  recordForm: '/customAccount/addEditFrom',
} as const;

/** Back office: every enterprise's custom ledgers and their records, read in the operator scope (docs/operator-scope.md). */
export const ADMIN_PATH = '/admin/customAccount';
export const ADMIN_KEY = 'operation:customLedger:view';
