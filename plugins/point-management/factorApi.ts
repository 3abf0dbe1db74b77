import { adminHttp } from '../../runtime/services/adminHttp';
import type { FactorMedium } from '../../schemas/contracts/monitoring/pointTypes';

/** A pollution factor as the back office's catalogue holds it (server/monitoring/factors/routes.ts). */
export interface FactorRecord {
  id: number;
  code: string;
  name: string;
  code2005: string | null;
  medium: FactorMedium;
  unit: string | null;
  unitAmount: string | null;
  dataType: string | null;
  builtin: boolean;
  enabled: boolean;
}

export type FactorInput = Omit<FactorRecord, 'id' | 'builtin'>;

export type FactorQuery = { pageNum: number; pageSize: number; code?: string; name?: string; medium?: FactorMedium; enabled?: boolean };

const BASE = '/operation-manage/pollutionFactor';

/** The back office's pollution-factor calls: list, add, edit (the code is fixed once created). */
export const factorApi = {
  page: (query: FactorQuery) => adminHttp.get<{ records: FactorRecord[]; total: number }>(`${BASE}/page`, { params: query }),
  create: (input: FactorInput) => adminHttp.post<FactorRecord>(BASE, input),
  update: (id: number, input: Partial<Omit<FactorInput, 'code'>>) => adminHttp.put<FactorRecord>(BASE, { id, ...input }),
};
