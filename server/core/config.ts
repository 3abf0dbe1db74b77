/** Runtime configuration, read once from the environment (see README's configuration table). */
export interface AppConfig {
  host: string;
  port: number;
  /** PGlite data directory (embedded database) and local file store root. */
  dataDir: string;
  /** postgres://… switches from embedded PGlite to PostgreSQL. */
  databaseUrl?: string;
  /** Directory holding the built SPA (index.html + assets). */
  distDir: string;
  /** Seed demo data on first start. */
  seed: boolean;
  logLevel: string;
  /** Session idle lifetime in seconds (extended by every heartbeat). */
  sessionTtlSeconds: number;
  /** How long a process reuses a token's session + grant check (0: never); see server/plugins/auth/sessionCache.ts. */
  authCacheSeconds: number;
  /** Directory of module schema JSON files. */
  schemasDir: string;
  /**
   * Behind a reverse proxy: take the client address from X-Forwarded-For (sign-in rate limiting is per
   * address, so without it every user would share the proxy's address).
   */
  trustProxy?: boolean;
  /**
   * Development mode (DEV_MODE=1; `npm run dev` and the browser tests set it): the SMS outbox keeps
   * codes readable. Otherwise operators see messages with the code masked (issue 12).
   */
  devMode?: boolean;
  /** Plugin folders switched off (PLUGINS_DISABLED=a,b): their routes, menus and jobs are left out, their tables stay. */
  pluginsDisabled: string[];
  /** Run the plugins' scheduled jobs in this process (JOBS=0 turns them off, e.g. for a read-only replica). */
  jobs: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const cfg: AppConfig = {
    host: env.HOST || '127.0.0.1',
    port: Number(env.PORT || 8080),
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || undefined,
    distDir: env.DIST_DIR || './dist',
    seed: env.SEED !== '0',
    logLevel: env.LOG_LEVEL || 'info',
    sessionTtlSeconds: Number(env.SESSION_TTL_SECONDS || 7200),
    authCacheSeconds: env.AUTH_CACHE_SECONDS === undefined || env.AUTH_CACHE_SECONDS === '' ? 5 : Number(env.AUTH_CACHE_SECONDS),
    schemasDir: env.SCHEMAS_DIR || './schemas/modules',
    trustProxy: env.TRUST_PROXY === '1',
    devMode: env.DEV_MODE === '1',
    pluginsDisabled: (env.PLUGINS_DISABLED ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    jobs: env.JOBS !== '0',
    ...overrides,
  };
  if (!Number.isInteger(cfg.port) || cfg.port < 0 || cfg.port > 65535) throw new Error(`PORT must be 0..65535, got ${env.PORT}`);
  if (!(cfg.authCacheSeconds >= 0 && cfg.authCacheSeconds <= 60)) throw new Error(`AUTH_CACHE_SECONDS must be 0..60, got ${env.AUTH_CACHE_SECONDS}`);
  return cfg;
}
