import type { ModdleElement } from 'bpmn-moddle';
import type { Locale } from '../../data-providers/catalogue';
import { syntaxError } from './expressions';
import { flowElementsOf, processesOf, type ProcessModel } from './model';

/** One reason a model cannot run, in both languages, naming the element. */
export interface ModelProblem {
  elementId: string;
  text: Record<Locale, string>;
}

/**
 * What the engine executes (bpmn-elements) and this platform can honour. Everything else is refused at
 * deployment with a message naming the element: a model must never deploy and then silently skip a step.
 */
const SUPPORTED = new Set([
  'bpmn:StartEvent',
  'bpmn:EndEvent',
  'bpmn:IntermediateThrowEvent',
  'bpmn:IntermediateCatchEvent',
  'bpmn:UserTask',
  'bpmn:Task',
  'bpmn:ExclusiveGateway',
  'bpmn:ParallelGateway',
  'bpmn:InclusiveGateway',
  'bpmn:SubProcess',
  'bpmn:SequenceFlow',
  'bpmn:DataObject',
  'bpmn:DataObjectReference',
  'bpmn:DataStoreReference',
]);

/** Element types with a specific refusal text (the rest get the generic one). */
const REFUSED: Record<string, Record<Locale, string>> = {
  'bpmn:ServiceTask': { 'zh-CN': '服务任务需要执行 Java 类，本平台不支持', 'en-US': 'service tasks call Java code, which this platform does not run' },
  'bpmn:ScriptTask': { 'zh-CN': '脚本任务不被支持（模型中的代码不会在服务器上执行）', 'en-US': 'script tasks are not supported (model code never runs on the server)' },
  'bpmn:BusinessRuleTask': { 'zh-CN': '业务规则任务不被支持', 'en-US': 'business rule tasks are not supported' },
  'bpmn:SendTask': { 'zh-CN': '发送任务不被支持', 'en-US': 'send tasks are not supported' },
  'bpmn:ReceiveTask': { 'zh-CN': '接收任务不被支持', 'en-US': 'receive tasks are not supported' },
  'bpmn:ManualTask': { 'zh-CN': '手工任务不被支持，请使用用户任务', 'en-US': 'manual tasks are not supported, use a user task' },
  'bpmn:CallActivity': { 'zh-CN': '调用活动不被支持', 'en-US': 'call activities are not supported' },
  'bpmn:EventBasedGateway': { 'zh-CN': '事件网关不被支持', 'en-US': 'event-based gateways are not supported' },
  'bpmn:ComplexGateway': { 'zh-CN': '复杂网关不被支持', 'en-US': 'complex gateways are not supported' },
  'bpmn:BoundaryEvent': { 'zh-CN': '边界事件不被支持，超时请使用用户任务的到期时间', 'en-US': 'boundary events are not supported; use the user task due date for time limits' },
  'bpmn:Transaction': { 'zh-CN': '事务子流程不被支持', 'en-US': 'transaction sub-processes are not supported' },
  'bpmn:AdHocSubProcess': { 'zh-CN': '自由子流程不被支持', 'en-US': 'ad-hoc sub-processes are not supported' },
};

/** Event definitions the engine can honour per event type (none = a plain event). */
const EVENT_DEFINITIONS: Record<string, string[]> = {
  'bpmn:StartEvent': [],
  'bpmn:EndEvent': ['bpmn:TerminateEventDefinition', 'bpmn:SignalEventDefinition'],
  'bpmn:IntermediateThrowEvent': ['bpmn:SignalEventDefinition'],
  'bpmn:IntermediateCatchEvent': ['bpmn:SignalEventDefinition'],
};

const problem = (elementId: string, zh: string, en: string): ModelProblem => ({ elementId, text: { 'zh-CN': zh, 'en-US': en } });

function checkExpression(problems: ModelProblem[], elementId: string, what: Record<Locale, string>, value: string | undefined) {
  if (!value) return;
  const error = syntaxError(value);
  if (error) problems.push(problem(elementId, `${what['zh-CN']}表达式有误：${error}`, `${what['en-US']} expression is malformed: ${error}`));
}

/** The problems that keep a parsed model from being deployed; empty when it can run. */
export function validateModel(model: ProcessModel): ModelProblem[] {
  const problems: ModelProblem[] = [];
  const executable = processesOf(model.parsed).filter((p) => p.isExecutable !== false);
  if (executable.length > 1) problems.push(problem(model.processId, '一个模型只能有一个可执行流程', 'a model may hold only one executable process'));
  const process = processesOf(model.parsed).find((p) => p.id === model.processId)!;
  const elements = flowElementsOf(process);
  if (!elements.some((e) => e.$type === 'bpmn:StartEvent' && e.$parent === process)) problems.push(problem(model.processId, '流程缺少开始事件', 'the process has no start event'));
  if (!elements.some((e) => e.$type === 'bpmn:EndEvent')) problems.push(problem(model.processId, '流程缺少结束事件', 'the process has no end event'));

  for (const el of elements) {
    const id = el.id ?? el.$type;
    if (!SUPPORTED.has(el.$type)) {
      const why = REFUSED[el.$type] ?? { 'zh-CN': `元素类型 ${el.$type} 不被支持`, 'en-US': `element type ${el.$type} is not supported` };
      problems.push(problem(id, `节点 ${id}：${why['zh-CN']}`, `element ${id}: ${why['en-US']}`));
      continue;
    }
    for (const def of (el.eventDefinitions as ModdleElement[] | undefined) ?? []) {
      if (!(EVENT_DEFINITIONS[el.$type] ?? []).includes(def.$type)) {
        problems.push(problem(id, `节点 ${id}：不支持 ${def.$type.replace('bpmn:', '')}`, `element ${id}: ${def.$type.replace('bpmn:', '')} is not supported here`));
      }
    }
    if (el.$type === 'bpmn:IntermediateCatchEvent' && !((el.eventDefinitions as unknown[] | undefined) ?? []).length) {
      problems.push(problem(id, `节点 ${id}：中间捕获事件需要事件定义`, `element ${id}: an intermediate catch event needs an event definition`));
    }
    if (el.$type === 'bpmn:SequenceFlow') {
      const cond = el.conditionExpression as ModdleElement | undefined;
      if (cond?.language) problems.push(problem(id, `连线 ${id}：不支持脚本条件（${String(cond.language)}）`, `flow ${id}: script conditions (${String(cond.language)}) are not supported`));
      else checkExpression(problems, id, { 'zh-CN': `连线 ${id} 的条件`, 'en-US': `flow ${id}: condition` }, model.flows.get(id)?.condition);
    }
    if (el.$type === 'bpmn:ExclusiveGateway' || el.$type === 'bpmn:InclusiveGateway') {
      // From the flows' sources: moddle fills `outgoing` only when the XML lists it.
      const outgoing = [...model.flows.values()].filter((f) => f.sourceId === el.id);
      const defaultId = (el.default as ModdleElement | undefined)?.id;
      if (outgoing.length > 1) {
        for (const flow of outgoing) {
          if (!flow.condition && flow.id !== defaultId) {
            problems.push(problem(flow.id, `连线 ${flow.id}：离开网关的连线需要跳转条件`, `flow ${flow.id}: a flow leaving the gateway needs a jump condition`));
          }
        }
      }
    }
    if (el.$type === 'bpmn:UserTask') validateUserTask(model, el, problems);
  }
  return problems;
}

function validateUserTask(model: ProcessModel, el: ModdleElement, problems: ModelProblem[]) {
  const spec = model.nodes.get(el.id!)!;
  const id = spec.id;
  for (const [what, value] of [
    [{ 'zh-CN': `节点 ${id} 的审批人`, 'en-US': `task ${id}: assignee` }, spec.assignee],
    [{ 'zh-CN': `节点 ${id} 的候选人员`, 'en-US': `task ${id}: candidate users` }, spec.candidateUsers],
    [{ 'zh-CN': `节点 ${id} 的候选组`, 'en-US': `task ${id}: candidate groups` }, spec.candidateGroups],
    [{ 'zh-CN': `节点 ${id} 的跳过条件`, 'en-US': `task ${id}: skip` }, spec.skipExpression],
    [{ 'zh-CN': `节点 ${id} 的到期时间`, 'en-US': `task ${id}: due date` }, spec.dueDate],
    [{ 'zh-CN': `节点 ${id} 的会签完成条件`, 'en-US': `task ${id}: completion` }, spec.multiInstance?.completionCondition],
    [{ 'zh-CN': `节点 ${id} 的会签集合`, 'en-US': `task ${id}: collection` }, spec.multiInstance?.collection],
  ] as const) {
    checkExpression(problems, id, what, value);
  }
  if (!spec.assignee && !spec.candidateUsers && !spec.candidateGroups && !spec.multiInstance?.collection) {
    problems.push(problem(id, `节点 ${id}：用户任务需要审批人、候选人员或候选组`, `task ${id}: a user task needs an assignee, candidate users or candidate groups`));
  }
  if (spec.dueDate && !spec.dueDate.startsWith('${') && parseDueDate(spec.dueDate, new Date()) === null) {
    problems.push(problem(id, `节点 ${id}：到期时间应为 ISO 8601 时长（如 P3D、PT4H）或日期`, `task ${id}: the due date must be an ISO 8601 duration (e.g. P3D, PT4H) or a date`));
  }
  const mi = spec.multiInstance;
  if (mi && !mi.collection && !mi.loopCardinality && !spec.candidateUsers && !spec.candidateGroups) {
    problems.push(problem(id, `节点 ${id}：会签需要集合或候选人员`, `task ${id}: a countersign needs a collection or candidate users`));
  }
}

const DURATION = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

/** A due date: an ISO 8601 duration from `from` (P3D, PT4H), or an absolute date; null when neither. */
export function parseDueDate(value: string, from: Date): Date | null {
  const m = DURATION.exec(value.trim());
  if (m && value.trim() !== 'P' && !value.trim().endsWith('T')) {
    const [y, mo, w, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0));
    const at = new Date(from);
    at.setUTCFullYear(at.getUTCFullYear() + y, at.getUTCMonth() + mo, at.getUTCDate() + w * 7 + d);
    return new Date(at.getTime() + ((h * 60 + mi) * 60 + s) * 1000);
  }
  if (/^\d{4}-\d{2}-\d{2}/.test(value.trim())) {
    const at = new Date(value.trim());
    return Number.isNaN(at.getTime()) ? null : at;
  }
  return null;
}
