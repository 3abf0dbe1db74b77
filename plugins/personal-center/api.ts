import { ENTERPRISE_APP } from '../../data-providers';
import { prehashPassword } from '../../data-providers/password';
import { http } from '../../runtime/services/http';

/** User centre calls of spec §7 (paths below the enterprise-side prefix). */
export const userCenterApi = {
  updateName: (name: string) => http.put(`${ENTERPRISE_APP}/user/center/update/name`, { name }),
  sendPasswordCode: () => http.get(`${ENTERPRISE_APP}/user/send/password/code`),
  updatePassword: (input: { code: string; password: string; phone: string }) =>
    http.put(`${ENTERPRISE_APP}/user/center/update/password`, { ...input, password: prehashPassword(input.password) }),
  /** Without a number: to the current phone (step 1); with one: to the new phone (step 2). */
  sendPhoneCode: (phoneNumber?: string) =>
    http.get(`${ENTERPRISE_APP}/user/send/phoneNumber/code`, phoneNumber ? { params: { phoneNumber } } : undefined),
  validatePhone: (input: { code: string; phoneNumber: string }) => http.put(`${ENTERPRISE_APP}/user/center/phone/validate`, input),
  updatePhone: (input: { code: string; phoneNumber: string }) => http.put(`${ENTERPRISE_APP}/user/center/update/phone`, input),
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
