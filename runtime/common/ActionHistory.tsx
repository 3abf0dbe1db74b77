import { Timeline, Typography } from 'antd';

export interface HistoryEntry {
  id: number;
  action: string;
  userName: string | null;
  comment: string | null;
  createdAt: string;
}

/**
 * A record's history on its detail page, oldest first: what happened (the caller's label of the action),
 * who did it (`system` when nobody did: jobs), an optional comment and when. Items carry `data-action`.
 */
export function ActionHistory({ entries, label, system, itemTestId }: { entries: readonly HistoryEntry[]; label: (action: string) => string; system: string; itemTestId: string }) {
  return (
    <Timeline
      items={entries.map((h) => ({
        key: h.id,
        children: (
          <div data-testid={itemTestId} data-action={h.action}>
            <b>{label(h.action)}</b> {h.userName ?? system}
            {h.comment && <div>{h.comment}</div>}
            <Typography.Text type="secondary">{h.createdAt}</Typography.Text>
          </div>
        ),
      }))}
    />
  );
}
