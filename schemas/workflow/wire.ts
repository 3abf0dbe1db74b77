import type { RenderableForm } from '../contracts/forms';

/**
 * Shapes of the workflow engine's answers (server/workflow/queries.ts, models.ts), shared by the server
 * and the workflow plugin's screens (docs/workflow.md).
 */

export interface TaskListItem {
  taskId: number;
  instanceId: number;
  title: string;
  taskName: string;
  businessType: string;
  starterName: string | null;
  /** Examine status: 0 pending, 1 completed. */
  examineStatus: number;
  outcome: string | null;
  instanceStatus: number;
  dueAt: string | null;
  createdAt: string;
  completedAt: string | null;
}

export interface InstanceListItem {
  id: number;
  title: string;
  businessType: string;
  businessKey: string | null;
  processName: string;
  starterName: string | null;
  /** Audit status: 1 pending review, 2 rejected, 3 passed, 4 cancelled. */
  status: number;
  currentTasks: string | null;
  createdAt: string;
  endedAt: string | null;
}

export interface InstanceDetail {
  id: number;
  title: string;
  businessType: string;
  businessKey: string | null;
  processKey: string;
  processName: string;
  version: number;
  status: number;
  starterUserId: number | null;
  starterName: string | null;
  formData: Record<string, unknown>;
  createdAt: string;
  endedAt: string | null;
  xml: string;
  tasks: Array<{
    id: number;
    activityId: string;
    name: string;
    status: number;
    outcome: string | null;
    comment: string | null;
    formData: Record<string, unknown> | null;
    /** The designer form the task shows (its key and the version pinned when the instance started), or null. */
    formKey: string | null;
    formVersion: number | null;
    candidateNames: string[];
    completedByName: string | null;
    dueAt: string | null;
    createdAt: string;
    completedAt: string | null;
  }>;
  history: Array<{ id: number; at: string; kind: string; activityId: string | null; activityName: string | null; userName: string | null; outcome: string | null; comment: string | null; formData: unknown; detail: unknown }>;
  /** What the diagram draws: ids of the flows actually taken, finished and current activities. */
  highlight: { takenFlows: string[]; completedActivities: string[]; rejectedActivities: string[]; pendingActivities: string[] };
  /** The caller's pending task in this instance, if any (the detail page offers approve/reject for it). */
  myTaskId: number | null;
  /** The start event's form the application was filled in with (key, pinned version), or null. */
  startForm: { formKey: string; version: number } | null;
  /** Every form the instance uses (start and tasks), each pinned version once, to render them. */
  forms: RenderableForm[];
}

export interface ModelListItem {
  id: number;
  processKey: string;
  name: string;
  category: string | null;
  updatedAt: string;
  /** Newest deployed version, null when never deployed. */
  version: number | null;
}

export interface ModelDetail {
  id: number;
  processKey: string;
  name: string;
  category: string | null;
  xml: string;
  svg: string | null;
}

export interface StartableProcess {
  id: number;
  processKey: string;
  name: string;
  category: string | null;
  version: number;
  /** The start event's designer form (the application is filled in with it), or null. */
  startFormKey: string | null;
}
