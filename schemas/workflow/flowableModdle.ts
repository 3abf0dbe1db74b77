/**
 * Moddle extension for the `flowable:` namespace (and the same shapes under `activiti:`, Flowable's
 * ancestor), shared by the designer in the browser and the engine on the server. With it bpmn-moddle
 * reads the attributes and extension elements Flowable and RuoYi-flowable models carry as typed
 * properties, and writes them back where they were, so an imported model exports unchanged (the corpus
 * in tests/fixtures/bpmn/ checks that). Anything not described here is still kept by moddle as a generic
 * element or attribute.
 */

type Prop = { name: string; type?: string; isAttr?: boolean; isBody?: boolean; isMany?: boolean; default?: unknown };

const attr = (name: string, type = 'String'): Prop => ({ name, type, isAttr: true });
const many = (name: string, type: string): Prop => ({ name, type, isMany: true });
const body = (): Prop => ({ name: 'body', type: 'String', isBody: true });

/** The user-task attributes of spec §3 (plus RuoYi's dataType: how the assignee was chosen). */
const ASSIGNABLE: Prop[] = [
  attr('assignee'),
  attr('candidateUsers'),
  attr('candidateGroups'),
  attr('dueDate'),
  attr('priority'),
  attr('formKey'),
  attr('skipExpression'),
  attr('dataType'),
  attr('category'),
];

const LISTENER: Prop[] = [attr('event'), attr('class'), attr('expression'), attr('delegateExpression'), many('fields', 'Field')];

export interface ModdleDescriptor {
  name: string;
  uri: string;
  prefix: string;
  xml: { tagAlias: 'lowerCase' };
  associations: never[];
  types: Array<Record<string, unknown>>;
}

function descriptor(name: string, prefix: string, uri: string): ModdleDescriptor {
  return {
    name,
    uri,
    prefix,
    xml: { tagAlias: 'lowerCase' },
    associations: [],
    types: [
      { name: 'Assignable', isAbstract: true, extends: ['bpmn:UserTask'], properties: ASSIGNABLE },
      { name: 'AsyncCapable', isAbstract: true, extends: ['bpmn:Activity', 'bpmn:Gateway', 'bpmn:Event'], properties: [attr('async', 'Boolean'), attr('exclusive', 'Boolean')] },
      { name: 'Initiator', isAbstract: true, extends: ['bpmn:StartEvent'], properties: [attr('initiator'), attr('formKey')] },
      { name: 'ProcessStarters', isAbstract: true, extends: ['bpmn:Process'], properties: [attr('candidateStarterUsers'), attr('candidateStarterGroups'), attr('processCategory')] },
      {
        name: 'ServiceTaskLike',
        isAbstract: true,
        extends: ['bpmn:ServiceTask', 'bpmn:SendTask', 'bpmn:BusinessRuleTask', 'bpmn:ScriptTask'],
        properties: [attr('class'), attr('expression'), attr('delegateExpression'), attr('resultVariable'), attr('type')],
      },
      { name: 'MultiInstance', isAbstract: true, extends: ['bpmn:MultiInstanceLoopCharacteristics'], properties: [attr('collection'), attr('elementVariable')] },
      { name: 'CalledElement', isAbstract: true, extends: ['bpmn:CallActivity'], properties: [attr('calledElementType'), attr('inheritVariables', 'Boolean')] },
      { name: 'ExecutionListener', superClass: ['Element'], meta: { allowedIn: ['*'] }, properties: LISTENER },
      { name: 'TaskListener', superClass: ['Element'], meta: { allowedIn: ['bpmn:UserTask'] }, properties: LISTENER },
      { name: 'Field', superClass: ['Element'], properties: [attr('name'), attr('stringValue'), attr('expression'), { name: 'string', type: 'String' }, { name: 'expressionValue', type: 'Expression' }] },
      { name: 'String', superClass: ['Element'], properties: [body()] },
      { name: 'Expression', superClass: ['Element'], properties: [body()] },
      {
        name: 'FormProperty',
        superClass: ['Element'],
        meta: { allowedIn: ['bpmn:StartEvent', 'bpmn:UserTask'] },
        properties: [
          attr('id'), attr('name'), attr('type'), attr('variable'), attr('expression'), attr('datePattern'), attr('default'),
          attr('required', 'Boolean'), attr('readable', 'Boolean'), attr('writable', 'Boolean'), many('values', 'Value'),
        ],
      },
      { name: 'Value', superClass: ['Element'], properties: [attr('id'), attr('name')] },
      { name: 'In', superClass: ['Element'], meta: { allowedIn: ['bpmn:CallActivity'] }, properties: [attr('source'), attr('sourceExpression'), attr('target')] },
      { name: 'Out', superClass: ['Element'], meta: { allowedIn: ['bpmn:CallActivity'] }, properties: [attr('source'), attr('sourceExpression'), attr('target')] },
      { name: 'FailedJobRetryTimeCycle', superClass: ['Element'], meta: { allowedIn: ['*'] }, properties: [body()] },
      { name: 'Properties', superClass: ['Element'], meta: { allowedIn: ['*'] }, properties: [many('values', 'Property')] },
      { name: 'Property', superClass: ['Element'], properties: [attr('id'), attr('name'), attr('value')] },
      // Flowable's signal scope (global or processInstance).
      { name: 'SignalScope', isAbstract: true, extends: ['bpmn:Signal'], properties: [attr('scope')] },
    ],
  };
}

export const FLOWABLE_URI = 'http://flowable.org/bpmn';
export const ACTIVITI_URI = 'http://activiti.org/bpmn';
export const CAMUNDA_URI = 'http://camunda.org/schema/1.0/bpmn';

export const flowableDescriptor = descriptor('Flowable', 'flowable', FLOWABLE_URI);
export const activitiDescriptor = descriptor('Activiti', 'activiti', ACTIVITI_URI);

/** Extension prefixes read in this order: what the designer writes first, its ancestors after. */
export const EXTENSION_PREFIXES = ['flowable', 'activiti', 'camunda'] as const;
export type ExtensionDialect = (typeof EXTENSION_PREFIXES)[number];

/**
 * Which extension vocabulary a document speaks. The three describe the same attributes under the same
 * names, so one moddle instance can hold only one of them: a model is read and written in its own
 * dialect (an Activiti model stays activiti:, a Camunda one camunda:); new models are Flowable.
 */
export function dialectOf(xml: string): ExtensionDialect {
  if (xml.includes(FLOWABLE_URI)) return 'flowable';
  if (xml.includes(ACTIVITI_URI)) return 'activiti';
  if (xml.includes(CAMUNDA_URI)) return 'camunda';
  return 'flowable';
}

interface ModdleLike {
  get(name: string): unknown;
}

/**
 * An extension attribute of a moddle element, whichever of the flowable/activiti/camunda prefixes the
 * model used (camunda is read through camunda-bpmn-moddle where it is registered).
 */
export function extensionAttr(element: ModdleLike, name: string): string | undefined {
  for (const prefix of EXTENSION_PREFIXES) {
    let value: unknown;
    try {
      value = element.get(`${prefix}:${name}`);
    } catch {
      value = undefined; // prefix not registered on this moddle instance
    }
    if (value !== undefined && value !== null && value !== '') return String(value);
  }
  return undefined;
}
