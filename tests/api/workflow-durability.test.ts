/**
 * The workflow engine across process deaths and process boundaries (issue 13):
 * - kill -9 of the server with 50 instances waiting at user tasks whose due-date timers are armed →
 *   after a restart on the same data every instance continues, each timer fired exactly once, each
 *   task completed exactly once (PGlite on disk; PostgreSQL too with TEST_DATABASE_URL);
 * - two server processes on one PostgreSQL complete the same task concurrently, 100 times → exactly
 *   one success each time, the other answer 2010108 (PostgreSQL only: PGlite is single-process).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prehashPassword } from '../../data-providers/password';
import { openDb } from '../../server/db';
import { createEmptyPostgresDatabase, REPO_ROOT } from './helpers/testDatabase';

const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

interface Server {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

/** `npm start`'s server entry as its own process; resolves once it listens. */
function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HJ212_ENABLED: '0',
      LOG_LEVEL: 'warn',
      DIST_DIR: resolve(REPO_ROOT, 'tests/api/helpers/no-dist'),
      DATABASE_URL: '',
      JOBS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => {
    children.delete(child);
    r(code);
  }));
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  return new Promise((ok, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`server did not start: ${stderr}`)), 120_000);
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /listening on (http:\/\/[\d.:]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        ok({ child, url: m[1], exited });
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      fail(new Error(`server exited (${code}): ${stderr}`));
    });
  });
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(server: Server, method: string, path: string, token?: string, enterpriseId?: number, body?: unknown): Promise<Json> {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { ...(token ? { authorization: token } : {}), ...(enterpriseId ? { enterprise_id: String(enterpriseId) } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json() as Promise<Json>;
}

const login = async (server: Server, phone: string) =>
  (await api(server, 'POST', '/enterprise-side-app/auth/login/phonePassword', undefined, undefined, { phone, password: prehashPassword('Demo@2024'), clientType: 0 })).data.token as string;

/** One user task for 李娜 with a due date of one second, then the end. */
function singleTaskModel(liId: number): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" id="durable-defs" targetNamespace="approval">
  <process id="durable" name="耐久审批" isExecutable="true">
    <startEvent id="start" />
    <sequenceFlow id="f1" sourceRef="start" targetRef="review" />
    <userTask id="review" name="审核" flowable:candidateUsers="${liId}" flowable:dueDate="PT1S" />
    <sequenceFlow id="f2" sourceRef="review" targetRef="end" />
    <endEvent id="end" />
  </process>
</definitions>`;
}

async function deploy(server: Server, token: string, enterpriseId: number, xml: string) {
  const saved = await api(server, 'POST', '/enterprise-side-app/workflow/model', token, enterpriseId, { xml });
  const deployed = await api(server, 'POST', `/enterprise-side-app/workflow/model/${saved.data.id}/deploy`, token, enterpriseId);
  expect(deployed.code).toBe(1000000);
}

async function jiangsuOf(server: Server, token: string): Promise<number> {
  const list = await api(server, 'GET', '/enterprise-side-app/userEnterprise/authorizationEnterpriseList', token);
  return list.data.find((e: Json) => e.name === '江苏绿源化工有限公司').id;
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('kill -9 with 50 instances waiting at user tasks and timers', () => {
  it('continues every instance after a restart: none lost, none duplicated, each timer fired once', { timeout: 300_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wf-crash-'));
    const pg = process.env.TEST_DATABASE_URL ? await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL) : undefined;
    const env: Record<string, string> = pg ? { DATABASE_URL: pg.databaseUrl } : { DATA_DIR: dataDir };
    try {
      let server = await startServer(env);
      let zhang = await login(server, '13800000001');
      const jiangsu = await jiangsuOf(server, zhang);
      const li0 = await login(server, '13800000002');
      const liId = (await api(server, 'GET', '/enterprise-side-app/user/center/info', li0, jiangsu)).data.id as number;
      await deploy(server, zhang, jiangsu, singleTaskModel(liId));
      const wang = await login(server, '13800000003');
      const started: number[] = [];
      for (let i = 0; i < 50; i++) {
        const res = await api(server, 'POST', '/enterprise-side-app/flowableProcessInstance/addEnterpriseApplication', wang, jiangsu, { processKey: 'durable', title: `耐久-${i}` });
        expect(res.code).toBe(1000000);
        started.push(res.data.instanceId);
      }
      // Every start was acknowledged: its instance, task and timer are committed. Now the hard stop.
      server.child.kill('SIGKILL');
      await server.exited;

      server = await startServer(env);
      zhang = await login(server, '13800000001');
      const li = await login(server, '13800000002');
      // The restarted process's timer job fires what is due (each overdue task reminds 李娜 once).
      const overdue = async () => {
        const page = await api(server, 'GET', '/enterprise-side-app/user/notice/page?pageNum=1&pageSize=100&type=3', li, jiangsu);
        return (page.data.records as Json[]).filter((n) => n.title.startsWith('审批已超时：耐久-')).length;
      };
      await until(async () => (await overdue()) >= 50, 60_000, '50 overdue reminders');

      const pending = await api(server, 'GET', '/enterprise-side-app/flowableProcessInstance/pageList?examineStatus=0&pageNum=1&pageSize=50&keyword=耐久', li, jiangsu);
      expect(pending.data.total).toBe(50);
      expect(new Set((pending.data.records as Json[]).map((r) => r.instanceId))).toEqual(new Set(started));
      for (const row of pending.data.records as Json[]) {
        expect((await api(server, 'PUT', '/enterprise-side-app/flowableProcessInstance/complete', li, jiangsu, { taskId: row.taskId, approved: true })).code).toBe(1000000);
      }
      const passed = await api(server, 'GET', '/enterprise-side-app/flowableProcessInstance/enterpriseApplicationPageList?pageNum=1&pageSize=50&status=3&keyword=耐久', wang, jiangsu);
      expect(passed.data.total).toBe(50);
      expect(await overdue()).toBe(50);
      server.child.kill('SIGTERM');
      await server.exited;

      // The stored record: one task and one fired timer per instance, one completion each.
      const db = await openDb({ dataDir: pg ? ':memory:' : dataDir, databaseUrl: pg?.databaseUrl });
      try {
        const { rows } = await db.query<{ tasks: number; fired: number; completions: number; ends: number }>(
          `SELECT (SELECT count(*)::int FROM workflow_task WHERE instance_id = ANY($1::bigint[])) AS tasks,
                  (SELECT count(*)::int FROM workflow_history WHERE kind = 'timer_fired' AND instance_id = ANY($1::bigint[])) AS fired,
                  (SELECT count(*)::int FROM workflow_history WHERE kind = 'task_completed' AND instance_id = ANY($1::bigint[])) AS completions,
                  (SELECT count(*)::int FROM workflow_history WHERE kind = 'end' AND instance_id = ANY($1::bigint[])) AS ends`,
          [started],
        );
        expect(rows[0]).toEqual({ tasks: 50, fired: 50, completions: 50, ends: 50 });
      } finally {
        await db.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await pg?.drop();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  it('complete the same task concurrently 100 times: exactly one success each time', { timeout: 300_000 }, async () => {
    const pg = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL!);
    try {
      const a = await startServer({ DATABASE_URL: pg.databaseUrl, JOBS: '0' });
      const b = await startServer({ DATABASE_URL: pg.databaseUrl, JOBS: '0' });
      const zhangA = await login(a, '13800000001');
      const jiangsu = await jiangsuOf(a, zhangA);
      const liFirst = await login(a, '13800000002');
      const liId = (await api(a, 'GET', '/enterprise-side-app/user/center/info', liFirst, jiangsu)).data.id as number;
      await deploy(a, zhangA, jiangsu, singleTaskModel(liId).replace(' flowable:dueDate="PT1S"', ''));
      // One session of 李娜 (a sign-in supersedes older ones); the sessions live in the shared database,
      // so both processes accept it.
      const li = await login(b, '13800000002');
      const wang = await login(a, '13800000003');
      const outcomes: string[] = [];
      for (let i = 0; i < 100; i++) {
        const started = await api(a, 'POST', '/enterprise-side-app/flowableProcessInstance/addEnterpriseApplication', wang, jiangsu, { processKey: 'durable', title: `并发-${i}` });
        const info = await api(a, 'GET', `/enterprise-side-app/flowableProcessInstance/info/${started.data.instanceId}`, li, jiangsu);
        const taskId = info.data.myTaskId;
        const answers = await Promise.all([
          api(a, 'PUT', '/enterprise-side-app/flowableProcessInstance/complete', li, jiangsu, { taskId, approved: true }),
          api(b, 'PUT', '/enterprise-side-app/flowableProcessInstance/complete', li, jiangsu, { taskId, approved: false }),
        ]);
        outcomes.push(answers.map((r) => r.code).sort().join(','));
      }
      expect(outcomes.filter((o) => o === '1000000,2010108')).toHaveLength(100);
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      await Promise.all([a.exited, b.exited]);
      const db = await openDb({ dataDir: ':memory:', databaseUrl: pg.databaseUrl });
      try {
        const { rows } = await db.query<{ completions: number; instances: number }>(
          `SELECT (SELECT count(*)::int FROM workflow_history WHERE kind = 'task_completed') AS completions,
                  (SELECT count(*)::int FROM workflow_instance WHERE status IN (2, 3)) AS instances`,
        );
        expect(rows[0]).toEqual({ completions: 100, instances: 100 });
      } finally {
        await db.close();
      }
    } finally {
      await pg.drop();
    }
  });
});

