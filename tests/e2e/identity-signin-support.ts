// Server-side steps of the identity flows, through the public HTTP API only: the back office reads the
// SMS outbox (where a phone would receive the code) and grants a fresh user a role in an enterprise.
import { prehashPassword } from '../../data-providers/password';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function api<T>(baseURL: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: token } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as Envelope<T>;
  if (json.code !== 1000000) throw new Error(`${method} ${path}: ${res.status} ${json.code} ${json.msg}`);
  return json.data;
}

/** The back office session per server: a file may talk to the shared server and one of its own. */
const adminTokens = new Map<string, Promise<string>>();
function admin(baseURL: string): Promise<string> {
  let token = adminTokens.get(baseURL);
  if (!token) {
    token = api<{ token: string }>(baseURL, 'POST', '/operation-manage/auth/login', { account: 'admin', password: prehashPassword('Admin@2024') }).then((d) => d.token);
    adminTokens.set(baseURL, token);
    // A failed sign-in is not kept: the next call tries again.
    token.catch(() => adminTokens.delete(baseURL));
  }
  return token;
}

/** The code of the newest SMS to the number, read from the back office's outbox list. */
export async function outboxCode(baseURL: string, phone: string): Promise<string> {
  const read = async () =>
    api<{ records: { text: string }[] }>(baseURL, 'GET', `/operation-manage/sms/outbox/page?pageNum=1&pageSize=10&phone=${phone}`, undefined, await admin(baseURL));
  // A kept session can have ended (the operator's password changed, a new server on a reused port).
  const page = await read().catch(() => {
    adminTokens.delete(baseURL);
    return read();
  });
  const code = /(\d{6})/.exec(page.records[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no SMS for ${phone}`);
  return code;
}

let serial = 0;
/** A number no seeded user has (136 + time + counter). */
export function freshPhone(): string {
  serial += 1;
  return `136${String((Date.now() % 1e6) * 100 + (serial % 100)).padStart(8, '0')}`;
}

/** Registers a user through the public calls (code from the outbox). */
export async function registerUser(baseURL: string, phone: string, name: string, password: string): Promise<void> {
  await api(baseURL, 'GET', `/enterprise-side-app/user/register/sendCode/${phone}`);
  const code = await outboxCode(baseURL, phone);
  await api(baseURL, 'POST', '/enterprise-side-app/user/register', { phone, code, name, password: prehashPassword(password) });
}

/** A registered user made enterprise admin of 江苏绿源化工有限公司 by the back office, so the shell opens. */
export async function enterpriseUser(baseURL: string, name: string, password: string): Promise<string> {
  const phone = freshPhone();
  await registerUser(baseURL, phone, name, password);
  const token = await admin(baseURL);
  const users = await api<{ records: { id: number; phone: string }[] }>(baseURL, 'GET', `/operation-manage/userManage/page?pageNum=1&pageSize=10&keyword=${phone}`, undefined, token);
  const roles = await api<{ id: number; code: string }[]>(baseURL, 'GET', '/operation-manage/roleManage/list?area=client', undefined, token);
  const enterprises = await api<{ records: { id: number; name: string }[] }>(
    baseURL,
    'GET',
    `/operation-manage/enterpriseManage/page?pageNum=1&pageSize=10&name=${encodeURIComponent('江苏绿源化工')}`,
    undefined,
    token,
  );
  const userId = users.records.find((u) => u.phone === phone)!.id;
  const roleId = roles.find((r) => r.code === 'enterprise_admin')!.id;
  await api(baseURL, 'PUT', '/operation-manage/userManage/grant', { userId, enterpriseId: enterprises.records[0].id, roleId }, token);
  return phone;
}
