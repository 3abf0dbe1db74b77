import type { ModdleElement, ParseResult } from 'bpmn-moddle';
import { extensionAttr } from '../../schemas/workflow/flowableModdle';
import { moddleFor } from '../../schemas/workflow/moddle';

/** A listener declared on an element (recorded in the history when its event happens; no code runs). */
export interface ListenerSpec {
  event: string;
  type: 'class' | 'expression' | 'delegateExpression';
  value: string;
  fields: Array<{ name: string; value: string }>;
}

export interface MultiInstanceSpec {
  isSequential: boolean;
  collection?: string;
  elementVariable?: string;
  loopCardinality?: string;
  completionCondition?: string;
}

/** What the engine wrapper needs to know of one flow node, read once per deployed version. */
export interface NodeSpec {
  id: string;
  type: string;
  name: string;
  assignee?: string;
  candidateUsers?: string;
  candidateGroups?: string;
  dueDate?: string;
  formKey?: string;
  priority?: string;
  skipExpression?: string;
  initiator?: string;
  multiInstance?: MultiInstanceSpec;
  executionListeners: ListenerSpec[];
  taskListeners: ListenerSpec[];
}

export interface ProcessModel {
  processId: string;
  processName: string;
  /** Flowable keeps a process's category in the definitions' targetNamespace. */
  category?: string;
  nodes: Map<string, NodeSpec>;
  flows: Map<string, { id: string; sourceId: string; targetId: string; condition?: string; name?: string; listeners: ListenerSpec[] }>;
  /** Execution listeners of the process itself (start, end). */
  processListeners: ListenerSpec[];
  parsed: ParseResult;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

function listenersOf(element: ModdleElement, kind: 'executionListener' | 'taskListener'): ListenerSpec[] {
  const values = ((element.extensionElements as ModdleElement | undefined)?.values ?? []) as ModdleElement[];
  return values
    .filter((v) => v.$type.endsWith(`:${kind[0].toUpperCase()}${kind.slice(1)}`))
    .map((v) => {
      const type = v.get('class') ? 'class' : v.get('delegateExpression') ? 'delegateExpression' : 'expression';
      const fields = ((v.get('fields') as ModdleElement[] | undefined) ?? []).map((f) => ({
        name: String(f.get('name') ?? ''),
        value: String(f.get('stringValue') ?? f.get('expression') ?? f.get('string') ?? ''),
      }));
      return { event: String(v.get('event') ?? ''), type, value: String(v.get(type) ?? ''), fields };
    });
}

function multiInstanceOf(element: ModdleElement): MultiInstanceSpec | undefined {
  const loop = element.loopCharacteristics as ModdleElement | undefined;
  if (!loop || loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics') return undefined;
  const body = (e: unknown) => text((e as ModdleElement | undefined)?.body);
  return {
    isSequential: loop.isSequential === true,
    collection: extensionAttr(loop, 'collection'),
    elementVariable: extensionAttr(loop, 'elementVariable'),
    loopCardinality: body(loop.loopCardinality),
    completionCondition: body(loop.completionCondition),
  };
}

function nodeSpec(element: ModdleElement): NodeSpec {
  return {
    id: element.id!,
    type: element.$type,
    name: text(element.name) ?? element.id!,
    assignee: extensionAttr(element, 'assignee'),
    candidateUsers: extensionAttr(element, 'candidateUsers'),
    candidateGroups: extensionAttr(element, 'candidateGroups'),
    dueDate: extensionAttr(element, 'dueDate'),
    formKey: extensionAttr(element, 'formKey'),
    priority: extensionAttr(element, 'priority'),
    skipExpression: extensionAttr(element, 'skipExpression'),
    initiator: element.$type === 'bpmn:StartEvent' ? extensionAttr(element, 'initiator') : undefined,
    multiInstance: multiInstanceOf(element),
    executionListeners: listenersOf(element, 'executionListener'),
    taskListeners: element.$type === 'bpmn:UserTask' ? listenersOf(element, 'taskListener') : [],
  };
}

export class ModelParseError extends Error {}

/** Every flow element of a process, its sub-processes included. */
export function flowElementsOf(container: ModdleElement): ModdleElement[] {
  const out: ModdleElement[] = [];
  for (const el of (container.flowElements as ModdleElement[] | undefined) ?? []) {
    out.push(el);
    if (el.flowElements) out.push(...flowElementsOf(el));
  }
  return out;
}

/** The executable processes of a parsed definitions element. */
export function processesOf(parsed: ParseResult): ModdleElement[] {
  return ((parsed.rootElement.rootElements as ModdleElement[] | undefined) ?? []).filter((e) => e.$type === 'bpmn:Process');
}

/** Parses BPMN XML and reads the one process it runs. Throws ModelParseError on XML that is not BPMN. */
export async function parseModel(xml: string): Promise<ProcessModel> {
  let parsed: ParseResult;
  try {
    parsed = await moddleFor(xml).fromXML(xml);
  } catch (err) {
    throw new ModelParseError(err instanceof Error ? err.message.split('\n')[0] : String(err));
  }
  if (parsed.rootElement?.$type !== 'bpmn:Definitions') throw new ModelParseError('not a BPMN definitions document');
  const processes = processesOf(parsed);
  const process = processes.find((p) => p.isExecutable !== false) ?? processes[0];
  if (!process) throw new ModelParseError('no process');
  const nodes = new Map<string, NodeSpec>();
  const flows: ProcessModel['flows'] = new Map();
  for (const el of flowElementsOf(process)) {
    if (el.$type === 'bpmn:SequenceFlow') {
      const condition = el.conditionExpression as ModdleElement | undefined;
      flows.set(el.id!, {
        id: el.id!,
        sourceId: (el.sourceRef as ModdleElement).id!,
        targetId: (el.targetRef as ModdleElement).id!,
        condition: text(condition?.body),
        name: text(el.name),
        listeners: listenersOf(el, 'executionListener'),
      });
    } else if (el.id) nodes.set(el.id, nodeSpec(el));
  }
  return {
    processId: process.id!,
    processName: text(process.name) ?? process.id!,
    category: text(parsed.rootElement.targetNamespace),
    nodes,
    flows,
    processListeners: listenersOf(process, 'executionListener'),
    parsed,
  };
}
