// Issue 15 item 2: the task state machine on the server (docs/decisions.md "Task states"), every action
// from every state: allowed ones move the task (or keep it, for edit), refused ones answer 2010102 naming
// the status and the reason and leave the task as it was; who may act (issuer / worker) is checked first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, giveTask, inDays, JIANGSU, PEOPLE, taskApp, ZHEJIANG, type Caller, type Json, type TaskTestApp } from './helpers';

let t: TaskTestApp;
let zhang: Caller; // enterprise admin of 江苏 (issues; gives himself tasks to act as issuer and worker at once)
let li: Caller; // read-only in 江苏: works on the tasks given to her (my tasks)
let wang: Caller; // read-only in 江苏, not concerned by li's tasks
let zhangZhejiang: Caller;

beforeAll(async () => {
  t = await taskApp();
  const jiangsu = await t.enterpriseId(JIANGSU);
  zhang = await caller(t, PEOPLE.zhang, jiangsu);
  li = await caller(t, PEOPLE.li, jiangsu);
  wang = await caller(t, PEOPLE.wang, jiangsu);
  zhangZhejiang = await caller(t, PEOPLE.zhang, await t.enterpriseId(ZHEJIANG));
});
afterAll(async () => {
  await t?.close();
  t?.removeStore();
});

type State = -1 | 0 | 1 | 2 | 3;
type Action = 'issue' | 'edit' | 'delete' | 'start' | 'feedback' | 'complete' | 'terminate';
const STATUS_TEXT: Record<State, string> = { [-1]: '未开始', 0: '待处理', 1: '进行中', 2: '已完成', 3: '已终止' };
const ACTION_TEXT: Record<Action, string> = { issue: '下发', edit: '修改', delete: '删除', start: '开始处理', feedback: '反馈', complete: '完成', terminate: '终止' };

/**
 * The written state machine: the state each action leads to from each state (`null`: refused;
 * `'gone'`: the task is deleted). Spelled out here, not read from the contract, so a change to the
 * machine has to be made in both places on purpose.
 */
const EXPECTED: Record<Action, Record<State, State | null | 'gone'>> = {
  issue: { [-1]: 0, 0: null, 1: null, 2: null, 3: null },
  edit: { [-1]: -1, 0: 0, 1: null, 2: null, 3: null },
  delete: { [-1]: 'gone', 0: null, 1: null, 2: null, 3: null },
  start: { [-1]: null, 0: 1, 1: null, 2: null, 3: null },
  feedback: { [-1]: null, 0: 1, 1: 1, 2: null, 3: null },
  complete: { [-1]: null, 0: 2, 1: 2, 2: null, 3: null },
  terminate: { [-1]: 3, 0: 3, 1: 3, 2: null, 3: null },
};

/** A task of 张伟 to himself in the given state, reached through the API. */
async function taskIn(state: State): Promise<number> {
  const id = await giveTask(zhang, zhang.userId, { issue: state !== -1, title: `状态${state}任务` });
  if (state === 1) expect((await zhang('POST', `/task/${id}/start`)).code).toBe(1000000);
  if (state === 2) expect((await zhang('POST', `/task/${id}/complete`, { content: '已完成' })).code).toBe(1000000);
  if (state === 3) expect((await zhang('POST', `/task/${id}/terminate`, { reason: '不再需要' })).code).toBe(1000000);
  return id;
}

function act(as: Caller, action: Action, id: number): Promise<Json> {
  switch (action) {
    case 'edit':
      return as('PUT', `/task/${id}`, { title: '改过的任务', body: '<p>新的内容</p>', level: 3, deadline: inDays(5), assigneeId: zhang.userId });
    case 'delete':
      return as('DELETE', `/task/${id}`);
    case 'feedback':
      return as('POST', `/task/${id}/feedback`, { content: '进展：已完成一半' });
    case 'complete':
      return as('POST', `/task/${id}/complete`, { content: '全部完成' });
    case 'terminate':
      return as('POST', `/task/${id}/terminate`, { reason: '计划调整' });
    default:
      return as('POST', `/task/${id}/${action}`);
  }
}

describe('every action from every state', () => {
  for (const [action, byState] of Object.entries(EXPECTED) as [Action, Record<State, State | null | 'gone'>][]) {
    for (const state of [-1, 0, 1, 2, 3] as State[]) {
      const to = byState[state];
      it(`${action} from ${state}: ${to === null ? 'refused' : `→ ${to}`}`, async () => {
        const id = await taskIn(state);
        const res = await act(zhang, action, id);
        const after = await zhang('GET', `/task/${id}`);
        if (to === null) {
          expect(res.code).toBe(2010102);
          expect(res.msg).toContain(`status: 当前状态“${STATUS_TEXT[state]}”不能${ACTION_TEXT[action]}`);
          expect(after.data.status).toBe(state);
          expect(after.data.actions[action]).toBe(false);
        } else if (to === 'gone') {
          expect(res.code).toBe(1000000);
          expect(after.code).toBe(2010105);
        } else {
          expect(res.code, JSON.stringify(res)).toBe(1000000);
          expect(after.data.status).toBe(to);
          if (action !== 'edit') expect(after.data.history.at(-1)).toMatchObject({ action, fromStatus: state, toStatus: to });
        }
      });
    }
  }

  it('a refusal speaks the caller’s language', async () => {
    const id = await taskIn(2);
    const res = await t.app.inject({ method: 'POST', url: `/api/enterprise-side-app/task/${id}/terminate`, headers: { ...zhang.headers, 'accept-language': 'en-US' }, payload: { reason: 'x' } });
    expect(res.json().code).toBe(2010102);
    expect(res.json().msg).toContain('a task that is completed cannot be terminated');
  });
});

describe('who may act', () => {
  it('the assignee works on the task; the issuer issues, edits and terminates it; nobody else does either', async () => {
    const id = await giveTask(zhang, li.userId);
    // 李娜 (read-only role) works on what is given to her, but may not terminate it (no issue key) …
    expect((await li('POST', `/task/${id}/terminate`, { reason: '不想做' })).code).toBe(2010103);
    // … 张伟 issued it but is not its worker …
    const notWorker = await zhang('POST', `/task/${id}/start`);
    expect(notWorker.code).toBe(2010103);
    expect(notWorker.msg).toContain('只有任务执行人可以执行此操作');
    // … 王芳 is in the enterprise but has nothing to do with it.
    expect((await wang('POST', `/task/${id}/feedback`, { content: '我来反馈' })).code).toBe(2010103);
    expect((await li('POST', `/task/${id}/start`)).code).toBe(1000000);
    expect((await zhang('GET', `/task/${id}`)).data.status).toBe(1);
  });

  it('a draft (-1) is its issuer’s alone: the assignee neither sees nor lists it until it is issued', async () => {
    const id = await giveTask(zhang, li.userId, { issue: false, title: '未下发的草稿任务' });
    expect((await li('GET', `/task/${id}`)).code).toBe(2010105);
    expect((await li('POST', `/task/${id}/start`)).code).toBe(2010105);
    const listed = async () => ((await li('GET', '/task/list/my?keyword=未下发的草稿任务')).data.records as Json[]).map((r) => r.id);
    expect(await listed()).toEqual([]);
    expect((await li('GET', '/task/page?keyword=未下发的草稿任务')).data.total).toBe(0);
    expect((await zhang('POST', `/task/${id}/issue`)).code).toBe(1000000);
    expect(await listed()).toEqual([id]);
  });

  it('another enterprise’s task does not exist for the caller (2010105), whatever the action', async () => {
    const id = await giveTask(zhang, zhang.userId);
    expect((await zhangZhejiang('GET', `/task/${id}`)).code).toBe(2010105);
    for (const action of ['start', 'feedback', 'complete', 'terminate', 'edit'] as Action[]) expect((await act(zhangZhejiang, action, id)).code).toBe(2010105);
    expect((await zhang('GET', `/task/${id}`)).data.status).toBe(0);
  });
});
