import type { AppConfig } from '../core/config';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { ServerDb } from './types';
import { markWrites } from './writeMarks';

export type { ServerDb, ScriptDb } from './types';
export type { PgliteDb } from './pglite';

/** PostgreSQL when a URL is configured, else embedded PGlite under `${dataDir}/pglite` (or in memory). */
export function openDb(
  config: Pick<AppConfig, 'dataDir' | 'databaseUrl'>,
  options: { loadDataDir?: Blob } = {},
): Promise<ServerDb> {
  // Statements that may change data are counted for the session cache (writeMarks.ts).
  if (config.databaseUrl) return openPostgres(config.databaseUrl).then(markWrites);
  return openPglite(config.dataDir, options).then(markWrites);
}
