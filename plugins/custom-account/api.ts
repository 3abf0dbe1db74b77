import { ENTERPRISE_APP } from '../../data-providers';
import type { CustomField, CustomFormColumns } from '../../schemas/customLedger';
import type { ModuleSchema } from '../../schemas/types';

/** Definition calls of server/modules/custom (docs/ledgers.md "Custom ledgers"). */
export const customPaths = {
  definitions: `${ENTERPRISE_APP}/customAccount/definition`,
  definition: (id: string) => `${ENTERPRISE_APP}/customAccount/definition/${encodeURIComponent(id)}`,
} as const;

export interface CustomLedger {
  id: string;
  name: string;
  version: number;
  /** Columns of the record form. */
  columns: CustomFormColumns;
  fields: CustomField[];
  schema: ModuleSchema;
  createdAt: string;
  updatedAt: string;
}
