import { BpmnModdle, type Moddle } from 'bpmn-moddle';
import camunda from 'camunda-bpmn-moddle/resources/camunda.json';
import { activitiDescriptor, dialectOf, flowableDescriptor, type ExtensionDialect } from './flowableModdle';

/** The moddle packages for a document's dialect (one of flowable/activiti/camunda, see dialectOf). */
export function moddleExtensionsFor(dialect: ExtensionDialect): Record<string, unknown> {
  // A fresh copy per moddle instance: moddle annotates the descriptors it registers in place.
  const copy = <T,>(d: T): T => JSON.parse(JSON.stringify(d)) as T;
  if (dialect === 'activiti') return { activiti: copy(activitiDescriptor) };
  if (dialect === 'camunda') return { camunda: copy(camunda) };
  return { flowable: copy(flowableDescriptor) };
}

/** A bpmn-moddle instance that reads and writes the given document's extension dialect. */
export function moddleFor(xml: string): Moddle {
  return BpmnModdle(moddleExtensionsFor(dialectOf(xml)));
}
