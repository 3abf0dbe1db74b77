/**
 * The workflow engine, a platform service (docs/workflow.md): BPMN models executed by bpmn-engine with
 * their state in the database. Features start and follow processes through these functions (plugins
 * through server/plugin-api), never through a plugin.
 */
export { checkModel, deployDefinition, deployDefinitionIn, latestDefinition, type DeployInput, type DeployedDefinition } from './definitions';
export { deleteModel, deployModel, getModel, modelPage, saveModel, type ModelInput, type ModelListItem } from './models';
export { completeTask, startProcess, startProcessIn, inScope } from './service';
export { instanceDetail, instancePage, startableDefinitions, taskPage, type InstanceDetail, type InstanceListItem, type TaskListItem } from './queries';
export { onProcessEnd, type OutcomeHandler } from './outcomes';
export { ensurePlatformProcess } from './builtin';
export { fireDueTimers, WORKFLOW_TIMER_JOB } from './timers';
export { usersOfRoles } from './assignment';
export { INSTANCE_STATUS, TASK_STATUS, type Actor, type CompleteOptions, type InstanceSummary, type ProcessEnd, type StartOptions } from './types';
export type { ModelProblem } from './validate';
