/**
 * Palette and context pad of the designer. The full variant (enterprise designer) offers the spec's
 * palette: start, intermediate, end, gateway, task, user task, countersign task, sub-process, data
 * object, data store, expanded participant, group. The operations variant (back office) allows only
 * start event, end event, exclusive gateway and user task, plus delete and connect; end events and
 * sequence flows offer only delete.
 */

export type DesignerVariant = 'full' | 'operations';

type Entries = Record<string, unknown>;
interface Shape {
  type: string;
  businessObject: { $type: string };
}
// bpmn-js services are untyped here; the few members used are named below.
interface Services {
  bpmnFactory: { create(type: string, attrs?: Record<string, unknown>): unknown };
  elementFactory: { createShape(attrs: Record<string, unknown>): unknown };
  create: { start(event: unknown, shape: unknown): void };
  autoPlace: { append(source: unknown, shape: unknown): void };
  translate: (s: string) => string;
}

const FULL_PALETTE = new Set([
  'create.start-event',
  'create.intermediate-event',
  'create.end-event',
  'create.exclusive-gateway',
  'create.task',
  'create.user-task',
  'create.countersign-task',
  'create.subprocess-expanded',
  'create.data-object',
  'create.data-store',
  'create.participant-expanded',
  'create.group',
  'hand-tool',
  'lasso-tool',
  'space-tool',
  'global-connect-tool',
  'tool-separator',
]);
const OPERATIONS_PALETTE = new Set(['create.start-event', 'create.end-event', 'create.exclusive-gateway', 'create.user-task']);
const OPERATIONS_PAD = new Set(['append.end-event', 'append.gateway', 'append.user-task', 'connect', 'delete']);

function userTaskShape(s: Services, countersign: boolean) {
  const attrs: Record<string, unknown> = {};
  if (countersign) attrs.loopCharacteristics = s.bpmnFactory.create('bpmn:MultiInstanceLoopCharacteristics', { isSequential: false });
  const businessObject = s.bpmnFactory.create('bpmn:UserTask', attrs);
  return s.elementFactory.createShape({ type: 'bpmn:UserTask', businessObject });
}

class WorkflowPaletteProvider {
  static $inject = ['palette', 'contextPad', 'bpmnFactory', 'elementFactory', 'create', 'autoPlace', 'translate', 'config.workflowVariant'];
  private s: Services;

  constructor(
    palette: { registerProvider(priority: number, p: unknown): void },
    contextPad: { registerProvider(priority: number, p: unknown): void },
    bpmnFactory: Services['bpmnFactory'],
    elementFactory: Services['elementFactory'],
    create: Services['create'],
    autoPlace: Services['autoPlace'],
    translate: Services['translate'],
    private readonly variant: DesignerVariant = 'full',
  ) {
    this.s = { bpmnFactory, elementFactory, create, autoPlace, translate };
    // Lower priority than bpmn-js's own providers: this one edits what they offered.
    palette.registerProvider(500, this);
    contextPad.registerProvider(500, this);
  }

  getPaletteEntries() {
    const s = this.s;
    const createEntry = (countersign: boolean, className: string, title: string) => ({
      group: 'activity',
      className,
      title: s.translate(title),
      action: {
        dragstart: (event: unknown) => s.create.start(event, userTaskShape(s, countersign)),
        click: (event: unknown) => s.create.start(event, userTaskShape(s, countersign)),
      },
    });
    return (entries: Entries) => {
      const all: Entries = {
        ...entries,
        'create.user-task': createEntry(false, 'bpmn-icon-user-task', 'Create user task'),
        'create.countersign-task': createEntry(true, 'bpmn-icon-user-task ec-countersign-entry', 'Create countersign task'),
      };
      const keep = this.variant === 'operations' ? OPERATIONS_PALETTE : FULL_PALETTE;
      return Object.fromEntries(Object.entries(all).filter(([key]) => keep.has(key)));
    };
  }

  getContextPadEntries(element: Shape) {
    const s = this.s;
    const appendEntry = (countersign: boolean, className: string, title: string) => ({
      group: 'model',
      className,
      title: s.translate(title),
      action: { click: () => s.autoPlace.append(element, userTaskShape(s, countersign)) },
    });
    return (entries: Entries) => {
      const type = element.businessObject?.$type ?? element.type;
      if (type === 'bpmn:EndEvent' || type === 'bpmn:SequenceFlow') {
        return this.variant === 'operations' ? pick(entries, ['delete']) : entries;
      }
      const canAppend = 'append.end-event' in entries;
      const all: Entries = canAppend
        ? {
            ...entries,
            'append.user-task': appendEntry(false, 'bpmn-icon-user-task', 'Append user task'),
            ...(this.variant === 'full' ? { 'append.countersign-task': appendEntry(true, 'bpmn-icon-user-task ec-countersign-entry', 'Append countersign task') } : {}),
          }
        : entries;
      return this.variant === 'operations' ? pick(all, [...OPERATIONS_PAD]) : all;
    };
  }
}

function pick(entries: Entries, keys: string[]): Entries {
  return Object.fromEntries(Object.entries(entries).filter(([k]) => keys.includes(k)));
}

export const paletteModule = {
  __init__: ['workflowPaletteProvider'],
  workflowPaletteProvider: ['type', WorkflowPaletteProvider],
};
