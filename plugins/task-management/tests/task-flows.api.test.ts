// Issue 15 item 2: tasks as users and the back office meet them — notices for new / overdue / completed
// tasks, feedback with attachments, the rich-text body sanitised on every save, input refused with the
// field named, my tasks (spec §7 task/list/my), statistics, the back office issuing to enterprises and
// following them, and the overdue job marking a task once even when two runners race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs } from '../../../server/plugin-host/jobs';
import manifest from '../manifest';
import taskServer from '../server';
import { markOverdue } from '../server/overdue';
import { adminCaller, caller, giveTask, inDays, JIANGSU, PEOPLE, taskApp, taskNotices, uploadAs, ZHEJIANG, type Caller, type Json, type TaskTestApp } from './helpers';

let t: TaskTestApp;
let zhang: Caller;
let li: Caller;
let wang: Caller;
let admin: Caller;
let jiangsu: number;
let zhejiang: number;

beforeAll(async () => {
  t = await taskApp();
  jiangsu = await t.enterpriseId(JIANGSU);
  zhejiang = await t.enterpriseId(ZHEJIANG);
  zhang = await caller(t, PEOPLE.zhang, jiangsu);
  li = await caller(t, PEOPLE.li, jiangsu);
  wang = await caller(t, PEOPLE.wang, jiangsu);
  admin = await adminCaller(t);
});
afterAll(async () => {
  await t?.close();
  t?.removeStore();
});

const ids = (res: Json) => (res.data.records as Json[]).map((r) => r.id);

describe('a task given to a colleague', () => {
  it('notifies the assignee, takes feedback with attachments, and tells the issuer when completed', async () => {
    const brief = await uploadAs(t, zhang, '检查要求.pdf');
    const id = await giveTask(zhang, li.userId, { title: '雨水排口巡查', level: 3, attachments: [brief] });
    expect(await taskNotices(t, id)).toEqual([{ userId: li.userId, title: '新任务：雨水排口巡查', link: `/system-message/taskDetailPage/${id}` }]);
    // The notice is in 李娜's messages (the messages plugin's list), with its link.
    const inbox = await li('GET', '/user/notice/page?pageNum=1&pageSize=10&type=2');
    expect((inbox.data.records as Json[]).some((n) => n.bizId === String(id))).toBe(true);

    const my = await li('GET', '/task/list/my?pageNum=1&pageSize=10');
    expect(ids(my)).toContain(id);
    expect((my.data.records as Json[]).find((r) => r.id === id)).toMatchObject({ status: 0, level: 3, issuerName: '张伟', assigneeName: '李娜', overdue: false });

    const photo = await uploadAs(t, li, '巡查记录.pdf');
    const fed = await li('POST', `/task/${id}/feedback`, { content: '已巡查1#、2#雨水排口，无异常', attachments: [photo] });
    expect(fed.code).toBe(1000000);
    expect((await li('POST', `/task/${id}/complete`, { content: '巡查完毕' })).code).toBe(1000000);

    const detail = (await zhang('GET', `/task/${id}`)).data;
    expect(detail.status).toBe(2);
    expect(detail.completedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(detail.attachments).toEqual([expect.objectContaining({ name: '检查要求.pdf', url: brief.url })]);
    expect(detail.feedback.map((f: Json) => [f.userName, f.content, f.completing, f.attachments.map((a: Json) => a.name)])).toEqual([
      ['李娜', '已巡查1#、2#雨水排口，无异常', false, ['巡查记录.pdf']],
      ['李娜', '巡查完毕', true, []],
    ]);
    expect(detail.history.map((h: Json) => h.action)).toEqual(['create', 'issue', 'feedback', 'complete']);
    expect((await taskNotices(t, id)).map((n) => [n.userId, n.title])).toEqual([
      [li.userId, '新任务：雨水排口巡查'],
      [zhang.userId, '任务已完成：雨水排口巡查'],
    ]);
    // Issued by me (my issues) and addressed to me (my tasks) are the two sides of one task.
    expect(ids(await zhang('GET', `/task/page?scope=issued&keyword=雨水排口巡查`))).toEqual([id]);
    expect(ids(await zhang('GET', `/task/page?scope=assigned&keyword=雨水排口巡查`))).toEqual([]);
    expect(ids(await li('GET', `/task/page?scope=assigned&keyword=雨水排口巡查`))).toEqual([id]);
  });

  it('refuses a file of another enterprise as an attachment', async () => {
    const zhangZhejiang = await caller(t, PEOPLE.zhang, zhejiang);
    const foreign = await uploadAs(t, zhangZhejiang, '浙江文件.pdf');
    const id = await giveTask(zhang, li.userId);
    const res = await li('POST', `/task/${id}/feedback`, { content: '附上文件', attachments: [foreign] });
    expect(res.code).toBe(2010103);
    expect((await zhang('GET', `/task/${id}`)).data).toMatchObject({ status: 0, feedback: [] });
  });

  it('stores the body sanitised on create and on edit', async () => {
    const dirty = '<p onclick="steal()">请<strong>按时</strong>完成</p><script>alert(1)</script><img src="javascript:alert(1)"><a href="https://example.com" target="_blank">标准</a>';
    const id = await giveTask(zhang, li.userId, { issue: false, body: dirty });
    const stored = (await zhang('GET', `/task/${id}`)).data.body;
    expect(stored).toBe('<p>请<strong>按时</strong>完成</p><a href="https://example.com" target="_blank" rel="noopener noreferrer">标准</a>');
    const edited = await zhang('PUT', `/task/${id}`, { title: '改', body: '<p style="x">新</p><iframe src="https://evil"></iframe>', level: 1, deadline: inDays(3), assigneeId: li.userId });
    expect(edited.code).toBe(1000000);
    expect((await zhang('GET', `/task/${id}`)).data.body).toBe('<p>新</p>');
  });

  it('names the field of bad input and stores nothing', async () => {
    const before = (await zhang('GET', '/task/page?scope=issued')).data.total;
    const cases: [Json, string][] = [
      [{ deadline: '2020-01-01 00:00:00' }, 'deadline'],
      [{ deadline: '明天' }, 'deadline'],
      [{ title: '  ' }, 'title'],
      [{ level: 4 }, 'level'],
      [{ assigneeId: 999999 }, 'assigneeId'],
    ];
    for (const [patch, field] of cases) {
      const res = await zhang('POST', '/task', { title: '任务', level: 1, deadline: inDays(2), assigneeId: li.userId, ...patch });
      expect(res.code, JSON.stringify(patch)).toBe(2010102);
      expect(res.msg).toContain(field);
    }
    // A member of another enterprise is not an assignee here (王芳's 河北 colleague would be).
    const { rows } = await t.db.query<{ id: number }>(`SELECT id FROM app_user WHERE account = 'admin'`);
    expect((await zhang('POST', '/task', { title: '任务', level: 1, deadline: inDays(2), assigneeId: Number(rows[0].id) })).msg).toContain('执行人不是本企业的有效用户');
    expect((await zhang('GET', '/task/page?deadlineBegin=2026-02-01&deadlineEnd=2026-01-01')).code).toBe(2010102);
    expect((await zhang('GET', '/task/page?scope=issued')).data.total).toBe(before);
  });

  it('searches by state, level, deadline range and keyword', async () => {
    const mark = `检索${Date.now().toString(36)}`;
    const a = await giveTask(zhang, li.userId, { title: `${mark}A`, level: 1, deadline: inDays(2) });
    const b = await giveTask(zhang, li.userId, { title: `${mark}B`, level: 3, deadline: inDays(20) });
    await li('POST', `/task/${b}/start`);
    const q = (s: string) => zhang('GET', `/task/page?keyword=${encodeURIComponent(mark)}${s}`).then(ids);
    expect(await q('')).toEqual([b, a]);
    expect(await q('&status=1')).toEqual([b]);
    expect(await q('&level=1')).toEqual([a]);
    expect(await q(`&deadlineBegin=${inDays(10).slice(0, 10)}`)).toEqual([b]);
    expect(await q(`&deadlineEnd=${inDays(3).slice(0, 10)}`)).toEqual([a]);
    expect(ids(await zhang('GET', '/task/page?keyword=李娜&pageSize=50'))).toEqual(expect.arrayContaining([a, b]));
  });
});

describe('overdue marking', () => {
  it('marks an open task past its deadline once, notifying assignee and issuer, even with two runners at once', async () => {
    const id = await giveTask(zhang, li.userId, { title: '逾期测试任务' });
    const done = await giveTask(zhang, li.userId, { title: '已完成不逾期' });
    await li('POST', `/task/${done}/complete`, {});
    // Time passes: the deadlines now lie behind.
    await t.db.query(`UPDATE task SET deadline = now() - interval '1 hour' WHERE id = ANY($1::bigint[])`, [[id, done]]);
    const [first, second] = await Promise.all([markOverdue(t.db), markOverdue(t.db)]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await markOverdue(t.db)).toBe(0);
    const detail = (await zhang('GET', `/task/${id}`)).data;
    expect(detail).toMatchObject({ overdue: true, status: 0 });
    expect(detail.history.filter((h: Json) => h.action === 'overdue')).toHaveLength(1);
    expect((await taskNotices(t, id)).filter((n) => n.title.startsWith('任务逾期')).map((n) => n.userId).sort()).toEqual([zhang.userId, li.userId].sort());
    expect((await zhang('GET', `/task/${done}`)).data.overdue).toBe(false);
    expect(ids(await zhang('GET', '/task/page?overdue=true&pageSize=50'))).toContain(id);
    // A new deadline ahead lifts the mark.
    await zhang('PUT', `/task/${id}`, { title: '逾期测试任务', level: 1, deadline: inDays(2), assigneeId: li.userId });
    expect((await zhang('GET', `/task/${id}`)).data.overdue).toBe(false);
  });
});

describe('the overdue job on the platform’s job runner', () => {
  it('is scheduled as task-management:overdue; two runners on one database (two processes) mark and notify once', async () => {
    const id = await giveTask(zhang, li.userId, { title: '作业调度逾期任务' });
    await t.db.query(`UPDATE task SET deadline = now() - interval '1 minute' WHERE id = $1`, [id]);
    const plugin = { name: 'task-management', dir: '', manifest, server: taskServer };
    const silent = { child: () => silent, error: () => undefined, info: () => undefined, warn: () => undefined } as never;
    const a = startJobs(t.db, [plugin], silent);
    const b = startJobs(t.db, [plugin], silent);
    for (let i = 0; i < 200; i++) {
      const { rows } = await t.db.query<{ last_finished_at: string | null }>(`SELECT last_finished_at FROM job_schedule WHERE name = 'task-management:overdue'`);
      if (rows[0]?.last_finished_at) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await Promise.all([a.stop(), b.stop()]);
    const { rows } = await t.db.query<{ runs: string }>(`SELECT runs FROM job_schedule WHERE name = 'task-management:overdue'`);
    expect(Number(rows[0].runs)).toBe(1);
    expect((await zhang('GET', `/task/${id}`)).data.overdue).toBe(true);
    expect((await taskNotices(t, id)).filter((n) => n.title === '任务逾期：作业调度逾期任务')).toHaveLength(2);
  });
});

describe('statistics', () => {
  it('counts the listed tasks by state, level, enterprise and month', async () => {
    const mark = `统计${Date.now().toString(36)}`;
    const a = await giveTask(zhang, li.userId, { title: `${mark}1`, level: 1 });
    await giveTask(zhang, li.userId, { title: `${mark}2`, level: 3 });
    await giveTask(zhang, li.userId, { title: `${mark}3`, level: 3 });
    await li('POST', `/task/${a}/complete`, { content: '完成' });
    const s = (await zhang('GET', `/task/statistics?keyword=${encodeURIComponent(mark)}`)).data;
    const month = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
    expect(s).toEqual({
      total: 3,
      overdue: 0,
      byStatus: [{ status: 0, count: 2 }, { status: 2, count: 1 }],
      byLevel: [{ level: 1, count: 1 }, { level: 3, count: 2 }],
      byEnterprise: [{ enterpriseId: jiangsu, enterpriseName: JIANGSU, count: 3, completed: 1 }],
      byMonth: [{ month, created: 3, completed: 1 }],
    });
  });
});

describe('the back office', () => {
  it('issues a task to enterprises, whose handlers see it in my tasks, work on it, and the back office follows it', async () => {
    const res = await admin('POST', '/task', { title: '排污许可证年度执行报告', body: '<p>请提交报告</p><script>x</script>', level: 2, deadline: inDays(15), enterpriseIds: [jiangsu, zhejiang] });
    expect(res.code).toBe(1000000);
    const [toJiangsu, toZhejiang] = res.data.ids as number[];
    // 江苏's holders of the handle key (张伟) hear of it; the read-only 李娜 does not.
    expect((await taskNotices(t, toJiangsu)).map((n) => n.userId)).toEqual([zhang.userId]);
    expect(ids(await zhang('GET', '/task/list/my?pageSize=50'))).toContain(toJiangsu);
    expect(ids(await li('GET', '/task/list/my?pageSize=50'))).not.toContain(toJiangsu);
    expect((await li('POST', `/task/${toJiangsu}/start`)).code).toBe(2010103);
    // Each enterprise sees its own copy only.
    expect((await zhang('GET', `/task/${toZhejiang}`)).code).toBe(2010105);

    const report = await uploadAs(t, zhang, '执行报告.pdf');
    expect((await zhang('POST', `/task/${toJiangsu}/complete`, { content: '报告已提交', attachments: [report] })).code).toBe(1000000);

    const followed = (await admin('GET', `/task/${toJiangsu}`)).data;
    expect(followed).toMatchObject({ status: 2, enterpriseName: JIANGSU, body: '<p>请提交报告</p>', issuerArea: 'admin', assigneeName: null });
    expect(followed.feedback[0]).toMatchObject({ userName: '张伟', content: '报告已提交', completing: true });
    expect(followed.feedback[0].attachments[0]).toMatchObject({ name: '执行报告.pdf', path: expect.stringContaining('X-Signature=') });
    expect(followed.actions).toMatchObject({ terminate: false, complete: false });
    const refused = await admin('POST', `/task/${toJiangsu}/terminate`, { reason: '撤回' });
    expect(refused.code).toBe(2010102);
    expect(refused.msg).toContain('当前状态“已完成”不能终止');
    expect((await admin('POST', `/task/${toZhejiang}/terminate`, { reason: '撤回' })).code).toBe(1000000);

    const page = await admin('GET', `/task/page?enterpriseId=${jiangsu}&keyword=排污许可证年度执行报告`);
    expect(ids(page)).toEqual([toJiangsu]);
    const stats = (await admin('GET', '/task/statistics?keyword=排污许可证年度执行报告')).data;
    expect(stats.byEnterprise.map((e: Json) => [e.enterpriseName, e.count, e.completed]).sort()).toEqual([[JIANGSU, 1, 1], [ZHEJIANG, 1, 0]].sort());
    expect(stats.byStatus).toEqual([{ status: 2, count: 1 }, { status: 3, count: 1 }]);
  });

  it('sees only the tasks it issued, and refuses unknown enterprises', async () => {
    const own = await giveTask(zhang, li.userId, { title: '企业内部任务' });
    expect((await admin('GET', `/task/${own}`)).code).toBe(2010105);
    expect((await admin('POST', `/task/${own}/terminate`, { reason: 'x' })).code).toBe(2010105);
    expect(ids(await admin('GET', '/task/page?keyword=企业内部任务'))).toEqual([]);
    const bad = await admin('POST', '/task', { title: '任务', level: 1, deadline: inDays(2), enterpriseIds: [999999] });
    expect(bad.code).toBe(2010102);
    expect(bad.msg).toContain('enterpriseIds');
    // The client side has no way in.
    const asClient = await t.app.inject({ method: 'GET', url: '/api/operation-manage/task/page', headers: zhang.headers });
    expect(asClient.json().code).not.toBe(1000000);
    expect((await wang('GET', '/task/members')).code).toBe(2010103);
  });
});
