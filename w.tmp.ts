import { parseModel } from './server/workflow/model';
import { validateModel } from './server/workflow/validate';
import { startRun, signalRun } from './server/workflow/runner';
const xml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions id="defs" xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="approval">
 <process id="p" isExecutable="true">
  <startEvent id="s" flowable:initiator="initiator"/>
  <sequenceFlow id="f1" sourceRef="s" targetRef="t1"/>
  <userTask id="t1" name="L1" flowable:assignee="\${initiator}"/>
  <sequenceFlow id="f2" sourceRef="t1" targetRef="g"/>
  <exclusiveGateway id="g"/>
  <sequenceFlow id="ok" sourceRef="g" targetRef="t2"><conditionExpression>\${approved}</conditionExpression></sequenceFlow>
  <sequenceFlow id="no" sourceRef="g" targetRef="e"><conditionExpression>\${!approved}</conditionExpression></sequenceFlow>
  <userTask id="t2" name="L2" flowable:candidateUsers="5,6,7"><multiInstanceLoopCharacteristics isSequential="false"><completionCondition>\${nrOfRejected > 0}</completionCondition></multiInstanceLoopCharacteristics></userTask>
  <sequenceFlow id="f3" sourceRef="t2" targetRef="e"/>
  <endEvent id="e"/>
 </process>
</definitions>`;
const m = await parseModel(xml);
console.log('problems', validateModel(m).map(p=>p.text['en-US']));
const cand = (id: string) => id === 't2' ? [5,6,7] : [];
let r = await startRun(m, { initiator: 1 }, cand);
console.log(r.waiting, r.events.map(e=>e.kind==='flow.take'?e.flowId:e.kind+':'+e.activityId), JSON.stringify(r.state).length);
r = await signalRun(m, JSON.parse(JSON.stringify(r.state)), r.waiting[0].executionId, { approved: true }, { approved: true }, cand);
console.log(r.waiting, r.withdrawn, r.events.map(e=>e.kind==='flow.take'?e.flowId:e.kind+':'+e.activityId));
r = await signalRun(m, JSON.parse(JSON.stringify(r.state)), r.waiting[1].executionId, { approved: true }, { approved: true }, cand);
console.log(r.waiting.length, r.withdrawn, r.ended);
r = await signalRun(m, JSON.parse(JSON.stringify(r.state)), r.waiting[0].executionId, { approved: false }, { approved: false }, cand);
console.log(r.waiting.length, r.withdrawn, r.ended, r.events.map(e=>e.kind==='flow.take'?e.flowId:e.kind+':'+e.activityId), r.variables);
const t0 = Date.now(); for (let i=0;i<50;i++){ let q = await startRun(m, { initiator: 1 }, cand); q = await signalRun(m, q.state, q.waiting[0].executionId, {approved:true},{approved:true},cand);} console.log('ms per start+complete', (Date.now()-t0)/50);
