import type { Locale } from '../../data-providers/catalogue';
import type { Db } from '../core/contracts';

export type Tx = Pick<Db, 'query' | 'dialect'>;

/** Audit status of an instance (spec §4): 1 pending review, 2 rejected, 3 passed; 4 cancelled. */
export const INSTANCE_STATUS = { pending: 1, rejected: 2, passed: 3, cancelled: 4 } as const;
/** Examine status of a task (spec §4): 0 pending, 1 completed; 2 withdrawn by the engine. */
export const TASK_STATUS = { pending: 0, completed: 1, withdrawn: 2 } as const;

/** Who acts: a client user inside one enterprise, or a back-office user (platform processes). */
export interface Actor {
  userId: number;
  area: 'client' | 'admin';
  /** The client's current enterprise; absent for the back office. */
  enterpriseId?: number;
}

export interface StartOptions {
  /** The enterprise the instance belongs to; null for a platform process (back office). */
  enterpriseId: number | null;
  /** What the instance is about, e.g. 'enterprise-certification'; outcome handlers are keyed by it. */
  businessType: string;
  /** The id of the business record (certification id, risk id …). */
  businessKey?: string | null;
  starterUserId: number;
  /** Shown in lists; defaults to the process name. */
  title?: string;
  variables?: Record<string, unknown>;
  /** The application's form data, shown in the detail (checked with the start event's form, if it has one). */
  formData?: Record<string, unknown>;
  /** The (checked) form data's fields become process variables too, so gateways can test them. */
  formDataAsVariables?: boolean;
  /** Widgets of the start form the renderer had hidden (their rules were off). */
  formHidden?: readonly string[];
  /** Language of the form messages of a refused submission. */
  locale?: Locale;
}

export interface CompleteOptions {
  approved: boolean;
  comment?: string;
  formData?: Record<string, unknown>;
  /** Widgets of the task's form the renderer had hidden (their rules were off). */
  formHidden?: readonly string[];
  /** Language of the form messages of a refused submission. */
  locale?: Locale;
  /** Extra process variables the gateways after this task may test. */
  variables?: Record<string, unknown>;
}

export interface InstanceSummary {
  id: number;
  definitionId: number;
  enterpriseId: number | null;
  businessType: string;
  businessKey: string | null;
  title: string;
  starterUserId: number | null;
  status: number;
  variables: Record<string, unknown>;
}

/** What an outcome handler learns when an instance of its business type ends. */
export interface ProcessEnd {
  /** The completing transaction: write the business record's new state with it. */
  tx: Tx;
  instance: InstanceSummary;
  /** 3 passed, 2 rejected. */
  status: number;
  /** The user whose action ended the instance. */
  userId: number | null;
}
