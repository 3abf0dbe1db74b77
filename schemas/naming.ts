/** How schema names map to database identifiers; shared by the schema checks and the server DDL. */

/** camelCase field name → snake_case column name ("calibrationDue" → "calibration_due", "co2Value" → "co2_value"). */
export function columnName(fieldName: string): string {
  return fieldName.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** Columns every module table has; a field must not map onto one of them. */
export const SYSTEM_COLUMNS = ['id', 'enterprise_id', 'created_at', 'updated_at', 'created_by', 'updated_by', 'deleted_at'] as const;

/** Query-string names of the page/export calls; a filter named like them could never be sent. */
export const RESERVED_QUERY_NAMES = ['pageNum', 'pageSize', 'sortField', 'sortOrder', 'columns'] as const;

/**
 * First API path segments served by hand-written core plugins (spec §7); a module API under them
 * would shadow or be shadowed by a core route.
 */
export const RESERVED_API_ROOTS = [
  'module', 'auth', 'dict', 'menu', 'user', 'userEnterprise', 'edition', 'login', 'enterprise', 'file',
  'administrativeDivision', 'industry', 'task', 'risk', 'flowableProcessInstance', 'group',
  'customAccount', 'columnConfig',
] as const;
