// The workflow engine as a platform service (server/workflow): deployment validation, execution of
// the two-level approval with an exclusive gateway and a countersign, the path taken, the history, the
// row lock against double completion, due-date timers, outcome handlers, and enterprise scope.
// PGlite always; PostgreSQL too with TEST_DATABASE_URL.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerDb } from '../../server/db';
import {
  completeTask,
  deployDefinition,
  fireDueTimers,
  instanceDetail,
  onProcessEnd,
  startProcess,
  taskPage,
  type Actor,
  type ProcessEnd,
} from '../../server/workflow';
import { createTestDatabase, REPO_ROOT, type TestDatabase } from './helpers/testDatabase';

const TWO_LEVEL = readFileSync(resolve(REPO_ROOT, 'tests/fixtures/bpmn/two-level-approval.bpmn20.xml'), 'utf8');

let database: TestDatabase;
let db: ServerDb;
let jiangsu: number;
let zhejiang: number;
const users: Record<string, number> = {};

async function expectApiError(promise: Promise<unknown>, code: number) {
  await expect(promise).rejects.toMatchObject({ code });
}

beforeAll(async () => {
  database = await createTestDatabase({ schemas: [], seed: true });
  db = database.db;
  const ent = async (name: string) => Number((await db.query<{ id: number }>('SELECT id FROM enterprise WHERE name = $1', [name])).rows[0].id);
  jiangsu = await ent('江苏绿源化工有限公司');
  zhejiang = await ent('浙江清泉水务有限公司');
  for (const [key, phone] of [['zhang', '13800000001'], ['li', '13800000002'], ['wang', '13800000003']]) {
    users[key] = Number((await db.query<{ id: number }>('SELECT id FROM app_user WHERE phone = $1', [phone])).rows[0].id);
  }
  await deployDefinition(db, { enterpriseId: jiangsu, xml: TWO_LEVEL, userId: users.zhang });
});

afterAll(async () => {
  await database?.drop();
});

const actor = (key: string, enterpriseId = jiangsu): Actor => ({ userId: users[key], area: 'client', enterpriseId });
const start = (variables: Record<string, unknown> = {}) =>
  startProcess(db, 'two-level-approval', {
    enterpriseId: jiangsu,
    businessType: 'test-application',
    businessKey: 'A-1',
    starterUserId: users.wang,
    title: '采购申请',
    variables: { level1Users: [users.li], level2Users: [users.zhang, users.li], ...variables },
    formData: { amount: 1200 },
  });

describe('deployment', () => {
  it('versions each deployment of a process key', async () => {
    const again = await deployDefinition(db, { enterpriseId: jiangsu, xml: TWO_LEVEL, userId: users.zhang });
    expect(again.version).toBe(2);
    expect(again.processKey).toBe('two-level-approval');
  });

  it('refuses unsupported elements with one message per element, naming it', async () => {
    const xml = TWO_LEVEL.replace('<endEvent id="end" name="结束" />', '<serviceTask id="callErp" flowable:class="com.x.Erp" /><endEvent id="end" name="结束" />').replace(
      '<exclusiveGateway id="decision" name="是否通过" />',
      '<exclusiveGateway id="decision" name="是否通过" /><scriptTask id="calc" scriptFormat="javascript"><script>1</script></scriptTask>',
    );
    const err = await deployDefinition(db, { enterpriseId: jiangsu, xml, userId: users.zhang }).catch((e) => e);
    expect(err.code).toBe(2010102);
    expect(err.textFor('zh-CN')).toContain('节点 callErp：服务任务需要执行 Java 类');
    expect(err.textFor('zh-CN')).toContain('节点 calc：脚本任务不被支持');
    expect(err.data.problems.map((p: { elementId: string }) => p.elementId).sort()).toEqual(['calc', 'callErp']);
  });

  it('refuses a gateway flow without a jump condition and malformed expressions', async () => {
    const xml = TWO_LEVEL.replace('<conditionExpression xsi:type="tFormalExpression">${!approved}</conditionExpression>', '').replace('${level1Users}', '${level1Users +}');
    const err = await deployDefinition(db, { enterpriseId: jiangsu, xml, userId: users.zhang }).catch((e) => e);
    expect(err.textFor('en-US')).toContain('flow rejectedFlow: a flow leaving the gateway needs a jump condition');
    expect(err.textFor('en-US')).toContain('task level1: candidate users expression is malformed');
    expect(err.data.problems.map((p: { elementId: string }) => p.elementId).sort()).toEqual(['level1', 'rejectedFlow']);
    const bad = TWO_LEVEL.replace('${nrOfRejected &gt; 0}', '${nrOfRejected &gt; }');
    const err2 = await deployDefinition(db, { enterpriseId: jiangsu, xml: bad, userId: users.zhang }).catch((e) => e);
    expect(err2.textFor('en-US')).toContain('task level2: completion expression is malformed');
  });

  it('refuses XML that is not BPMN', async () => {
    await expectApiError(deployDefinition(db, { enterpriseId: jiangsu, xml: '<nope', userId: users.zhang }), 2010102);
  });
});

describe('execution', () => {
  it('runs level 1 → gateway → countersign → end, recording the path, and ends passed', async () => {
    const started = await start();
    expect(started.status).toBe(1);
    expect(started.tasks).toEqual([expect.objectContaining({ activityId: 'level1', candidates: [users.li] })]);
    // Only a candidate may complete.
    await expectApiError(completeTask(db, started.tasks[0].id, actor('zhang'), { approved: true }), 2010103);
    const afterL1 = await completeTask(db, started.tasks[0].id, actor('li'), { approved: true, comment: '同意', formData: { note: 'ok' } });
    expect(afterL1.tasks.map((t) => t.candidates)).toEqual([[users.zhang], [users.li]]);
    await completeTask(db, afterL1.tasks[0].id, actor('zhang'), { approved: true });
    const done = await completeTask(db, afterL1.tasks[1].id, actor('li'), { approved: true });
    expect(done.status).toBe(3);

    const detail = await instanceDetail(db, actor('wang'), started.instanceId, false);
    expect(detail.highlight.takenFlows).toEqual(['toLevel1', 'toGateway', 'approvedFlow', 'toEnd']);
    expect(detail.highlight.pendingActivities).toEqual([]);
    expect(detail.highlight.completedActivities).toEqual(expect.arrayContaining(['start', 'level1', 'decision', 'level2', 'end']));
    expect(detail.highlight.completedActivities).not.toContain('rejectedEnd');
    const kinds = detail.history.map((h) => h.kind);
    expect(kinds[0]).toBe('start');
    expect(kinds.at(-1)).toBe('end');
    const l1 = detail.history.find((h) => h.kind === 'task_completed' && h.activityId === 'level1')!;
    expect(l1).toMatchObject({ userName: '李娜', outcome: 'approved', comment: '同意', formData: { note: 'ok' } });
    // The task listener of level 1 is recorded (no code runs).
    expect(detail.history.find((h) => h.kind === 'listener')).toMatchObject({ activityId: 'level1', detail: { event: 'create', type: 'class', value: 'com.example.NotifyListener' } });
  });

  it('a rejection at the countersign ends it early and the instance rejected; the approved edge is not drawn', async () => {
    const started = await start();
    const l2 = await completeTask(db, started.tasks[0].id, actor('li'), { approved: true });
    const end = await completeTask(db, l2.tasks[0].id, actor('zhang'), { approved: false, comment: '预算不足' });
    expect(end.status).toBe(2);
    const detail = await instanceDetail(db, actor('wang'), started.instanceId, false);
    expect(detail.highlight.takenFlows).toEqual(['toLevel1', 'toGateway', 'approvedFlow', 'toEnd']);
    expect(detail.highlight.rejectedActivities).toEqual(['level2']);
    // The other countersigner's task was withdrawn, not left pending.
    expect(detail.tasks.filter((t) => t.activityId === 'level2').map((t) => t.status).sort()).toEqual([1, 2]);
    expect((await taskPage(db, actor('li'), { examineStatus: 0, pageNum: 1, pageSize: 50 })).records.some((r) => r.instanceId === started.instanceId)).toBe(false);
  });

  it('a rejection at level 1 takes the not-approved flow to the rejected end', async () => {
    const started = await start();
    const end = await completeTask(db, started.tasks[0].id, actor('li'), { approved: false });
    expect(end.status).toBe(2);
    const detail = await instanceDetail(db, actor('li'), started.instanceId, false);
    expect(detail.highlight.takenFlows).toEqual(['toLevel1', 'toGateway', 'rejectedFlow']);
    expect(detail.highlight.completedActivities).toContain('rejectedEnd');
    expect(detail.highlight.completedActivities).not.toContain('level2');
  });

  it('a second completion of the same task gets 2010108 and changes nothing', async () => {
    const started = await start();
    const results = await Promise.allSettled([
      completeTask(db, started.tasks[0].id, actor('li'), { approved: true }),
      completeTask(db, started.tasks[0].id, actor('li'), { approved: false }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 2010108 } });
    const detail = await instanceDetail(db, actor('wang'), started.instanceId, false);
    expect(detail.history.filter((h) => h.kind === 'task_completed')).toHaveLength(1);
  });

  it('keeps enterprises apart: another enterprise sees neither the task nor the instance', async () => {
    const started = await start();
    await expectApiError(completeTask(db, started.tasks[0].id, actor('zhang', zhejiang), { approved: true }), 2010105);
    await expectApiError(instanceDetail(db, actor('zhang', zhejiang), started.instanceId, true), 2010105);
    expect((await taskPage(db, actor('li', zhejiang), { examineStatus: 0, pageNum: 1, pageSize: 50 })).total).toBe(0);
    // Inside the enterprise, someone not involved needs the see-all right.
    await expectApiError(instanceDetail(db, actor('zhang'), started.instanceId, false), 2010105);
  });

  it('notifies the next candidates and the starter through notices', async () => {
    const started = await start();
    const notices = async (userId: number) =>
      (await db.query<{ title: string; bizId: string }>('SELECT title, biz_id AS "bizId" FROM notice WHERE user_id = $1 AND biz_id = $2 ORDER BY id', [userId, String(started.instanceId)])).rows;
    expect(await notices(users.li)).toEqual([{ title: '待审批：采购申请', bizId: String(started.instanceId) }]);
    await completeTask(db, started.tasks[0].id, actor('li'), { approved: false });
    expect((await notices(users.wang)).map((n) => n.title)).toEqual(['审批已驳回：采购申请']);
  });

  it('calls the outcome handler of the business type inside the completing transaction', async () => {
    const seen: ProcessEnd[] = [];
    const off = onProcessEnd('test-application', async (end) => {
      seen.push(end);
      await end.tx.query('SELECT 1');
    });
    try {
      const started = await start();
      await completeTask(db, started.tasks[0].id, actor('li'), { approved: false });
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({ status: 2, instance: { id: started.instanceId, businessKey: 'A-1', businessType: 'test-application' }, userId: users.li });
    } finally {
      off();
    }
  });

  it('a failing outcome handler rolls the completion back', async () => {
    const off = onProcessEnd('test-application', async () => {
      throw new Error('business record refused');
    });
    try {
      const started = await start();
      await expect(completeTask(db, started.tasks[0].id, actor('li'), { approved: false })).rejects.toThrow('business record refused');
      const { rows } = await db.query<{ status: number }>('SELECT status FROM workflow_task WHERE id = $1', [started.tasks[0].id]);
      expect(Number(rows[0].status)).toBe(0);
    } finally {
      off();
    }
  });
});

describe('sequential countersign and skip expressions', () => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" id="seq-defs" targetNamespace="t">
  <process id="sequential-review" isExecutable="true">
    <startEvent id="s" />
    <sequenceFlow id="f1" sourceRef="s" targetRef="review" />
    <userTask id="review" name="依次审核" flowable:candidateUsers="\${reviewers}">
      <multiInstanceLoopCharacteristics isSequential="true"><completionCondition>\${nrOfApproved &gt;= 1}</completionCondition></multiInstanceLoopCharacteristics>
    </userTask>
    <sequenceFlow id="f2" sourceRef="review" targetRef="check" />
    <userTask id="check" name="发起人确认" flowable:assignee="\${initiator}" flowable:skipExpression="\${skipCheck}" />
    <sequenceFlow id="f3" sourceRef="check" targetRef="e" />
    <endEvent id="e" />
  </process>
</definitions>`;

  it('asks one reviewer after the other until one approves, then skips the confirmation', async () => {
    await deployDefinition(db, { enterpriseId: jiangsu, xml, userId: users.zhang });
    const started = await startProcess(db, 'sequential-review', {
      enterpriseId: jiangsu, businessType: 'test-sequential', starterUserId: users.wang, variables: { reviewers: [users.li, users.zhang], skipCheck: true },
    });
    expect(started.tasks.map((t) => t.candidates)).toEqual([[users.li]]);
    const next = await completeTask(db, started.tasks[0].id, actor('li'), { approved: false });
    expect(next.tasks.map((t) => t.candidates)).toEqual([[users.zhang]]);
    const done = await completeTask(db, next.tasks[0].id, actor('zhang'), { approved: true });
    expect(done.status).toBe(3);
    const detail = await instanceDetail(db, actor('wang'), started.instanceId, false);
    expect(detail.history.filter((h) => h.kind === 'task_skipped').map((h) => h.activityId)).toEqual(['check']);
    expect(detail.highlight.takenFlows).toEqual(['f1', 'f2', 'f3']);
  });
});

describe('due-date timers', () => {
  it('fire once for overdue pending tasks, recorded in the history, the task stays open', async () => {
    const started = await start();
    await db.query(`UPDATE workflow_timer SET due_at = now() - interval '1 minute' WHERE task_id = $1`, [started.tasks[0].id]);
    expect(await fireDueTimers(db)).toBe(1);
    expect(await fireDueTimers(db)).toBe(0);
    const detail = await instanceDetail(db, actor('wang'), started.instanceId, false);
    expect(detail.history.filter((h) => h.kind === 'timer_fired')).toHaveLength(1);
    expect(detail.tasks[0].status).toBe(0);
  });
});

describe('history', () => {
  it('is append-only', async () => {
    await expect(db.query(`UPDATE workflow_history SET comment = 'changed'`)).rejects.toThrow(/append-only/);
  });
});

describe('several databases in one process', () => {
  // The parsed-model cache outlives a request; a definition id names a row of one database only.
  it('each database runs its own model under a definition id the other uses too', async () => {
    const other = await createTestDatabase({ schemas: [], seed: true });
    try {
      const here = await start(); // this database's model is parsed and cached under its id
      const { rows } = await db.query<{ id: number }>('SELECT definition_id AS id FROM workflow_instance WHERE id = $1', [here.instanceId]);
      const sharedId = Number(rows[0].id);
      const renamed = TWO_LEVEL.replace('name="部门审批"', 'name="科室初审"');
      const deployed = await deployDefinition(other.db, { enterpriseId: jiangsu, xml: renamed, userId: users.zhang });
      await other.db.query('DELETE FROM workflow_definition WHERE id = $1 AND id <> $2', [sharedId, deployed.id]);
      await other.db.query('UPDATE workflow_definition SET id = $1 WHERE id = $2', [sharedId, deployed.id]);
      const elsewhere = await startProcess(other.db, 'two-level-approval', {
        enterpriseId: jiangsu,
        businessType: 'test-application',
        businessKey: 'B-1',
        starterUserId: users.wang,
        title: '采购申请',
        variables: { level1Users: [users.li], level2Users: [users.zhang] },
      });
      expect(elsewhere.tasks.map((t) => t.name)).toEqual(['科室初审']);
      expect(here.tasks.map((t) => t.name)).toEqual(['部门审批']);
    } finally {
      await other.drop();
    }
  });
});
