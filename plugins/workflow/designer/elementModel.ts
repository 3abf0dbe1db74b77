/**
 * Reading and writing the designer's fields on bpmn-js elements (spec §3 workflow node properties), and
 * the designer's validation rules (spec §5), kept free of React so the rules are unit-testable.
 */

export interface ModdleElement {
  $type: string;
  id?: string;
  name?: string;
  get(name: string): unknown;
  set?(name: string, value: unknown): void;
  [key: string]: unknown;
}

export interface DiagramElement {
  id: string;
  type: string;
  businessObject: ModdleElement;
  source?: DiagramElement;
  target?: DiagramElement;
}

/** How a user task's people are chosen (stored as the extension attribute dataType, as RuoYi does). */
export type PersonType = 'ASSIGNEE' | 'USERS' | 'ROLES' | 'INITIATOR';

export interface Listener {
  event: string;
  type: 'class' | 'expression' | 'delegateExpression' | '';
  value: string;
  fields: Array<{ name: string; type: 'stringValue' | 'expression' | ''; value: string }>;
}

export interface MultiInstance {
  isSequential: boolean;
  collection: string;
  elementVariable: string;
  completionCondition: string;
}

export interface Signal {
  id: string;
  name: string;
  scope: string;
}

export type ElementKind = 'process' | 'userTask' | 'task' | 'event' | 'flow' | 'gateway' | 'other';

export function kindOf(type: string): ElementKind {
  if (type === 'bpmn:Process' || type === 'bpmn:Collaboration' || type === 'bpmn:Participant') return 'process';
  if (type === 'bpmn:UserTask') return 'userTask';
  if (type === 'bpmn:SequenceFlow') return 'flow';
  if (type.endsWith('Gateway')) return 'gateway';
  if (type.endsWith('Event')) return 'event';
  if (type.endsWith('Task') || type === 'bpmn:SubProcess' || type === 'bpmn:CallActivity') return 'task';
  return 'other';
}

/** The jump conditions of an approval (spec §5): approved / not approved. */
export const JUMP_CONDITIONS = { approved: '${approved}', rejected: '${!approved}' } as const;

/** Countersign completion presets (docs/workflow.md: conditions phrased in approvals are pass rules). */
export const COMPLETION_PRESETS = {
  all: '${nrOfRejected > 0}',
  any: '${nrOfApproved >= 1}',
  half: '${nrOfApproved / nrOfInstances >= 0.5}',
} as const;

export const LISTENER_EVENTS = {
  execution: ['start', 'end', 'take'],
  task: ['create', 'assignment', 'complete', 'delete'],
} as const;

export interface Values {
  id: string;
  name: string;
  documentation: string;
  personType: PersonType;
  assignee: string;
  candidateUsers: string[];
  candidateGroups: string[];
  async: boolean;
  priority: string;
  formKey: string;
  skipExpression: string;
  dueDate: string;
  /** Flows: the approval jump condition when leaving an exclusive gateway, or a free expression. */
  jump: '' | keyof typeof JUMP_CONDITIONS;
  condition: string;
  initiator: string;
  category: string;
}

/** Field → spec §5 message key (in the plugin's locales, designer.rules.*). */
export type Errors = Partial<Record<keyof Values, string>>;

const list = (v: unknown) =>
  String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function documentationOf(bo: ModdleElement): string {
  const docs = (bo.documentation as Array<{ text?: string }> | undefined) ?? [];
  return docs[0]?.text ?? '';
}

export function leavesExclusiveGateway(element: DiagramElement): boolean {
  return element.type === 'bpmn:SequenceFlow' && element.source?.type === 'bpmn:ExclusiveGateway';
}

export function readValues(element: DiagramElement, prefix: string, targetNamespace = ''): Values {
  const bo = element.businessObject;
  const ext = (name: string) => String(bo.get(`${prefix}:${name}`) ?? '');
  const assignee = ext('assignee');
  const stored = ext('dataType') as PersonType;
  const personType: PersonType = ['ASSIGNEE', 'USERS', 'ROLES', 'INITIATOR'].includes(stored)
    ? stored
    : assignee === '${initiator}'
      ? 'INITIATOR'
      : assignee
        ? 'ASSIGNEE'
        : ext('candidateGroups')
          ? 'ROLES'
          : 'USERS';
  const condition = String((bo.conditionExpression as { body?: string } | undefined)?.body ?? '');
  const jump = condition === JUMP_CONDITIONS.approved ? 'approved' : condition === JUMP_CONDITIONS.rejected ? 'rejected' : '';
  return {
    id: bo.id ?? '',
    name: bo.name ?? '',
    documentation: documentationOf(bo),
    personType,
    assignee: personType === 'INITIATOR' ? '' : assignee,
    candidateUsers: list(ext('candidateUsers')),
    candidateGroups: list(ext('candidateGroups')),
    async: bo.get(`${prefix}:async`) === true,
    priority: ext('priority'),
    formKey: ext('formKey'),
    skipExpression: ext('skipExpression'),
    dueDate: ext('dueDate'),
    jump,
    condition,
    initiator: ext('initiator'),
    category: targetNamespace,
  };
}

/** Spec §5 rules for the selected element's form. */
export function validateValues(element: DiagramElement, values: Values): Errors {
  const errors: Errors = {};
  const kind = kindOf(element.type);
  if (!values.id.trim()) errors.id = 'idRequired';
  if ((kind === 'userTask' || kind === 'task') && !values.name.trim()) errors.name = 'nameRequired';
  if (kind === 'userTask') {
    if (values.personType === 'ASSIGNEE' && !values.assignee) errors.assignee = 'assigneeRequired';
    if (values.personType === 'USERS' && values.candidateUsers.length === 0) errors.candidateUsers = 'candidateUsersRequired';
    if (values.personType === 'ROLES' && values.candidateGroups.length === 0) errors.candidateGroups = 'candidateGroupsRequired';
  }
  if (leavesExclusiveGateway(element) && !values.jump && !values.condition.trim()) errors.jump = 'jumpRequired';
  return errors;
}

export function validateListener(l: Listener): string[] {
  const missing: string[] = [];
  if (!l.event) missing.push('listenerEvent');
  if (!l.type) missing.push('listenerType');
  if (!l.value.trim()) missing.push('listenerClass');
  for (const f of l.fields) {
    if (!f.type) missing.push('paramType');
    if (!f.name.trim()) missing.push('paramName');
    if (!f.value.trim()) missing.push('paramValue');
  }
  return [...new Set(missing)];
}

export function validateSignal(s: Signal): string[] {
  const missing: string[] = [];
  if (!s.scope) missing.push('signalScope');
  if (!s.id.trim()) missing.push('signalId');
  if (!s.name.trim()) missing.push('signalName');
  return missing;
}

/** Every element of the diagram checked at save time: true when one has a gap (尚有必填项未填写). */
export function firstInvalid(elements: DiagramElement[], prefix: string): DiagramElement | undefined {
  return elements.find((e) => kindOf(e.type) !== 'other' && kindOf(e.type) !== 'process' && Object.keys(validateValues(e, readValues(e, prefix))).length > 0);
}
