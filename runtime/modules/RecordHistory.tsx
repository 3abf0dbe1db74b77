import { useCustom } from '@refinedev/core';
import { Button, Empty, Result, Spin, Tag, Timeline } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldSchema, ModuleSchema } from '../../schemas/types';
import type { FormatContext } from './format';
import { FieldValue } from './FieldValue';
import { ACTION_KEYS, changeText, newestFirst, showsRichValue, type FieldChange, type HistoryEntry } from './history';
import './record.css';

const ACTION_COLORS: Record<HistoryEntry['action'], string> = { create: 'green', update: 'blue', delete: 'red' };

function ChangeLine({ change, field, ctx }: { change: FieldChange; field?: FieldSchema; ctx: FormatContext }) {
  const rich = showsRichValue(field);
  return (
    <li className={rich ? 'ec-history-change ec-history-change-rich' : 'ec-history-change'} data-testid="history-change">
      <span className="ec-history-label">
        {change.label}
        {ctx.locale === 'zh-CN' ? '：' : ':'}
      </span>
      {rich ? (
        <>
          <FieldValue field={field} value={change.before} ctx={ctx} testId="history-before" />
          <span className="ec-history-arrow">→</span>
          <FieldValue field={field} value={change.after} ctx={ctx} testId="history-after" />
        </>
      ) : (
        <>
          <span className="ec-history-before" data-testid="history-before">{changeText(field, change.before, change.beforeText, ctx)}</span>
          <span className="ec-history-arrow">→</span>
          <span className="ec-history-after" data-testid="history-after">{changeText(field, change.after, change.afterText, ctx)}</span>
        </>
      )}
    </li>
  );
}

function EntryBody({ entry, fields, ctx }: { entry: HistoryEntry; fields: ReadonlyMap<string, FieldSchema>; ctx: FormatContext }) {
  const { t } = useTranslation();
  // A create or delete lists every field; it stays folded so the edits remain easy to scan.
  const [open, setOpen] = useState(entry.action === 'update');
  return (
    <div className="ec-history-entry" data-testid="history-entry" data-action={entry.action}>
      <div className="ec-history-head">
        <Tag color={ACTION_COLORS[entry.action]} data-testid="history-action">
          {t(ACTION_KEYS[entry.action])}
        </Tag>
        <span data-testid="history-actor">{entry.actorName ?? t('history.system')}</span>
        <span className="ec-history-at" data-testid="history-at">
          {entry.at}
        </span>
        {entry.action !== 'update' && entry.changes.length > 0 && (
          <Button type="link" size="small" onClick={() => setOpen(!open)} data-testid="history-toggle">
            {t(open ? 'history.hideFields' : 'history.showFields', { count: entry.changes.length })}
          </Button>
        )}
      </div>
      {open && entry.changes.length > 0 && (
        <ul className="ec-history-changes">
          {entry.changes.map((change) => (
            <ChangeLine key={change.field} change={change} field={fields.get(change.field)} ctx={ctx} />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The audit trail of one record (`GET {api}/{id}/history`, docs/ledgers.md): newest first, who and
 * when, and per changed field its label with the value before and after.
 */
export function RecordHistory({ schema, id, ctx, headers }: { schema: ModuleSchema; id: string; ctx: FormatContext; headers?: Record<string, string> }) {
  const { t } = useTranslation();
  const { query, result } = useCustom<HistoryEntry[]>({
    url: `${schema.api}/${encodeURIComponent(id)}/history`,
    method: 'get',
    config: headers ? { headers } : undefined,
    successNotification: false,
    errorNotification: false,
    // Opening the detail again after an edit must show that edit.
    queryOptions: { staleTime: 0, refetchOnMount: 'always' },
  });
  const fields = useMemo(() => new Map(schema.fields.map((f) => [f.name, f] as const)), [schema]);
  const entries = useMemo(() => newestFirst(Array.isArray(result.data) ? result.data : []), [result.data]);

  if (query.isPending) return <Spin className="ec-history-loading" />;
  if (query.isError) {
    return (
      <Result
        status="warning"
        title={t('common.loadFailed')}
        extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
        data-testid="history-failed"
      />
    );
  }
  if (entries.length === 0) return <Empty description={t('history.empty')} data-testid="history-empty" />;
  return (
    <div data-testid="record-history">
      <Timeline
        items={entries.map((entry) => ({
          key: entry.id,
          color: ACTION_COLORS[entry.action],
          children: <EntryBody entry={entry} fields={fields} ctx={ctx} />,
        }))}
      />
    </div>
  );
}
