import { ENTERPRISE_APP } from '../../data-providers';
import { adminHttp } from '../../runtime/services/adminHttp';
import { FORM_PATHS, type RenderableForm } from '../../schemas/contracts/forms';
import { http } from '../../runtime/services/http';
// Every page reaches the API through this module: its texts register with it (see pageLocales.ts).
import './pageLocales';
import { WORKFLOW_PATHS as P, type Candidates, type InstanceInfo, type InstanceRow, type ModelDetail, type ModelRow, type StartableProcess, type TaskRow } from './contract';

export interface Page<T> {
  records: T[];
  total: number;
}


/** The calls one area's screens make: the client's (spec §7 names) or the back office's. */
export interface WorkflowApi {
  area: 'client' | 'admin';
  tasks(params: Record<string, unknown>): Promise<Page<TaskRow>>;
  info(id: number): Promise<InstanceInfo>;
  /** formData/formHidden: the task's designer form (checked by the server with the form's rules). */
  complete(body: { taskId: number; approved: boolean; comment?: string; formData?: Record<string, unknown>; formHidden?: string[] }): Promise<unknown>;
  instances(params: Record<string, unknown>): Promise<Page<InstanceRow>>;
  models(params: Record<string, unknown>): Promise<Page<ModelRow>>;
  model(id: number): Promise<ModelDetail>;
  saveModel(body: { xml: string; svg?: string; name?: string }): Promise<{ id: number; processKey: string }>;
  deleteModel(id: number): Promise<unknown>;
  deploy(id: number): Promise<{ version: number; processKey: string }>;
  candidates(): Promise<Candidates>;
}

export const clientApi: WorkflowApi & {
  startable(): Promise<StartableProcess[]>;
  apply(body: { processKey: string; title: string; formData?: Record<string, unknown>; formHidden?: string[] }): Promise<{ instanceId: number }>;
  applications(params: Record<string, unknown>): Promise<Page<InstanceRow>>;
  /** A start event's designer form as it is now (the version a new application pins). */
  form(formKey: string): Promise<RenderableForm>;
} = {
  area: 'client',
  tasks: (params) => http.get(P.pageList, { params }),
  info: (id) => http.get(P.info(id)),
  complete: (body) => http.put(P.complete, body),
  instances: (params) => http.get(P.instancePageList, { params }),
  models: (params) => http.get(`${P.models}/page`, { params }),
  model: (id) => http.get(`${P.models}/${id}`),
  saveModel: (body) => http.post(P.models, body),
  deleteModel: (id) => http.delete(`${P.models}/${id}`),
  deploy: (id) => http.post(`${P.models}/${id}/deploy`, {}),
  candidates: () => http.get(P.candidates),
  startable: () => http.get(P.selectList),
  apply: (body) => http.post(P.addApplication, body),
  applications: (params) => http.get(P.applicationPageList, { params }),
  form: (formKey) => http.get(`${ENTERPRISE_APP}/${FORM_PATHS.client}/key/${encodeURIComponent(formKey)}`),
};

export const adminApi: WorkflowApi = {
  area: 'admin',
  tasks: (params) => adminHttp.get(P.admin.tasks, { params }),
  info: (id) => adminHttp.get(P.admin.info(id)),
  complete: (body) => adminHttp.put(P.admin.complete, body),
  instances: (params) => adminHttp.get(P.admin.instances, { params }),
  models: (params) => adminHttp.get(`${P.admin.models}/page`, { params }),
  model: (id) => adminHttp.get(`${P.admin.models}/${id}`),
  saveModel: (body) => adminHttp.post(P.admin.models, body),
  deleteModel: (id) => adminHttp.delete(`${P.admin.models}/${id}`),
  deploy: (id) => adminHttp.post(`${P.admin.models}/${id}/deploy`, {}),
  candidates: () => adminHttp.get(P.admin.candidates),
};
