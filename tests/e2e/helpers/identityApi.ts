// Direct API calls the identity flows need for their set-up (back-office edits, ids), outside the browser.
import { prehashPassword } from '../../../data-providers/password';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(baseURL: string, method: string, path: string, token: string | null, body?: object, enterpriseId?: number): Promise<Json> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = token;
  if (enterpriseId !== undefined) headers.enterprise_id = String(enterpriseId);
  if (body) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseURL}/api${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const json = (await res.json()) as Json;
  if (json.code !== 1000000) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

export async function clientToken(baseURL: string, phone: string, password: string): Promise<string> {
  return (await call(baseURL, 'POST', '/enterprise-side-app/auth/login/phonePassword', null, { phone, password: prehashPassword(password), clientType: 0 })).token;
}

export async function enterpriseIdByName(baseURL: string, token: string, name: string): Promise<number> {
  const list = (await call(baseURL, 'GET', '/enterprise-side-app/userEnterprise/authorizationEnterpriseList', token)) as Json[];
  const found = list.find((e) => e.name === name);
  if (!found) throw new Error(`no enterprise ${name}`);
  return found.id;
}

/** Back-office calls with a token of the seeded operator (a back-office sign-in leaves their other sessions alone). */
export async function backOfficeApi(baseURL: string): Promise<(method: string, path: string, body?: object) => Promise<Json>> {
  const token = (await call(baseURL, 'POST', '/operation-manage/auth/login', null, { account: 'admin', password: prehashPassword('Admin@2024') })).token as string;
  return (method, path, body) => call(baseURL, method, `/operation-manage${path}`, token, body);
}

/** Sets an enterprise's info target through the back office; returns a function restoring the old value. */
export async function setEnterpriseTarget(baseURL: string, enterpriseId: number, target: 0 | 1): Promise<() => Promise<void>> {
  const admin = (await call(baseURL, 'POST', '/operation-manage/auth/login', null, { account: 'admin', password: prehashPassword('Admin@2024') })).token;
  const page = await call(baseURL, 'GET', `/operation-manage/enterpriseManage/page?pageNum=1&pageSize=50`, admin);
  const row = (page.records as Json[]).find((e) => e.id === enterpriseId);
  if (!row) throw new Error(`enterprise ${enterpriseId} not in the back-office list`);
  const body = (t: number) => ({
    id: row.id, name: row.name, type: row.type, parentId: row.parentId ?? null, socialCreditCode: row.socialCreditCode ?? null,
    actived: row.actived, expireDate: row.expireDate ?? null, editionId: row.editionId ?? null, trial: row.trial, target: t,
  });
  await call(baseURL, 'PUT', '/operation-manage/enterpriseManage', admin, body(target));
  return async () => {
    await call(baseURL, 'PUT', '/operation-manage/enterpriseManage', admin, body(row.target));
  };
}

/** Codes of the user's menu/routerList, or with `catalogue` of every menu of the enterprise's system (menu/treeList). */
export async function routerListCodes(baseURL: string, token: string, enterpriseId: number, catalogue = false): Promise<string[]> {
  const path = catalogue ? '/enterprise-side-app/menu/treeList' : '/enterprise-side-app/menu/routerList';
  const tree = (await call(baseURL, 'GET', path, token, undefined, enterpriseId)) as Json[];
  const codes: string[] = [];
  const walk = (nodes: Json[]) => nodes.forEach((n) => (codes.push(n.code), walk(n.children ?? [])));
  walk(tree);
  return codes;
}
