import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { prehashPassword } from '../../../data-providers/password';
import type { ModuleSchema } from '../../../schemas/types';
import { buildApp } from '../../../server/app';
import { loadConfig, type AppConfig } from '../../../server/core/config';
import type { StorageConfig } from '../../../server/storage/config';
import type { ServerDb } from '../../../server/db';
import { loadModuleSchemas } from '../../../server/modules/load';
import { createTestDatabase, REPO_ROOT } from './testDatabase';

export { DEMO_LOGINS } from '../../../server/seed';

export interface TestAppOptions {
  /** Demo data (server/seed) in the database; default true. */
  seed?: boolean;
  /** Module schemas; default: every schema in schemas/modules. Pass [] for a foundation-only app. */
  schemas?: ModuleSchema[];
  /** pino options (e.g. { stream }) to capture logs; default: no logging. */
  logger?: false | object;
  config?: Partial<AppConfig>;
  /** File storage for this app; default: none (storage tests pass their store). */
  storage?: StorageConfig | false;
  /** Adds test-only routes or hooks before the app is sealed (app.ready()). */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
}

export interface TestApp {
  app: FastifyInstance;
  db: ServerDb;
  config: AppConfig;
  /** PostgreSQL runs only: URL of this file's throwaway database. */
  databaseUrl?: string;
  /** Client sign-in with a plain password (pre-hashed here like the browser does); returns the token. */
  login(phone: string, password: string): Promise<string>;
  /** Back-office sign-in; returns the token. */
  adminLogin(account: string, password: string): Promise<string>;
  /** Request headers of a signed-in client call, with the enterprise_id header when given. */
  headers(token: string, enterpriseId?: number): Record<string, string>;
  /** Id of a seeded enterprise by its name. */
  enterpriseId(name: string): Promise<number>;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return loadConfig(
    {},
    {
      dataDir: ':memory:',
      distDir: resolve(REPO_ROOT, 'tests/api/helpers/no-dist'),
      schemasDir: resolve(REPO_ROOT, 'schemas/modules'),
      logLevel: 'info',
      // Development mode: the tests read SMS codes from the outbox as a developer would.
      devMode: true,
      // Scheduled jobs run only where a test starts them: background work would race the assertions.
      jobs: false,
      ...overrides,
    },
  );
}

async function signIn(app: FastifyInstance, url: string, body: object): Promise<string> {
  const res = await app.inject({ method: 'POST', url, payload: body });
  const json = res.json();
  if (json.code !== 1000000) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return json.data.token;
}

/** A Fastify app on a fresh, migrated database of its own (one per test file is the intended use). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.config);
  const schemas = options.schemas ?? (await loadModuleSchemas(config.schemasDir));
  const database = await createTestDatabase({ schemas, seed: options.seed ?? true });
  const app = await buildApp({ config, db: database.db, schemas, logger: options.logger ?? false, storage: options.storage ?? false });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    databaseUrl: database.databaseUrl,
    login: (phone, password) =>
      signIn(app, '/api/enterprise-side-app/auth/login/phonePassword', { phone, password: prehashPassword(password), clientType: 0 }),
    adminLogin: (account, password) => signIn(app, '/api/operation-manage/auth/login', { account, password: prehashPassword(password) }),
    headers: (token, enterpriseId) => ({
      authorization: token,
      ...(enterpriseId === undefined ? {} : { enterprise_id: String(enterpriseId) }),
    }),
    async enterpriseId(name) {
      const { rows } = await database.db.query<{ id: number }>('SELECT id FROM enterprise WHERE name = $1', [name]);
      if (!rows[0]) throw new Error(`no enterprise named ${name}`);
      return rows[0].id;
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
