import { Alert, Button, Input, Modal, Radio, Select, Space, Switch, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPLETION_PRESETS, LISTENER_EVENTS, validateListener, validateSignal, type Listener, type MultiInstance, type Signal } from './elementModel';

const NS = 'workflow';

function Problems({ keys }: { keys: string[] }) {
  const { t } = useTranslation(NS);
  if (keys.length === 0) return null;
  return <Alert type="error" showIcon style={{ marginBottom: 12 }} message={keys.map((k) => t(`designer.rules.${k}`)).join('；')} data-testid="designer-dialog-errors" />;
}

/** Execution or task listeners: event, type (class / expression / delegateExpression), class name, parameters. */
export function ListenerDialog(props: { kind: 'execution' | 'task'; value: Listener[]; onOk(v: Listener[]): void; onCancel(): void }) {
  const { t } = useTranslation(NS);
  const [rows, setRows] = useState<Listener[]>(props.value);
  const [problems, setProblems] = useState<string[]>([]);
  const update = (i: number, patch: Partial<Listener>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const ok = () => {
    const found = [...new Set(rows.flatMap(validateListener))];
    setProblems(found);
    if (found.length === 0) props.onOk(rows);
  };
  return (
    <Modal open width={820} title={t(props.kind === 'task' ? 'designer.taskListeners' : 'designer.executionListeners')} onOk={ok} onCancel={props.onCancel} okText={t('common.confirm')} cancelText={t('common.cancel')}>
      <Problems keys={problems} />
      {rows.map((row, i) => (
        <div key={i} className="ec-wf-listener" data-testid="listener-row">
          <Space wrap>
            <Select
              style={{ width: 150 }}
              placeholder={t('designer.listener.event')}
              value={row.event || undefined}
              options={LISTENER_EVENTS[props.kind].map((e) => ({ value: e, label: t(`designer.events.${e}`) }))}
              onChange={(event) => update(i, { event })}
              data-testid="listener-event"
            />
            <Select
              style={{ width: 170 }}
              placeholder={t('designer.listener.type')}
              value={row.type || undefined}
              options={(['class', 'expression', 'delegateExpression'] as const).map((v) => ({ value: v, label: t(`designer.listenerTypes.${v}`) }))}
              onChange={(type) => update(i, { type })}
              data-testid="listener-type"
            />
            <Input style={{ width: 260 }} placeholder={t('designer.listener.class')} value={row.value} onChange={(e) => update(i, { value: e.target.value })} data-testid="listener-class" />
            <Button size="small" onClick={() => update(i, { fields: [...row.fields, { name: '', type: 'stringValue', value: '' }] })}>
              {t('designer.listener.addParam')}
            </Button>
            <Button size="small" danger onClick={() => setRows(rows.filter((_, j) => j !== i))}>
              {t('common.delete')}
            </Button>
          </Space>
          {row.fields.map((f, k) => (
            <Space key={k} className="ec-wf-param">
              <Select
                style={{ width: 140 }}
                value={f.type || undefined}
                placeholder={t('designer.listener.paramType')}
                options={[{ value: 'stringValue', label: t('designer.paramTypes.stringValue') }, { value: 'expression', label: t('designer.paramTypes.expression') }]}
                onChange={(type) => update(i, { fields: row.fields.map((x, m) => (m === k ? { ...x, type } : x)) })}
              />
              <Input placeholder={t('designer.listener.paramName')} value={f.name} onChange={(e) => update(i, { fields: row.fields.map((x, m) => (m === k ? { ...x, name: e.target.value } : x)) })} />
              <Input placeholder={t('designer.listener.paramValue')} value={f.value} onChange={(e) => update(i, { fields: row.fields.map((x, m) => (m === k ? { ...x, value: e.target.value } : x)) })} />
              <Button size="small" danger onClick={() => update(i, { fields: row.fields.filter((_, m) => m !== k) })}>
                {t('common.delete')}
              </Button>
            </Space>
          ))}
        </div>
      ))}
      <Button type="dashed" block onClick={() => setRows([...rows, { event: '', type: 'class', value: '', fields: [] }])} data-testid="listener-add">
        {t('designer.listener.add')}
      </Button>
    </Modal>
  );
}

/** Multi-instance (countersign): collection, element variable, sequential or parallel, completion rule. */
export function MultiInstanceDialog(props: { value: MultiInstance | null; onOk(v: MultiInstance | null): void; onCancel(): void }) {
  const { t } = useTranslation(NS);
  const [enabled, setEnabled] = useState(props.value !== null);
  const [mi, setMi] = useState<MultiInstance>(props.value ?? { isSequential: false, collection: '', elementVariable: '', completionCondition: COMPLETION_PRESETS.all });
  const preset = (Object.entries(COMPLETION_PRESETS).find(([, v]) => v === mi.completionCondition)?.[0] ?? 'custom') as keyof typeof COMPLETION_PRESETS | 'custom';
  return (
    <Modal open title={t('designer.multiInstance')} onOk={() => props.onOk(enabled ? mi : null)} onCancel={props.onCancel} okText={t('common.confirm')} cancelText={t('common.cancel')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space>
          {t('designer.mi.enabled')}
          <Switch checked={enabled} onChange={setEnabled} data-testid="mi-enabled" />
        </Space>
        {enabled && (
          <>
            <Radio.Group value={mi.isSequential ? 'seq' : 'par'} onChange={(e) => setMi({ ...mi, isSequential: e.target.value === 'seq' })}>
              <Radio value="par">{t('designer.mi.parallel')}</Radio>
              <Radio value="seq">{t('designer.mi.sequential')}</Radio>
            </Radio.Group>
            <Input addonBefore={t('designer.mi.collection')} placeholder={t('designer.mi.collectionHint')} value={mi.collection} onChange={(e) => setMi({ ...mi, collection: e.target.value })} />
            <Input addonBefore={t('designer.mi.elementVariable')} value={mi.elementVariable} onChange={(e) => setMi({ ...mi, elementVariable: e.target.value })} />
            <Select
              style={{ width: '100%' }}
              value={preset}
              onChange={(v) => setMi({ ...mi, completionCondition: v === 'custom' ? '' : COMPLETION_PRESETS[v as keyof typeof COMPLETION_PRESETS] })}
              options={[...Object.keys(COMPLETION_PRESETS), 'custom'].map((k) => ({ value: k, label: t(`designer.mi.presets.${k}`) }))}
              data-testid="mi-preset"
            />
            <Input addonBefore={t('designer.mi.completionCondition')} value={mi.completionCondition} onChange={(e) => setMi({ ...mi, completionCondition: e.target.value })} />
          </>
        )}
      </Space>
    </Modal>
  );
}

/** Signal definitions of the process: scope, id, name. */
export function SignalDialog(props: { value: Signal[]; onOk(v: Signal[]): void; onCancel(): void }) {
  const { t } = useTranslation(NS);
  const [rows, setRows] = useState<Signal[]>(props.value);
  const [problems, setProblems] = useState<string[]>([]);
  const ok = () => {
    const found = [...new Set(rows.flatMap(validateSignal))];
    setProblems(found);
    if (found.length === 0) props.onOk(rows);
  };
  const update = (i: number, patch: Partial<Signal>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Modal open width={640} title={t('designer.signals')} onOk={ok} onCancel={props.onCancel} okText={t('common.confirm')} cancelText={t('common.cancel')}>
      <Problems keys={problems} />
      <Table<Signal & { key: number }>
        size="small"
        pagination={false}
        dataSource={rows.map((r, key) => ({ ...r, key }))}
        columns={[
          {
            title: t('designer.signal.scope'),
            render: (_, r) => (
              <Select style={{ width: 140 }} value={r.scope || undefined} onChange={(scope) => update(r.key, { scope })} options={[{ value: 'global', label: t('designer.signal.global') }, { value: 'processInstance', label: t('designer.signal.instance') }]} />
            ),
          },
          { title: 'ID', render: (_, r) => <Input value={r.id} onChange={(e) => update(r.key, { id: e.target.value })} /> },
          { title: t('designer.signal.name'), render: (_, r) => <Input value={r.name} onChange={(e) => update(r.key, { name: e.target.value })} /> },
          { title: '', render: (_, r) => <Button size="small" danger onClick={() => setRows(rows.filter((_, j) => j !== r.key))}>{t('common.delete')}</Button> },
        ]}
      />
      <Button type="dashed" block style={{ marginTop: 8 }} onClick={() => setRows([...rows, { id: '', name: '', scope: 'global' }])}>
        {t('designer.signal.add')}
      </Button>
    </Modal>
  );
}
