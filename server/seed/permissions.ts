import type { ModuleSchema } from '../../schemas/types';

/** Every permission key the loaded module schemas declare. */
export function allModulePermissions(schemas: readonly ModuleSchema[]): string[] {
  const keys = schemas.flatMap((s) => Object.values(s.permissions).filter((v): v is string => typeof v === 'string' && v !== ''));
  return [...new Set(keys)].sort();
}

/** Only the view keys: what a read-only role holds. */
export function viewPermissions(schemas: readonly ModuleSchema[]): string[] {
  return [...new Set(schemas.map((s) => s.permissions.view))].sort();
}
