import type { DictionaryEntry, ModuleSchema } from '../../schemas/types';
import { apiPaths } from '../services/api';
import { http } from '../services/http';
import { columnConfigKey, type ColumnSetting } from './columnStorage';

/**
 * The query options of what the generic module screens read, in one place so that the screens' hooks
 * and the shell's warm-up (runtime/shell/routeWarmup.ts) share their keys and fetchers: a warmed query
 * is the screen's own query, found in the cache when the screen mounts.
 */

export interface OptionItem {
  value: string;
  label: string;
}

export type DictionaryMap = ReadonlyMap<string, readonly OptionItem[]>;

export interface StoredColumnConfig {
  key: string;
  columns: ColumnSetting[];
}

function toMap(entries: DictionaryEntry[] | null): DictionaryMap {
  return new Map((entries ?? []).map((d) => [d.type, d.children.map((c) => ({ value: String(c.value), label: c.label }))]));
}

/** The full schema of a module (GET module/schema/{id}), per enterprise and group member shown. */
export function moduleSchemaQuery(enterpriseId: string | null, scope: { memberId: number | null; headers?: Record<string, string> } | null, moduleId: string) {
  return {
    queryKey: ['moduleSchema', enterpriseId, scope?.memberId ?? null, moduleId] as const,
    queryFn: () => http.get<ModuleSchema>(apiPaths.moduleSchema(moduleId), { headers: scope?.headers }),
    staleTime: 5 * 60_000,
  };
}

/** GET dict/all once per session and language (labels come in the Accept-Language locale). */
export function dictionariesQuery(language: string, headers: Record<string, string> | undefined) {
  return {
    queryKey: ['dictionaries', language] as const,
    queryFn: async () => toMap(await http.get<DictionaryEntry[] | null>(apiPaths.dictionaries, { headers })),
    staleTime: Infinity,
    gcTime: Infinity,
  };
}

/** The user's stored column setting of one list (spec §3 Column config), cached for the session. */
export function columnConfigQuery(routePath: string, headers: Record<string, string> | undefined) {
  const key = columnConfigKey(routePath);
  return {
    queryKey: ['columnConfig', key] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) => http.get<StoredColumnConfig>(apiPaths.columnConfig, { params: { key }, signal, headers }),
    staleTime: Infinity,
  };
}
