import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../core/contracts';
import type { EnterpriseKey } from '../seed/demoData';

/** The demo enterprises a plugin's seed may attach data to (server/seed/demoData keys). */
export type DemoEnterpriseKey = EnterpriseKey;

export interface SeedContext {
  /** The migration session (inside the migration lock); use it for every statement of the seed. */
  db: Pick<Db, 'query' | 'dialect' | 'transaction'>;
  log: (line: string) => void;
  /** Id of a seeded demo enterprise, undefined when the demo data was not created. */
  demoEnterpriseId(key: DemoEnterpriseKey): Promise<number | undefined>;
}

export interface JobContext {
  db: Db;
  log: FastifyBaseLogger;
  /** Aborted when the server shuts down: long jobs stop early. */
  signal: AbortSignal;
}

/**
 * Scheduled work of a plugin. Each run is claimed through the `job_schedule` row of the job, so with
 * several server processes on one database a run happens once per interval, and a missed interval
 * after a restart runs at the next tick.
 */
export interface JobDefinition {
  /** Unique within the plugin; stored as `<plugin>:<name>`. */
  name: string;
  everySeconds: number;
  run(ctx: JobContext): Promise<void>;
}

/**
 * The server half of a plugin (`plugins/<name>/server/index.ts`, default export). Its SQL migrations
 * are the files `plugins/<name>/server/migrations/NNNN_name.sql`, found by the host; its menus,
 * permissions, dictionaries and texts are in the plugin's manifest.
 */
export interface ServerPluginDefinition {
  /**
   * A Fastify plugin with the plugin's routes, registered encapsulated after the core, so the guards
   * (`app.requireEnterprise`, `requirePermission`, `requireAdmin`), `app.db` and the envelope apply.
   */
  routes?: FastifyPluginAsync;
  /**
   * Demo data, after the core's demo data when SEED is on; must be idempotent. It runs on a first start
   * and on every restart after a change to one of the tables in `seedInputs` (a deleted demo record
   * comes back at restart).
   */
  seed?: (ctx: SeedContext) => Promise<void>;
  /**
   * The tables `seed` reads to decide what is missing, each with the columns whose update could change
   * that decision (`{ task: ['enterprise_id'] }`; `[]` when only inserts and deletes can). Any insert,
   * delete, truncate or such update of one of them makes the next restart run the seeds again
   * (server/plugin-host/seedWatch.ts); a table left out would keep a deleted demo record from coming back.
   */
  seedInputs?: Readonly<Record<string, readonly string[]>>;
  /**
   * BPMN models (XML text) of the plugin's default platform processes (e.g. a risk's handling approval):
   * deployed by the database preparation when no platform version of their key exists, so an
   * enterprise's own model or a newer version deployed by operations stays in force. They are part of
   * the start fingerprint: a restart of the same build does not look at them again.
   */
  processes?: readonly string[];
  jobs?: JobDefinition[];
}

const JOB_NAME = /^[a-z][a-zA-Z0-9-]*$/;

export function defineServerPlugin(def: ServerPluginDefinition): ServerPluginDefinition {
  for (const job of def.jobs ?? []) {
    if (!JOB_NAME.test(job.name)) throw new Error(`job name must be camelCase or kebab-case: "${job.name}"`);
    if (!(job.everySeconds >= 1)) throw new Error(`job ${job.name}: everySeconds must be at least 1`);
  }
  return def;
}
