/** Templates shipped with the designer (checked by `npm run schemas:check` as *.form.json files). */
import type { FormJson } from '../../../schemas/forms/types';
import facilityInspection from './facility-inspection.form.json';
import leaveRequest from './leave-request.form.json';

export interface BuiltinTemplate {
  key: string;
  name: { 'zh-CN': string; 'en-US': string };
  form: FormJson;
}

export const BUILTIN_TEMPLATES: readonly BuiltinTemplate[] = [
  { key: 'facility-inspection', name: { 'zh-CN': '环保设施巡检单', 'en-US': 'Facility inspection' }, form: facilityInspection as unknown as FormJson },
  { key: 'leave-request', name: { 'zh-CN': '请假申请单', 'en-US': 'Leave request' }, form: leaveRequest as unknown as FormJson },
];
