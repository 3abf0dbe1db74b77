// Issue 18: a management group issues tasks to its member enterprises (group/task), follows them and
// counts them; the member's handlers work on them like the back office's tasks. Everything is scoped to
// the group that issued and its current members: another group, a member enterprise, a member scope or a
// non-member enterprise gets 2010103 and none of the tasks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_PATHS } from '../contract';
import { caller, inDays, JIANGSU, PEOPLE, taskApp, taskNotices, ZHEJIANG, type Caller, type Json, type TaskTestApp } from './helpers';

const GROUP = '绿源环境集团';
const G = '/group/task';
let t: TaskTestApp;
let group: Caller;
let jiangsuHandler: Caller;
let zhejiangHandler: Caller;
let ids: Record<string, number>;
let tasks: { jiangsu: number; zhejiang: number };

beforeAll(async () => {
  t = await taskApp();
  ids = { group: await t.enterpriseId(GROUP), jiangsu: await t.enterpriseId(JIANGSU), zhejiang: await t.enterpriseId(ZHEJIANG) };
  group = await caller(t, PEOPLE.zhang, ids.group);
  jiangsuHandler = await caller(t, PEOPLE.zhang, ids.jiangsu);
  zhejiangHandler = await caller(t, PEOPLE.zhang, ids.zhejiang);
});
afterAll(async () => {
  await t?.close();
  t?.removeStore();
});

const rows = (res: Json) => res.data.records as Json[];

describe('tasks a group issues to its members', () => {
  it('issues one task per member; each member’s handlers are notified and see it from the group', async () => {
    const res = await group('POST', G, { title: '集团季度环保自查', body: '<p>请完成自查<script>alert(1)</script></p>', level: 2, deadline: inDays(10), enterpriseIds: [ids.jiangsu, ids.zhejiang] });
    expect(res.code).toBe(1000000);
    expect(res.data.ids).toHaveLength(2);
    const page = await group('GET', `${G}/page?pageNum=1&pageSize=10`);
    const byMember = new Map(rows(page).map((r) => [r.enterpriseId, r]));
    tasks = { jiangsu: byMember.get(ids.jiangsu)!.id, zhejiang: byMember.get(ids.zhejiang)!.id };
    expect(byMember.get(ids.jiangsu)).toMatchObject({ status: 0, issuerArea: 'group', issuerGroupName: GROUP, assigneeName: null, enterpriseName: JIANGSU });

    expect((await taskNotices(t, tasks.jiangsu)).map((n) => [n.userId, n.title])).toContainEqual([jiangsuHandler.userId, '新任务：集团季度环保自查']);
    const mine = await jiangsuHandler('GET', '/task/list/my?pageNum=1&pageSize=50');
    expect(rows(mine).map((r) => r.id)).toContain(tasks.jiangsu);
    expect(rows(mine).map((r) => r.id)).not.toContain(tasks.zhejiang);
    const seen = (await jiangsuHandler('GET', `/task/${tasks.jiangsu}`)).data;
    expect(seen).toMatchObject({ issuerArea: 'group', issuerGroupName: GROUP });
    expect(seen.body).not.toContain('<script');
    expect(seen.actions).toMatchObject({ start: true, feedback: true, complete: true, terminate: false });
  });

  it('the member completes it; the group reads the feedback and counts it', async () => {
    expect((await jiangsuHandler('POST', `/task/${tasks.jiangsu}/feedback`, { content: '已完成废水站自查' })).code).toBe(1000000);
    expect((await jiangsuHandler('POST', `/task/${tasks.jiangsu}/complete`, { content: '自查完毕' })).code).toBe(1000000);
    // The member may not terminate the group's task: that is the issuer's.
    expect((await zhejiangHandler('POST', `/task/${tasks.zhejiang}/terminate`, { reason: '不做' })).code).toBe(2010103);

    const detail = (await group('GET', `${G}/${tasks.jiangsu}`)).data;
    expect(detail.status).toBe(2);
    expect(detail.feedback.map((f: Json) => [f.userName, f.content, f.completing])).toEqual([['张伟', '已完成废水站自查', false], ['张伟', '自查完毕', true]]);
    expect(detail.actions).toMatchObject({ terminate: false, complete: false });

    const stats = (await group('GET', `${G}/statistics`)).data;
    expect(stats).toMatchObject({ total: 2, overdue: 0 });
    expect(stats.byStatus).toEqual([{ status: 0, count: 1 }, { status: 2, count: 1 }]);
    expect(stats.byEnterprise.map((e: Json) => [e.enterpriseName, e.count, e.completed]).sort()).toEqual([[JIANGSU, 1, 1], [ZHEJIANG, 1, 0]].sort());
    const one = (await group('GET', `${G}/statistics?enterpriseId=${ids.zhejiang}`)).data;
    expect(one.total).toBe(1);
    expect(rows(await group('GET', `${G}/page?pageNum=1&pageSize=10&status=2`)).map((r) => r.id)).toEqual([tasks.jiangsu]);
  });

  it('terminates an open task with a reason; the member’s handlers hear of it', async () => {
    expect((await group('POST', `${G}/${tasks.zhejiang}/terminate`, { reason: '并入年度检查' })).code).toBe(1000000);
    expect((await zhejiangHandler('GET', `/task/${tasks.zhejiang}`)).data).toMatchObject({ status: 3, terminateReason: '并入年度检查' });
    expect((await taskNotices(t, tasks.zhejiang)).map((n) => n.title)).toContain('任务已终止：集团季度环保自查');
    expect((await group('POST', `${G}/${tasks.jiangsu}/terminate`, { reason: '已完成的' })).code).toBe(2010102);
  });

  it('refuses a non-member, another group, a member enterprise and a member scope with 2010103', async () => {
    await t.db.query(`INSERT INTO enterprise (name, type, actived, edition_id) VALUES ('集团外企业', 0, 1, 1)`);
    const outsider = await t.enterpriseId('集团外企业');
    const issued = await group('POST', G, { title: '越权任务', level: 1, deadline: inDays(3), enterpriseIds: [ids.jiangsu, outsider] });
    expect(issued.code).toBe(2010103);
    expect((await t.db.query(`SELECT 1 FROM task WHERE title = '越权任务'`)).rows).toHaveLength(0);
    expect((await group('GET', `${G}/page?pageNum=1&pageSize=10&enterpriseId=${outsider}`)).code).toBe(2010103);

    // A second group managed by the same user sees none of the first group's tasks, even to a shared-looking id.
    const { rows: g2 } = await t.db.query<{ id: number }>(`INSERT INTO enterprise (name, type, actived, edition_id) VALUES ('第二集团', 1, 1, 1) RETURNING id::float8 AS id`);
    await t.db.query(`INSERT INTO enterprise (parent_id, name, type, actived, edition_id) VALUES ($1, '第二集团成员', 0, 1, 1)`, [g2[0].id]);
    await t.db.query(
      `INSERT INTO user_enterprise (user_id, enterprise_id, role_id) SELECT $1, $2, r.id FROM role r WHERE r.area = 'client' AND r.code = 'enterprise_admin'`,
      [group.userId, g2[0].id],
    );
    const other = await caller(t, PEOPLE.zhang, g2[0].id);
    expect((await other('GET', `${G}/page?pageNum=1&pageSize=10`)).data.total).toBe(0);
    expect((await other('GET', `${G}/${tasks.jiangsu}`)).code).toBe(2010105);
    expect((await other('POST', `${G}/${tasks.jiangsu}/terminate`, { reason: 'x' })).code).toBe(2010105);
    expect((await other('POST', G, { title: '越权任务', level: 1, deadline: inDays(3), enterpriseIds: [ids.jiangsu] })).code).toBe(2010103);

    for (const headers of [jiangsuHandler.headers, { ...group.headers, member_enterprise_id: String(ids.jiangsu) }]) {
      for (const [method, url] of [['GET', `${G}/page?pageNum=1&pageSize=10`], ['GET', `${G}/${tasks.jiangsu}`], ['GET', `${G}/statistics`]] as const) {
        const res = (await t.app.inject({ method, url: `/api${TASK_PATHS.group.page.replace('/group/task/page', '')}${url}`, headers })).json();
        expect(res.code, url).toBe(2010103);
        expect(JSON.stringify(res)).not.toContain('集团季度环保自查');
      }
    }
    // The back office's list holds its own tasks only.
    const { rows: adminRows } = await t.db.query(`SELECT 1 FROM task WHERE issuer_area = 'admin' AND title = '集团季度环保自查'`);
    expect(adminRows).toHaveLength(0);
  });
});
