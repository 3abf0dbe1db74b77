// Workflow engine throughput (issue 13): start + complete of N instances of the two-level approval
// (level 1 → exclusive gateway → countersign of two → end) through the engine, with the p95 of one
// `complete` call, beside the same state change done as a bare SQL update (what a "status column"
// approval would do). The ratio is the engine's cost. PostgreSQL when BENCH_DATABASE_URL is set (a
// throwaway database on that server), in-memory PGlite otherwise.
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb } from '../server/db';
import { prepareDatabase } from '../server/db/prepare';
import { completeTask, deployDefinition, startProcess, type Actor } from '../server/workflow';
import { median } from './machine';

export interface WorkflowBenchResult {
  database: string;
  instances: number;
  concurrency: number;
  engine: { seconds: number; instancesPerSecond: number; completeP95Ms: number; completeMedianMs: number; startP95Ms: number };
  bare: { seconds: number; instancesPerSecond: number; completeP95Ms: number; completeMedianMs: number };
}

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];

async function throwaway(adminUrl: string) {
  const name = `bench_workflow_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Runs `count` jobs with `concurrency` workers. */
async function pool(count: number, concurrency: number, job: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await job(next++);
    }),
  );
}

export async function benchWorkflow(options: { databaseUrl?: string; instances?: number; concurrency?: number } = {}): Promise<WorkflowBenchResult> {
  const instances = options.instances ?? 10_000;
  // PGlite is one connection: concurrency there only queues.
  const concurrency = options.databaseUrl ? (options.concurrency ?? 4) : 1;
  const scratch = options.databaseUrl ? await throwaway(options.databaseUrl) : undefined;
  const db = await openDb({ dataDir: ':memory:', databaseUrl: scratch?.url });
  try {
    await prepareDatabase(db, { schemas: [], seed: true });
    const id = async (sql: string, params: unknown[]) => Number((await db.query<{ id: number }>(sql, params)).rows[0].id);
    const enterpriseId = await id('SELECT id FROM enterprise WHERE name = $1', ['江苏绿源化工有限公司']);
    const [zhang, li, wang] = await Promise.all(['13800000001', '13800000002', '13800000003'].map((p) => id('SELECT id FROM app_user WHERE phone = $1', [p])));
    const xml = readFileSync(new URL('../tests/fixtures/bpmn/two-level-approval.bpmn20.xml', import.meta.url), 'utf8');
    await deployDefinition(db, { enterpriseId, xml, userId: zhang });
    const actor = (userId: number): Actor => ({ userId, area: 'client', enterpriseId });

    const starts: number[] = [];
    const completes: number[] = [];
    const timed = async <T>(into: number[], fn: () => Promise<T>): Promise<T> => {
      const t0 = performance.now();
      const out = await fn();
      into.push(performance.now() - t0);
      return out;
    };
    const engineStart = performance.now();
    await pool(instances, concurrency, async (i) => {
      const started = await timed(starts, () =>
        startProcess(db, 'two-level-approval', { enterpriseId, businessType: 'bench', businessKey: String(i), starterUserId: wang, variables: { level1Users: [li], level2Users: [zhang, li] } }),
      );
      const level2 = await timed(completes, () => completeTask(db, started.tasks[0].id, actor(li), { approved: true }));
      for (const task of level2.tasks) await timed(completes, () => completeTask(db, task.id, actor(task.candidates[0]), { approved: true }));
    });
    const engineSeconds = (performance.now() - engineStart) / 1000;

    // The same state changes without an engine: insert the application and its first task, then per
    // decision one guarded UPDATE of the task and of the application's status column.
    await db.query(`CREATE TABLE bench_application (id bigserial PRIMARY KEY, status smallint NOT NULL DEFAULT 1, step smallint NOT NULL DEFAULT 1)`);
    await db.query(`CREATE TABLE bench_task (id bigserial PRIMARY KEY, application_id bigint NOT NULL, assignee bigint NOT NULL, status smallint NOT NULL DEFAULT 0)`);
    const bare: number[] = [];
    const decide = (taskId: number, appId: number, next: 'level2' | 'done') =>
      db.transaction(async (tx) => {
        const { rowCount } = await tx.query('UPDATE bench_task SET status = 1 WHERE id = $1 AND status = 0', [taskId]);
        if (rowCount !== 1) throw new Error('duplicate');
        await tx.query('UPDATE bench_application SET step = step + 1, status = $2 WHERE id = $1', [appId, next === 'done' ? 3 : 1]);
      });
    const bareStart = performance.now();
    await pool(instances, concurrency, async () => {
      const appId = await id('INSERT INTO bench_application DEFAULT VALUES RETURNING id', []);
      const t1 = await id('INSERT INTO bench_task (application_id, assignee) VALUES ($1, $2) RETURNING id', [appId, li]);
      await timed(bare, () => decide(t1, appId, 'level2'));
      const t2 = await id('INSERT INTO bench_task (application_id, assignee) VALUES ($1, $2) RETURNING id', [appId, zhang]);
      const t3 = await id('INSERT INTO bench_task (application_id, assignee) VALUES ($1, $2) RETURNING id', [appId, li]);
      await timed(bare, () => decide(t2, appId, 'level2'));
      await timed(bare, () => decide(t3, appId, 'done'));
    });
    const bareSeconds = (performance.now() - bareStart) / 1000;
    return {
      database: db.dialect === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)',
      instances,
      concurrency,
      engine: { seconds: engineSeconds, instancesPerSecond: instances / engineSeconds, completeP95Ms: p95(completes), completeMedianMs: median(completes), startP95Ms: p95(starts) },
      bare: { seconds: bareSeconds, instancesPerSecond: instances / bareSeconds, completeP95Ms: p95(bare), completeMedianMs: median(bare) },
    };
  } finally {
    await db.close();
    await scratch?.drop();
  }
}

export function printWorkflow(r: WorkflowBenchResult) {
  const f = (n: number) => n.toFixed(1);
  console.log(`\n## Workflow engine: ${r.instances} instances of the two-level approval (${r.database}, ${r.concurrency} concurrent)`);
  console.log(`  engine: ${f(r.engine.seconds)} s, ${f(r.engine.instancesPerSecond)} instances/s, complete p95 ${f(r.engine.completeP95Ms)} ms (median ${f(r.engine.completeMedianMs)} ms), start p95 ${f(r.engine.startP95Ms)} ms`);
  console.log(`  bare SQL update: ${f(r.bare.seconds)} s, ${f(r.bare.instancesPerSecond)} instances/s, complete p95 ${f(r.bare.completeP95Ms)} ms (median ${f(r.bare.completeMedianMs)} ms)`);
  console.log(`  engine cost: ${f(r.engine.completeP95Ms / r.bare.completeP95Ms)}× the p95 of a bare update, ${f(r.bare.instancesPerSecond / r.engine.instancesPerSecond)}× fewer instances/s`);
}
