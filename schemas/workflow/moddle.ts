import { BpmnModdle, type Moddle } from 'bpmn-moddle';
import camunda from 'camunda-bpmn-moddle/resources/camunda.json';
import { activitiDescriptor, dialectOf, flowableDescriptor, type ExtensionDialect } from './flowableModdle';

/** The moddle packages for a document's dialect (one of flowable/activiti/camunda, see dialectOf). */
export function moddleExtensionsFor(dialect: ExtensionDialect): Record<string, unknown> {
  if (dialect === 'activiti') return { activiti: activitiDescriptor };
  if (dialect === 'camunda') return { camunda };
  return { flowable: flowableDescriptor };
}

/** A bpmn-moddle instance that reads and writes the given document's extension dialect. */
export function moddleFor(xml: string): Moddle {
  return BpmnModdle(moddleExtensionsFor(dialectOf(xml)));
}
