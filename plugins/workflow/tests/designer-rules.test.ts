// Spec §5 rules of the workflow designer (designer/elementModel.ts), on bpmn-js-shaped elements.
import { describe, expect, it } from 'vitest';
import { firstInvalid, readValues, validateListener, validateSignal, validateValues, type DiagramElement } from '../designer/elementModel';

function element(type: string, bo: Record<string, unknown> = {}, extra: Partial<DiagramElement> = {}): DiagramElement {
  const attrs: Record<string, unknown> = { ...bo };
  return {
    id: String(bo.id ?? 'x'),
    type,
    businessObject: { $type: type, ...bo, get: (name: string) => attrs[name] } as never,
    ...extra,
  };
}

describe('designer rules (spec §5)', () => {
  it('requires a node name and, for person type assignee, the assignee', () => {
    const task = element('bpmn:UserTask', { id: 'a', 'flowable:dataType': 'ASSIGNEE' });
    expect(validateValues(task, readValues(task, 'flowable'))).toEqual({ name: 'nameRequired', assignee: 'assigneeRequired' });
    const ok = element('bpmn:UserTask', { id: 'a', name: '审批', 'flowable:assignee': '3' });
    expect(validateValues(ok, readValues(ok, 'flowable'))).toEqual({});
  });

  it('requires a jump condition on a flow leaving an exclusive gateway, not on other flows', () => {
    const gateway = element('bpmn:ExclusiveGateway', { id: 'g' });
    const flow = element('bpmn:SequenceFlow', { id: 'f' }, { source: gateway });
    expect(validateValues(flow, readValues(flow, 'flowable'))).toEqual({ jump: 'jumpRequired' });
    const approved = element('bpmn:SequenceFlow', { id: 'f', conditionExpression: { body: '${approved}' } }, { source: gateway });
    expect(readValues(approved, 'flowable').jump).toBe('approved');
    expect(validateValues(approved, readValues(approved, 'flowable'))).toEqual({});
    const plain = element('bpmn:SequenceFlow', { id: 'p' }, { source: element('bpmn:UserTask') });
    expect(validateValues(plain, readValues(plain, 'flowable'))).toEqual({});
    expect(firstInvalid([element('bpmn:StartEvent', { id: 's' }), plain, flow], 'flowable')?.id).toBe('f');
  });

  it('requires listener event, type and class, and parameter type, name and value', () => {
    expect(validateListener({ event: '', type: '', value: ' ', fields: [{ name: '', type: '', value: '' }] })).toEqual([
      'listenerEvent', 'listenerType', 'listenerClass', 'paramType', 'paramName', 'paramValue',
    ]);
    expect(validateListener({ event: 'create', type: 'class', value: 'a.B', fields: [{ name: 'n', type: 'stringValue', value: 'v' }] })).toEqual([]);
  });

  it('requires signal scope, id and name', () => {
    expect(validateSignal({ id: '', name: '', scope: '' })).toEqual(['signalScope', 'signalId', 'signalName']);
    expect(validateSignal({ id: 's1', name: '整改完成', scope: 'global' })).toEqual([]);
  });
});
