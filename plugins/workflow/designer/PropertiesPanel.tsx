import { AutoComplete, Button, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Candidates } from '../contract';
import { readListeners, readMultiInstance, readSignals, setCondition, setDocumentation, setExt, writeListeners, writeMultiInstance, writeSignals, type EditServices } from './bpmnEdit';
import { ListenerDialog, MultiInstanceDialog, SignalDialog } from './Dialogs';
import { JUMP_CONDITIONS, kindOf, leavesExclusiveGateway, type DiagramElement, type Errors, type PersonType, type Values } from './elementModel';

const NS = 'workflow';

interface Props {
  element: DiagramElement;
  values: Values;
  errors: Errors;
  services: EditServices;
  candidates: Candidates;
  /** Called after every edit with the element's fresh values (the designer re-validates). */
  onChanged(): void;
  readOnly?: boolean;
}

type Dialog = 'executionListeners' | 'taskListeners' | 'multiInstance' | 'signals' | null;

/**
 * The property panel of spec §2/§3 for the selected element (or the process when nothing is selected):
 * id (read-only), name, documentation; for user tasks person type, assignee, candidate users and groups
 * (real users and roles), async, priority, form key, skip expression, due date, and the listener and
 * multi-instance dialogs; for flows leaving an exclusive gateway the approval jump condition. Edits go
 * straight into the diagram through bpmn-js's modeling (undo works).
 */
export function PropertiesPanel({ element, values, errors, services: s, candidates, onChanged, readOnly }: Props) {
  const { t } = useTranslation(NS);
  const [dialog, setDialog] = useState<Dialog>(null);
  const kind = kindOf(element.type);
  const bo = element.businessObject;
  const edit = (fn: () => void) => {
    fn();
    onChanged();
  };
  const item = (field: keyof Values, label: string, control: React.ReactNode) => (
    <Form.Item label={label} validateStatus={errors[field] ? 'error' : undefined} help={errors[field] ? t(`designer.rules.${errors[field]}`) : undefined} required={['id', 'name', 'assignee', 'jump'].includes(field) && !!errors[field]}>
      {control}
    </Form.Item>
  );
  const userOptions = candidates.users.map((u) => ({ value: String(u.id), label: u.name }));
  // The enterprise's saved forms to pick from; any key may still be typed (a form saved later).
  const formOptions = (candidates.forms ?? []).map((f) => ({ value: f.formKey, label: `${f.name}（${f.formKey}）` }));
  const formKeyPicker = (
    <AutoComplete
      value={values.formKey}
      options={formOptions}
      placeholder={t('designer.formKeyHint')}
      filterOption={(input, option) => String(option?.label ?? '').toLowerCase().includes(input.toLowerCase())}
      onChange={(v: string) => edit(() => setExt(s, element, 'formKey', v))}
      data-testid="prop-form-key"
    />
  );
  const roleOptions = candidates.roles.map((r) => ({ value: String(r.roleId), label: r.roleName }));

  const setPersonType = (personType: PersonType) =>
    edit(() => {
      setExt(s, element, 'dataType', personType);
      setExt(s, element, 'assignee', personType === 'INITIATOR' ? '${initiator}' : undefined);
      if (personType !== 'USERS') setExt(s, element, 'candidateUsers', undefined);
      if (personType !== 'ROLES') setExt(s, element, 'candidateGroups', undefined);
    });

  return (
    <div className="ec-wf-panel" data-testid="designer-panel" data-element-id={element.id} data-element-type={element.type} data-target-type={element.target?.type}>
      <Typography.Title level={5}>{t(`designer.kinds.${kind}`)}</Typography.Title>
      {kind === 'flow' && (
        <Typography.Paragraph type="secondary" data-testid="prop-flow-ends">
          {`${element.source?.businessObject.name || element.source?.id} → ${element.target?.businessObject.name || element.target?.id}`}
        </Typography.Paragraph>
      )}
      <Form layout="vertical" size="small" disabled={readOnly}>
        {item('id', 'ID', <Input value={values.id} readOnly data-testid="prop-id" />)}
        {item('name', t('designer.name'), <Input value={values.name} onChange={(e) => edit(() => s.modeling.updateProperties(element, { name: e.target.value }))} data-testid="prop-name" maxLength={100} />)}
        {kind === 'process' &&
          item(
            'category',
            t('designer.category'),
            <Input
              value={values.category}
              onChange={(e) =>
                edit(() => {
                  s.definitions.targetNamespace = e.target.value;
                })
              }
              data-testid="prop-category"
            />,
          )}
        {item('documentation', t('designer.documentation'), <Input.TextArea rows={2} value={values.documentation} onChange={(e) => edit(() => setDocumentation(s, element, e.target.value))} data-testid="prop-documentation" />)}

        {kind === 'event' && element.type === 'bpmn:StartEvent' && (
          <>
            {item('initiator', t('designer.initiator'), <Input value={values.initiator} placeholder="initiator" onChange={(e) => edit(() => setExt(s, element, 'initiator', e.target.value))} />)}
            {item('formKey', t('designer.formKey'), formKeyPicker)}
          </>
        )}

        {kind === 'userTask' && (
          <>
            {item(
              'personType',
              t('designer.personType'),
              <Select
                value={values.personType}
                onChange={setPersonType}
                options={(['ASSIGNEE', 'USERS', 'ROLES', 'INITIATOR'] as const).map((v) => ({ value: v, label: t(`designer.personTypes.${v}`) }))}
                data-testid="prop-person-type"
              />,
            )}
            {values.personType === 'ASSIGNEE' &&
              item('assignee', t('designer.assignee'), <Select allowClear showSearch optionFilterProp="label" value={values.assignee || undefined} options={userOptions} onChange={(v) => edit(() => setExt(s, element, 'assignee', v))} data-testid="prop-assignee" />)}
            {values.personType === 'USERS' &&
              item(
                'candidateUsers',
                t('designer.candidateUsers'),
                <Select mode="multiple" showSearch optionFilterProp="label" value={values.candidateUsers} options={userOptions} onChange={(v: string[]) => edit(() => setExt(s, element, 'candidateUsers', v.join(',')))} data-testid="prop-candidate-users" />,
              )}
            {values.personType === 'ROLES' &&
              item(
                'candidateGroups',
                t('designer.candidateGroups'),
                <Select mode="multiple" showSearch optionFilterProp="label" value={values.candidateGroups} options={roleOptions} onChange={(v: string[]) => edit(() => setExt(s, element, 'candidateGroups', v.join(',')))} data-testid="prop-candidate-groups" />,
              )}
            {item('priority', t('designer.priority'), <InputNumber min={0} max={100} value={values.priority === '' ? null : Number(values.priority)} onChange={(v) => edit(() => setExt(s, element, 'priority', v === null ? undefined : String(v)))} />)}
            {item('formKey', t('designer.formKey'), formKeyPicker)}
            {item('skipExpression', t('designer.skipExpression'), <Input value={values.skipExpression} placeholder="${...}" onChange={(e) => edit(() => setExt(s, element, 'skipExpression', e.target.value))} />)}
            {item('dueDate', t('designer.dueDate'), <Input value={values.dueDate} placeholder={t('designer.dueDateHint')} onChange={(e) => edit(() => setExt(s, element, 'dueDate', e.target.value))} data-testid="prop-due-date" />)}
          </>
        )}

        {(kind === 'userTask' || kind === 'task' || kind === 'gateway' || kind === 'event') &&
          item('async', t('designer.async'), <Switch checked={values.async} onChange={(v) => edit(() => setExt(s, element, 'async', v))} />)}

        {kind === 'flow' &&
          (leavesExclusiveGateway(element)
            ? item(
                'jump',
                t('designer.jump'),
                <Select
                  value={values.jump || undefined}
                  placeholder={t('designer.jumpHint')}
                  options={(['approved', 'rejected'] as const).map((v) => ({ value: v, label: t(`designer.jumps.${v}`) }))}
                  onChange={(v: keyof typeof JUMP_CONDITIONS) => edit(() => setCondition(s, element, JUMP_CONDITIONS[v]))}
                  data-testid="prop-jump"
                />,
              )
            : item('condition', t('designer.condition'), <Input value={values.condition} placeholder="${...}" onChange={(e) => edit(() => setCondition(s, element, e.target.value))} />))}

        <Space wrap>
          {kind !== 'other' && (
            <Button onClick={() => setDialog('executionListeners')} data-testid="open-execution-listeners">
              {t('designer.executionListeners')} ({readListeners(bo, 'execution').length})
            </Button>
          )}
          {kind === 'userTask' && (
            <>
              <Button onClick={() => setDialog('taskListeners')} data-testid="open-task-listeners">
                {t('designer.taskListeners')} ({readListeners(bo, 'task').length})
              </Button>
              <Button onClick={() => setDialog('multiInstance')} data-testid="open-multi-instance">
                {t('designer.multiInstance')}
                {readMultiInstance(bo, s.prefix) ? ` ✓` : ''}
              </Button>
            </>
          )}
          {kind === 'process' && (
            <Button onClick={() => setDialog('signals')} data-testid="open-signals">
              {t('designer.signals')} ({readSignals(s.definitions, s.prefix).length})
            </Button>
          )}
        </Space>
      </Form>
      {(dialog === 'executionListeners' || dialog === 'taskListeners') && (
        <ListenerDialog
          kind={dialog === 'taskListeners' ? 'task' : 'execution'}
          value={readListeners(bo, dialog === 'taskListeners' ? 'task' : 'execution')}
          onCancel={() => setDialog(null)}
          onOk={(v) => {
            edit(() => writeListeners(s, element, dialog === 'taskListeners' ? 'task' : 'execution', v));
            setDialog(null);
          }}
        />
      )}
      {dialog === 'multiInstance' && (
        <MultiInstanceDialog
          value={readMultiInstance(bo, s.prefix)}
          onCancel={() => setDialog(null)}
          onOk={(v) => {
            edit(() => writeMultiInstance(s, element, v));
            setDialog(null);
          }}
        />
      )}
      {dialog === 'signals' && (
        <SignalDialog
          value={readSignals(s.definitions, s.prefix)}
          onCancel={() => setDialog(null)}
          onOk={(v) => {
            edit(() => writeSignals(s, v));
            setDialog(null);
          }}
        />
      )}
    </div>
  );
}
