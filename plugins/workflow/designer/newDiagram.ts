/** A new model: a Flowable process with one start event, named by a fresh id. */
export function newDiagram(): string {
  const id = `process_${Math.random().toString(36).slice(2, 10)}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:flowable="http://flowable.org/bpmn" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="${id}_definitions" targetNamespace="approval">
  <process id="${id}" name="${id}" isExecutable="true">
    <startEvent id="start" flowable:initiator="initiator" />
  </process>
  <bpmndi:BPMNDiagram id="${id}_diagram">
    <bpmndi:BPMNPlane id="${id}_plane" bpmnElement="${id}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start">
        <dc:Bounds x="160" y="160" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</definitions>`;
}
