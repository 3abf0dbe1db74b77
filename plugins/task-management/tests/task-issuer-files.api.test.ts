// Issue 18: tasks the back office or a group issues carry files — platform files from the back office, the
// group's own files from a group — checked like every attachment; the member enterprises read them signed
// (their file API cannot sign another owner's files). A group's managers hear when a member completes one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prehashPassword } from '../../../data-providers/password';
import { getFrom, sampleFile, uploadFile } from '../../../tests/api/storage-harness';
import { adminCaller, caller, inDays, JIANGSU, PEOPLE, taskApp, taskNotices, uploadAs, ZHEJIANG, type Caller, type Json, type TaskTestApp } from './helpers';

const GROUP = '绿源环境集团';
let t: TaskTestApp;
let admin: Caller;
let group: Caller;
let jiangsu: Caller;
let zhejiang: Caller;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await taskApp();
  ids = { group: await t.enterpriseId(GROUP), jiangsu: await t.enterpriseId(JIANGSU), zhejiang: await t.enterpriseId(ZHEJIANG) };
  admin = await adminCaller(t);
  group = await caller(t, PEOPLE.zhang, ids.group);
  jiangsu = await caller(t, PEOPLE.zhang, ids.jiangsu);
  zhejiang = await caller(t, PEOPLE.zhang, ids.zhejiang);
});
afterAll(async () => {
  await t?.close();
  t?.removeStore();
});

const platformUpload = async (name: string) => {
  const res = await uploadFile(t, admin.headers, name, sampleFile('pdf', 1500), undefined, '/api/operation-manage/file');
  expect(res.code, JSON.stringify(res)).toBe(1000000);
  return { url: res.data.url as string, name };
};
const count = async (as: Caller, path: string) => (await as('GET', `${path}/page?pageNum=1&pageSize=10`)).data.total as number;

describe('files on tasks from the back office', () => {
  it('attaches platform files; the enterprise reads them signed and downloads them', async () => {
    const notice = await platformUpload('专项检查通知.pdf');
    const res = await admin('POST', '/task', { title: '汛期专项检查', level: 2, deadline: inDays(5), enterpriseIds: [ids.jiangsu], attachments: [{ ...notice, name: 'evil.exe' }] });
    expect(res.code, JSON.stringify(res)).toBe(1000000);
    const [id] = res.data.ids as number[];
    // The stored facts come from the file table, not from what the form claimed.
    const seen = (await jiangsu('GET', `/task/${id}`)).data;
    expect(seen.attachments).toEqual([expect.objectContaining({ name: '专项检查通知.pdf', url: notice.url, path: expect.stringContaining('X-Signature=') })]);
    const download = await getFrom(t, seen.attachments[0].path);
    expect(download.status).toBe(200);
    expect(download.body.length).toBe(1500);
    // The back office reads its own task's files signed too.
    expect((await admin('GET', `/task/${id}`)).data.attachments[0].path).toContain('X-Signature=');
  });

  it('refuses an enterprise’s file and an unknown key, issuing nothing', async () => {
    const before = await count(admin, '/task');
    const foreign = await uploadAs(t, jiangsu, '企业自有文件.pdf');
    const refused = await admin('POST', '/task', { title: '带企业文件', level: 1, deadline: inDays(5), enterpriseIds: [ids.jiangsu], attachments: [foreign] });
    expect(refused.code).toBe(2010103);
    const unknown = await admin('POST', '/task', { title: '带未知文件', level: 1, deadline: inDays(5), enterpriseIds: [ids.jiangsu], attachments: [{ url: '/platform/2026/01/none.pdf' }] });
    expect([2010103, 2010105]).toContain(unknown.code);
    expect(await count(admin, '/task')).toBe(before);
  });
});

describe('files on tasks from a group', () => {
  let taskId: number;

  it('attaches the group’s own files; each member reads them signed', async () => {
    const plan = await uploadAs(t, group, '集团自查方案.pdf');
    const res = await group('POST', '/group/task', { title: '集团自查', level: 1, deadline: inDays(8), enterpriseIds: [ids.jiangsu, ids.zhejiang], attachments: [plan] });
    expect(res.code, JSON.stringify(res)).toBe(1000000);
    const rows = (await group('GET', '/group/task/page?pageNum=1&pageSize=10')).data.records as Json[];
    taskId = rows.find((r) => r.enterpriseId === ids.jiangsu && r.title === '集团自查')!.id;
    const zhejiangTask = rows.find((r) => r.enterpriseId === ids.zhejiang && r.title === '集团自查')!.id;
    for (const [member, id] of [[jiangsu, taskId], [zhejiang, zhejiangTask]] as const) {
      const seen = (await member('GET', `/task/${id}`)).data;
      expect(seen.attachments).toEqual([expect.objectContaining({ name: '集团自查方案.pdf', url: plan.url, path: expect.stringContaining('X-Signature=') })]);
      expect((await getFrom(t, seen.attachments[0].path)).status).toBe(200);
    }
  });

  it('refuses a member’s file on a group task', async () => {
    const before = await count(group, '/group/task');
    const members = await uploadAs(t, jiangsu, '成员文件.pdf');
    const refused = await group('POST', '/group/task', { title: '带成员文件', level: 1, deadline: inDays(8), enterpriseIds: [ids.jiangsu], attachments: [members] });
    expect(refused.code).toBe(2010103);
    expect(await count(group, '/group/task')).toBe(before);
  });

  it('tells the group’s managers, under the group, when a member completes the task — not the one who completed it', async () => {
    // A second manager of the group, who is no member enterprise's user.
    const ops = await adminCaller(t);
    const created = await ops('POST', '/userManage', { phone: '13700000077', name: '赵敏', password: prehashPassword('Test@2024') });
    const roles = (await ops('GET', '/roleManage/list?area=client')).data as Json[];
    const adminRole = roles.find((r) => r.code === 'enterprise_admin')!;
    expect((await ops('PUT', '/userManage/grant', { userId: created.data.id, enterpriseId: ids.group, roleId: adminRole.id })).code).toBe(1000000);

    expect((await jiangsu('POST', `/task/${taskId}/complete`, { content: '自查完毕，无问题' })).code).toBe(1000000);
    const notices = await taskNotices(t, taskId);
    const done = notices.filter((n) => n.title === '任务已完成：集团自查');
    expect(done.map((n) => [n.userId, n.link])).toEqual([[created.data.id, `/managementGroup/taskManagement/taskDetailPage/${taskId}`]]);
    const { rows } = await t.db.query<{ enterprise_id: number; content: string }>(`SELECT enterprise_id, content FROM notice WHERE biz_id = $1 AND user_id = $2 AND type = 2`, [String(taskId), created.data.id]);
    expect(rows.map((r) => [Number(r.enterprise_id), r.content])).toEqual([[ids.group, `成员企业“${JIANGSU}”已完成集团下发的任务“集团自查”，请查看反馈。`]]);

    // The manager reads it in the group's inbox, not in a member's.
    const manager = await caller(t, { phone: '13700000077', password: 'Test@2024' }, ids.group);
    const inbox = await manager('GET', '/user/notice/page?pageNum=1&pageSize=10');
    expect(inbox.code, JSON.stringify(inbox)).toBe(1000000);
    expect((inbox.data.records as Json[]).map((n) => n.title)).toContain('任务已完成：集团自查');
  });
});
