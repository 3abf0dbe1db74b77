import { EventEmitter } from 'node:events';
import type { Engine, BpmnEngineExecutionState } from 'bpmn-engine';
import { lazyPackage } from '../core/lazyPackage';
import type { ProcessModel } from './model';
import { isTruthy, resolve, type Scope } from './expressions';

/**
 * The one place that drives bpmn-engine. An instance never lives in memory between requests: each step
 * recovers the engine from the state stored in the database, resumes it, signals one waiting user task,
 * lets it run until it waits again (or ends), and hands back the new state with what happened. The
 * engine runs synchronously between waits (no timers, scripts or services are allowed in a deployed
 * model), so "the call returned" means "the instance is at rest".
 */

/** A user task execution the instance now waits at. */
export interface Waiting {
  executionId: string;
  activityId: string;
  /** Multi-instance (countersign) iteration: its index and the element of the collection it is for. */
  loopIndex?: number;
  element?: unknown;
  parentExecutionId?: string;
}

export type StepEvent =
  | { kind: 'activity.start' | 'activity.end'; activityId: string; executionId: string; multiInstanceChild: boolean }
  | { kind: 'flow.take'; flowId: string; sourceId: string; targetId: string };

export interface StepResult {
  /** Engine state to store; null once the instance has ended. */
  state: unknown;
  ended: boolean;
  /** Every user task execution waiting now (after the step). */
  waiting: Waiting[];
  /** Executions that were waiting and were withdrawn by the engine (e.g. a countersign decided early). */
  withdrawn: string[];
  events: StepEvent[];
  variables: Record<string, unknown>;
}

/** The implicit countersign collection: a multi-instance user task without one runs once per candidate. */
export const CANDIDATES_COLLECTION = '${__candidates}';

/** Resolves who the candidates of a multi-instance task are, synchronously (pre-loaded by the caller). */
export type CandidateLookup = (activityId: string) => number[];

interface LoopContent {
  id?: string;
  loopCardinality?: number;
  loopOutput?: Array<{ approved?: boolean } | undefined>;
  [k: string]: unknown;
}

/** Counts of a countersign, Flowable's names plus approvals and rejections. */
export function countersignCounts(content: LoopContent) {
  const outputs = content.loopOutput ?? [];
  const done = outputs.filter((o) => o !== undefined && o !== null);
  const nrOfInstances = Number(content.loopCardinality ?? outputs.length);
  const nrOfApproved = done.filter((o) => o?.approved === true).length;
  return {
    nrOfInstances,
    nrOfCompletedInstances: done.length,
    nrOfActiveInstances: nrOfInstances - done.length,
    nrOfApproved,
    nrOfRejected: done.length - nrOfApproved,
  };
}

function scopeOf(context: { environment?: { variables?: Record<string, unknown> }; content?: LoopContent }): Scope {
  const content = context.content ?? {};
  const counts = content.loopOutput ? countersignCounts(content) : undefined;
  const variables = context.environment?.variables ?? {};
  return (name) => {
    if (counts && name in counts) return counts[name as keyof typeof counts];
    if (Object.prototype.hasOwnProperty.call(content, name) && name !== 'id') return content[name];
    return Object.prototype.hasOwnProperty.call(variables, name) ? variables[name] : undefined;
  };
}

function expressionsFor(candidates: CandidateLookup) {
  return {
    isExpression: (t: unknown) => typeof t === 'string' && /^\s*\$\{[\s\S]*\}\s*$/.test(t),
    hasExpression: (t: unknown) => typeof t === 'string' && /\$\{[\s\S]*?\}/.test(t),
    resolveExpression(expression: unknown, context: { environment?: { variables?: Record<string, unknown> }; content?: LoopContent }) {
      if (typeof expression !== 'string') return expression;
      if (expression === CANDIDATES_COLLECTION) return candidates(String(context.content?.id ?? ''));
      if (/^\d+$/.test(expression.trim())) return Number(expression);
      const value = resolve(expression, scopeOf(context));
      // A collection given as a plain variable name (Flowable accepts both forms).
      if (typeof value === 'string' && value === expression && context.content?.loopCardinality === undefined) {
        const variables = context.environment?.variables ?? {};
        if (Object.prototype.hasOwnProperty.call(variables, expression)) return variables[expression];
      }
      return value;
    },
  };
}

/**
 * Scripts never run: deployment refuses models that carry them, and this registry knows no script, so
 * the engine falls back to evaluating conditions as expressions (through the evaluator above).
 */
const NO_SCRIPTS = {
  register() {},
  getScript() {
    return undefined;
  },
};

/**
 * moddle-context-serializer hook: a countersign without a collection or cardinality loops over the
 * task's candidates (see CANDIDATES_COLLECTION).
 */
function extendFn(element: { type?: string; loopCharacteristics?: { behaviour?: Record<string, unknown> } }) {
  const loop = element.loopCharacteristics?.behaviour;
  if (loop && !loop.collection && !loop.loopCardinality) loop.collection = CANDIDATES_COLLECTION;
  return {};
}

const options = (candidates: CandidateLookup) => ({
  expressions: expressionsFor(candidates) as never,
  scripts: NO_SCRIPTS as never,
  extendFn: extendFn as never,
  settings: { enableDummyService: false },
});

/**
 * The model as the engine's serialized source context, built once per deployed version: mapping the
 * moddle tree is most of the cost of creating an engine, and a deployed version never changes.
 */
const bpmnEngine = lazyPackage<typeof import('bpmn-engine')>('bpmn-engine');

const sourceContexts = new WeakMap<ProcessModel, unknown>();
function sourceContextOf(model: ProcessModel): unknown {
  let context = sourceContexts.get(model);
  if (!context) {
    const probe = new (bpmnEngine().Engine)({ name: model.processId, ...options(() => []) }) as unknown as { _serializeModdleContext(m: unknown): unknown };
    context = probe._serializeModdleContext(model.parsed);
    sourceContexts.set(model, context);
  }
  return context;
}

function newEngine(model: ProcessModel, candidates: CandidateLookup): Engine {
  return new (bpmnEngine().Engine)({ name: model.processId, sourceContext: sourceContextOf(model) as never, ...options(candidates) });
}

/** Drops the serialized model from a state: the deployed XML is stored once, not in every instance. */
function compactState(state: BpmnEngineExecutionState): unknown {
  return { ...state, definitions: state.definitions.map(({ source: _source, ...rest }) => rest) };
}

interface Collected {
  waits: Map<string, { api: WaitApi; waiting: Waiting }>;
  ended: Set<string>;
  events: StepEvent[];
}

interface WaitApi {
  id: string;
  executionId: string;
  content: { isMultiInstance?: boolean; index?: number; parent?: { executionId?: string }; [k: string]: unknown };
  environment: { variables: Record<string, unknown> };
  signal(message?: unknown): void;
}

function listen(model: ProcessModel, collected: Collected): EventEmitter {
  const listener = new EventEmitter();
  listener.on('wait', (api: WaitApi) => {
    if (!model.nodes.has(api.id) || model.nodes.get(api.id)!.type !== 'bpmn:UserTask') return;
    const content = api.content;
    const spec = model.nodes.get(api.id)!;
    const elementVariable = spec.multiInstance?.elementVariable || 'item';
    collected.waits.set(api.executionId, {
      api,
      waiting: {
        executionId: api.executionId,
        activityId: api.id,
        loopIndex: content.isMultiInstance ? content.index : undefined,
        element: content.isMultiInstance ? content[elementVariable] : undefined,
        parentExecutionId: content.isMultiInstance ? content.parent?.executionId : undefined,
      },
    });
  });
  const finished = (api: WaitApi) => collected.ended.add(api.executionId);
  listener.on('activity.leave', finished);
  listener.on('activity.discard', finished);
  listener.on('activity.end', (api: WaitApi) => {
    finished(api);
    collected.events.push({ kind: 'activity.end', activityId: api.id, executionId: api.executionId, multiInstanceChild: !!api.content.isMultiInstance });
  });
  listener.on('activity.start', (api: WaitApi) => {
    collected.events.push({ kind: 'activity.start', activityId: api.id, executionId: api.executionId, multiInstanceChild: !!api.content.isMultiInstance });
  });
  listener.on('flow.take', (flow: { id: string }) => {
    const f = model.flows.get(flow.id);
    if (f) collected.events.push({ kind: 'flow.take', flowId: f.id, sourceId: f.sourceId, targetId: f.targetId });
  });
  return listener;
}

async function finish(engine: Engine, collected: Collected, previouslyWaiting: Set<string>, variables: Record<string, unknown>): Promise<StepResult> {
  const ended = engine.state !== 'running';
  const waiting = ended ? [] : [...collected.waits.values()].filter((w) => !collected.ended.has(w.waiting.executionId)).map((w) => w.waiting);
  const stillWaiting = new Set(waiting.map((w) => w.executionId));
  const state = ended ? null : compactState(await engine.getState());
  if (!ended) await engine.stop();
  return {
    state,
    ended,
    waiting,
    withdrawn: [...previouslyWaiting].filter((id) => !stillWaiting.has(id)),
    events: collected.events,
    variables,
  };
}

export class EngineError extends Error {}

function watchErrors(engine: Engine): { check(): void } {
  let failure: unknown;
  engine.on('error', (err: unknown) => {
    failure = err;
  });
  return {
    check() {
      if (failure) throw new EngineError(failure instanceof Error ? failure.message : String(failure));
    },
  };
}

/** Starts an instance: runs from the start event to the first wait (or the end). */
export async function startRun(model: ProcessModel, variables: Record<string, unknown>, candidates: CandidateLookup): Promise<StepResult> {
  const engine = newEngine(model, candidates);
  const errors = watchErrors(engine);
  const collected: Collected = { waits: new Map(), ended: new Set(), events: [] };
  const execution = await engine.execute({ listener: listen(model, collected), variables: { ...variables } });
  errors.check();
  return finish(engine, collected, new Set(), execution.environment.variables as Record<string, unknown>);
}

/**
 * Recovers an instance, signals the waiting execution with the given variables set first (so the
 * gateways after it see them), and runs to the next rest.
 */
export async function signalRun(
  model: ProcessModel,
  state: unknown,
  executionId: string,
  setVariables: Record<string, unknown>,
  output: Record<string, unknown>,
  candidates: CandidateLookup,
): Promise<StepResult> {
  const engine = newEngine(model, candidates);
  const errors = watchErrors(engine);
  engine.recover(state as BpmnEngineExecutionState);
  const collected: Collected = { waits: new Map(), ended: new Set(), events: [] };
  await engine.resume({ listener: listen(model, collected) });
  const previouslyWaiting = new Set(collected.waits.keys());
  const target = collected.waits.get(executionId);
  if (!target) throw new EngineError(`execution ${executionId} is not waiting`);
  // Events of the resume itself re-announce the rest state; only what follows the signal is news.
  collected.events.length = 0;
  Object.assign(target.api.environment.variables, setVariables);
  target.api.signal(output);
  errors.check();
  collected.ended.add(executionId);
  return finish(engine, collected, previouslyWaiting, target.api.environment.variables);
}

/** Evaluates a model expression (assignee, skip, due date) against variables and a loop element. */
export function evaluateFor(text: string, variables: Record<string, unknown>, extra: Record<string, unknown> = {}): unknown {
  const own = (o: Record<string, unknown>, name: string) => Object.prototype.hasOwnProperty.call(o, name);
  return resolve(text, (name) => (own(extra, name) ? extra[name] : own(variables, name) ? variables[name] : undefined));
}

export { isTruthy };
