import { ENTERPRISE_APP } from '../../data-providers';
import { http } from '../../runtime/services/http';

/** Enterprise certification calls (the account calls are in accountArea.tsx). */
export const userCenterApi = {
  certify: (input: { enterpriseName: string; socialCreditCode: string; remark?: string }) =>
    http.post(`${ENTERPRISE_APP}/userEnterprise/certification`, input),
  certifications: () => http.get<Certification[]>(`${ENTERPRISE_APP}/userEnterprise/certification/list`),
};

export interface Certification {
  id: number;
  enterpriseName: string;
  socialCreditCode: string;
  remark: string | null;
  status: 1 | 2 | 3;
  createdAt: string;
}
