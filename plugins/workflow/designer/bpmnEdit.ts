import type { DiagramElement, Listener, ModdleElement, MultiInstance, Signal } from './elementModel';

/** The bpmn-js services the designer edits through (untyped in bpmn-js; named here). */
export interface EditServices {
  modeling: { updateProperties(element: DiagramElement, props: Record<string, unknown>): void; updateModdleProperties(element: DiagramElement, target: unknown, props: Record<string, unknown>): void };
  moddle: { create(type: string, attrs?: Record<string, unknown>): ModdleElement };
  definitions: ModdleElement;
  prefix: string;
}

/** Sets one extension attribute (`flowable:assignee` …); an empty value removes it from the XML. */
export function setExt(s: EditServices, element: DiagramElement, name: string, value: unknown) {
  s.modeling.updateProperties(element, { [`${s.prefix}:${name}`]: value === '' || value === undefined || value === null || value === false ? undefined : value });
}

export function setDocumentation(s: EditServices, element: DiagramElement, text: string) {
  s.modeling.updateProperties(element, { documentation: text ? [s.moddle.create('bpmn:Documentation', { text })] : [] });
}

export function setCondition(s: EditServices, element: DiagramElement, body: string) {
  s.modeling.updateProperties(element, { conditionExpression: body ? s.moddle.create('bpmn:FormalExpression', { body }) : undefined });
}

const LISTENER_TYPE = { execution: 'ExecutionListener', task: 'TaskListener' } as const;

function extensionValues(bo: ModdleElement): ModdleElement[] {
  return ((bo.extensionElements as ModdleElement | undefined)?.values as ModdleElement[] | undefined) ?? [];
}

export function readListeners(bo: ModdleElement, kind: 'execution' | 'task'): Listener[] {
  return extensionValues(bo)
    .filter((v) => v.$type.endsWith(`:${LISTENER_TYPE[kind]}`))
    .map((v) => {
      const type = v.get('class') ? 'class' : v.get('delegateExpression') ? 'delegateExpression' : v.get('expression') ? 'expression' : '';
      return {
        event: String(v.get('event') ?? ''),
        type,
        value: type ? String(v.get(type) ?? '') : '',
        fields: ((v.get('fields') as ModdleElement[] | undefined) ?? []).map((f) => {
          const expr = f.get('expression');
          return { name: String(f.get('name') ?? ''), type: expr ? ('expression' as const) : ('stringValue' as const), value: String(expr ?? f.get('stringValue') ?? '') };
        }),
      };
    });
}

/** Replaces the element's listeners of one kind, keeping every other extension element as it was. */
export function writeListeners(s: EditServices, element: DiagramElement, kind: 'execution' | 'task', listeners: Listener[]) {
  const bo = element.businessObject;
  const others = extensionValues(bo).filter((v) => !v.$type.endsWith(`:${LISTENER_TYPE[kind]}`));
  const created = listeners.map((l) =>
    s.moddle.create(`${s.prefix}:${LISTENER_TYPE[kind]}`, {
      event: l.event,
      [l.type || 'class']: l.value,
      fields: l.fields.map((f) => s.moddle.create(`${s.prefix}:Field`, { name: f.name, [f.type === 'expression' ? 'expression' : 'stringValue']: f.value })),
    }),
  );
  const values = [...others, ...created];
  s.modeling.updateProperties(element, { extensionElements: values.length ? s.moddle.create('bpmn:ExtensionElements', { values }) : undefined });
}

export function readMultiInstance(bo: ModdleElement, prefix: string): MultiInstance | null {
  const loop = bo.loopCharacteristics as ModdleElement | undefined;
  if (!loop || loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics') return null;
  return {
    isSequential: loop.isSequential === true,
    collection: String(loop.get(`${prefix}:collection`) ?? ''),
    elementVariable: String(loop.get(`${prefix}:elementVariable`) ?? ''),
    completionCondition: String((loop.completionCondition as { body?: string } | undefined)?.body ?? ''),
  };
}

export function writeMultiInstance(s: EditServices, element: DiagramElement, mi: MultiInstance | null) {
  if (!mi) {
    s.modeling.updateProperties(element, { loopCharacteristics: undefined });
    return;
  }
  const loop = s.moddle.create('bpmn:MultiInstanceLoopCharacteristics', {
    isSequential: mi.isSequential,
    ...(mi.completionCondition ? { completionCondition: s.moddle.create('bpmn:FormalExpression', { body: mi.completionCondition }) } : {}),
  });
  if (mi.collection) loop.set!(`${s.prefix}:collection`, mi.collection);
  if (mi.elementVariable) loop.set!(`${s.prefix}:elementVariable`, mi.elementVariable);
  s.modeling.updateProperties(element, { loopCharacteristics: loop });
}

export function readSignals(definitions: ModdleElement, prefix: string): Signal[] {
  return ((definitions.rootElements as ModdleElement[] | undefined) ?? [])
    .filter((e) => e.$type === 'bpmn:Signal')
    .map((e) => ({ id: e.id ?? '', name: e.name ?? '', scope: String(e.get(`${prefix}:scope`) ?? 'global') }));
}

/** Signal definitions live beside the process in bpmn:Definitions (not on a shape). */
export function writeSignals(s: EditServices, signals: Signal[]) {
  const roots = (s.definitions.rootElements as ModdleElement[] | undefined) ?? [];
  const kept = roots.filter((e) => e.$type !== 'bpmn:Signal');
  const created = signals.map((sig) => {
    const el = s.moddle.create('bpmn:Signal', { id: sig.id, name: sig.name });
    el.set!(`${s.prefix}:scope`, sig.scope);
    (el as ModdleElement & { $parent?: unknown }).$parent = s.definitions;
    return el;
  });
  s.definitions.rootElements = [...created, ...kept];
}
