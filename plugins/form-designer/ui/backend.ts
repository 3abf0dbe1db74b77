/**
 * Where the designer loads and saves: the enterprise's forms (client area) or the back office's
 * templates (admin area). Both speak the same routes of server/forms under their own prefix.
 */
import { ADMIN_APP, ENTERPRISE_APP, type HttpClient } from '../../../data-providers';
import { FORM_PATHS, type FormDetail, type FormInput, type FormSummary, type FormVersionEntry, type RenderableForm } from '../../../schemas/contracts/forms';
import type { FormData } from '../../../schemas/forms/types';
import { adminHttp } from '../../../runtime/services/adminHttp';
import { http } from '../../../runtime/services/http';
import { ROUTES } from '../constants';

export interface Page<T> {
  records: T[];
  total: number;
}

export interface DesignerBackend {
  area: 'client' | 'admin';
  list(params: { pageNum: number; pageSize: number; name?: string }): Promise<Page<FormSummary>>;
  load(id: number, version?: number): Promise<FormDetail>;
  versions(id: number): Promise<FormVersionEntry[]>;
  create(input: FormInput): Promise<FormDetail>;
  update(id: number, input: Omit<FormInput, 'formKey'>): Promise<FormDetail>;
  remove(id: number): Promise<void>;
  /** The back office's templates, offered in the designer's template list. */
  templates(): Promise<FormSummary[]>;
  template(id: number): Promise<FormDetail>;
  listPath: string;
  newPath: string;
  editPath(id: number): string;
  /** Where a saved form is filled in (enterprise forms only: templates are not used as they are). */
  fillPath?: (formKey: string) => string;
}

interface TemplatePaths {
  list: string;
  one: (id: number) => string;
}

function backend(client: HttpClient, base: string, templatePaths: TemplatePaths, area: DesignerBackend['area']): DesignerBackend {
  const newPath = area === 'client' ? ROUTES.design : ROUTES.adminDesign;
  return {
    area,
    list: (params) => client.get<Page<FormSummary>>(`${base}/page`, { params }),
    load: (id, version) => client.get<FormDetail>(`${base}/${id}`, { params: version ? { version } : undefined }),
    versions: (id) => client.get<FormVersionEntry[]>(`${base}/${id}/versions`),
    create: (input) => client.post<FormDetail>(base, input),
    update: (id, input) => client.put<FormDetail>(`${base}/${id}`, input),
    remove: async (id) => {
      await client.delete(`${base}/${id}`);
    },
    templates: async () => (await client.get<Page<FormSummary>>(templatePaths.list, { params: { pageNum: 1, pageSize: 50 } })).records,
    template: (id) => client.get<FormDetail>(templatePaths.one(id)),
    listPath: area === 'client' ? ROUTES.list : ROUTES.adminList,
    newPath,
    editPath: (id) => `${newPath}/${id}`,
    fillPath: area === 'client' ? (formKey) => ROUTES.fill.replace(':formKey', encodeURIComponent(formKey)) : undefined,
  };
}

export function clientBackend(): DesignerBackend {
  const base = `${ENTERPRISE_APP}/${FORM_PATHS.client}`;
  return backend(http, base, { list: `${base}/templates`, one: (id) => `${base}/templates/${id}` }, 'client');
}

export function adminBackend(): DesignerBackend {
  const base = `${ADMIN_APP}/${FORM_PATHS.admin}`;
  return backend(adminHttp, base, { list: `${base}/page`, one: (id) => `${base}/${id}` }, 'admin');
}

/** A saved form of the enterprise by key, as the pages that use it render it (current version). */
export function renderableForm(formKey: string): Promise<RenderableForm> {
  return http.get<RenderableForm>(`${ENTERPRISE_APP}/${FORM_PATHS.client}/key/${encodeURIComponent(formKey)}`);
}

/** The server's check of filled-in data with the form's rules: the data as it may be stored, or 2010102. */
export function checkFormData(formKey: string, body: { data: FormData; hidden: string[]; version: number }): Promise<{ data: FormData }> {
  return http.post<{ data: FormData }>(`${ENTERPRISE_APP}/${FORM_PATHS.client}/key/${encodeURIComponent(formKey)}/check`, body);
}
