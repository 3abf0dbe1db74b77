import type { ListenerSpec } from './model';
import type { Tx } from './types';

/** One line of the append-only instance history. */
export interface HistoryEntry {
  kind:
    | 'start'
    | 'task_created'
    | 'task_completed'
    | 'task_withdrawn'
    | 'task_skipped'
    | 'flow_taken'
    | 'listener'
    | 'timer_fired'
    | 'end';
  activityId?: string | null;
  activityName?: string | null;
  taskId?: number | null;
  userId?: number | null;
  outcome?: string | null;
  comment?: string | null;
  formData?: Record<string, unknown> | null;
  detail?: Record<string, unknown> | null;
}

/** Appends entries in one statement (a step writes several: flows, listeners, tasks). */
export async function appendHistory(tx: Tx, instanceId: number, entries: HistoryEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.query(
    `INSERT INTO workflow_history (instance_id, at, kind, activity_id, activity_name, task_id, user_id, outcome, comment, form_data, detail)
     SELECT $1, clock_timestamp() + (x.ord * interval '1 microsecond'), x.kind, x.activity_id, x.activity_name, x.task_id, x.user_id, x.outcome, x.comment, x.form_data, x.detail
       FROM jsonb_to_recordset($2::jsonb) AS x(ord int, kind text, activity_id text, activity_name text, task_id bigint, user_id bigint,
                                               outcome text, comment text, form_data jsonb, detail jsonb)
      ORDER BY x.ord`,
    [
      instanceId,
      JSON.stringify(
        entries.map((e, ord) => ({
          ord,
          kind: e.kind,
          activity_id: e.activityId ?? null,
          activity_name: e.activityName ?? null,
          task_id: e.taskId ?? null,
          user_id: e.userId ?? null,
          outcome: e.outcome ?? null,
          comment: e.comment ?? null,
          form_data: e.formData ?? null,
          detail: e.detail ?? null,
        })),
      ),
    ],
  );
}

/** History lines for the listeners of an element that fire on an event (recorded; no code runs). */
export function listenerEntries(listeners: ListenerSpec[], event: string, activityId: string, activityName: string, scope: 'execution' | 'task'): HistoryEntry[] {
  return listeners
    .filter((l) => l.event === event)
    .map((l) => ({ kind: 'listener' as const, activityId, activityName, detail: { scope, event, type: l.type, value: l.value, fields: l.fields } }));
}
