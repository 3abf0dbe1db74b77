import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import { useEffect, useRef } from 'react';
import { dialectOf } from '../../schemas/workflow/flowableModdle';
import { moddleExtensionsFor } from '../../schemas/workflow/moddle';
import type { InstanceInfo } from './contract';
import './workflow.css';

/**
 * The instance's diagram (spec §4): completed activities marked completed, current ones to-do, rejected
 * ones red, and only the sequence flows the engine actually took drawn as taken — never every outgoing
 * edge of a completed node (the RuoYi-flowable bug that drew a rejected path as approved).
 */
export default function DiagramView({ xml, highlight }: { xml: string; highlight: InstanceInfo['highlight'] }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const viewer = new NavigatedViewer({ container: host.current!, moddleExtensions: moddleExtensionsFor(dialectOf(xml)) } as never);
    let live = true;
    void viewer.importXML(xml).then(() => {
      if (!live) return;
      const canvas = viewer.get('canvas') as { addMarker(id: string, cls: string): void; zoom(v: string): void };
      const registry = viewer.get('elementRegistry') as { get(id: string): unknown };
      const mark = (ids: string[], cls: string) => ids.filter((id) => registry.get(id)).forEach((id) => canvas.addMarker(id, cls));
      mark(highlight.completedActivities, 'wf-completed');
      mark(highlight.rejectedActivities, 'wf-rejected');
      mark(highlight.pendingActivities, 'wf-pending');
      mark(highlight.takenFlows, 'wf-taken');
      canvas.zoom('fit-viewport');
      host.current?.setAttribute('data-ready', '1');
    });
    return () => {
      live = false;
      viewer.destroy();
    };
  }, [xml, highlight]);
  return <div className="ec-wf-diagram" ref={host} data-testid="instance-diagram" />;
}
