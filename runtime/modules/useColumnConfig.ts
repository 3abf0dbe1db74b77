import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ListColumn } from '../../schemas/types';
import { apiPaths } from '../services/api';
import { http } from '../services/http';
import { useSessionHeaders } from '../shell/memberScope';
import { columnConfigKey, defaultChoices, mergeStored, sameChoices, toStored, type ColumnChoice } from './columnStorage';
import { columnConfigQuery, type StoredColumnConfig } from './queries';

/** Quiet time after the last change before the setting is sent (clicking through checkboxes sends once). */
export const COLUMN_SAVE_DELAY_MS = 800;

export interface ColumnConfig {
  choices: ColumnChoice[];
  /** The stored setting has not arrived yet (the default is shown meanwhile). */
  loading: boolean;
  change(next: ColumnChoice[]): void;
  reset(): void;
  /** Sends a pending change now (the settings panel closed). */
  flush(): void;
}

/**
 * The user's column setting of one list, stored on the server (spec §3 Column config). A change shows
 * at once and is saved after COLUMN_SAVE_DELAY_MS of quiet, or at once when the panel closes or the
 * page unmounts. Until the stored setting arrives the schema default is shown; the query is cached for
 * the session, so coming back to the list shows the saved arrangement straight away.
 */
export function useColumnConfig(routePath: string, columns: readonly ListColumn[]): ColumnConfig {
  const queryClient = useQueryClient();
  // The caller's own setting: in an operator scope it goes with the back office's session.
  const headers = useSessionHeaders();
  const key = columnConfigKey(routePath);
  const options = useMemo(() => columnConfigQuery(routePath, headers), [routePath, headers]);
  const { queryKey } = options;
  const query = useQuery(options);
  // Edits not yet confirmed by the server; null = show what the server holds.
  const [draft, setDraft] = useState<ColumnChoice[] | null>(null);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; choices: ColumnChoice[] } | null>(null);
  const latest = useRef<ColumnChoice[] | null>(null);

  const stored = query.data?.columns;
  const base = useMemo(() => (stored ? mergeStored(columns, stored) : defaultChoices(columns)), [columns, stored]);
  const choices = draft ?? base;

  const save = useCallback(
    (next: ColumnChoice[]) => {
      http
        .put<StoredColumnConfig>(apiPaths.columnConfig, { columns: toStored(next) }, { params: { key }, headers })
        .then((answer) => {
          queryClient.setQueryData(queryKey, answer);
          // A later change may already be on its way; only the last one may drop the draft.
          if (latest.current === next) setDraft(null);
        })
        .catch(() => {
          // The request layer showed why; fall back to what the server still holds.
          if (latest.current === next) setDraft(null);
        });
    },
    [key, queryClient, queryKey, headers],
  );

  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    save(waiting.choices);
  }, [save]);

  const change = useCallback(
    (next: ColumnChoice[]) => {
      latest.current = next;
      setDraft(next);
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { choices: next, timer: setTimeout(flush, COLUMN_SAVE_DELAY_MS) };
    },
    [flush],
  );

  const reset = useCallback(() => {
    const defaults = defaultChoices(columns);
    if (!sameChoices(defaults, choices)) change(defaults);
  }, [change, choices, columns]);

  useEffect(() => flush, [flush]);

  return { choices, loading: query.isPending, change, reset, flush };
}
