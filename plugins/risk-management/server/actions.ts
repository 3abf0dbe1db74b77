/**
 * The risk state machine enforced (contract.ts RISK_TRANSITIONS, docs/decisions.md "Risk states"): each
 * action locks the risk row, checks the transition against the state it finds, writes the new state and
 * its history line in one transaction. Handling starts the approval process in that same transaction.
 */
import { readFileSync } from 'node:fs';
import {
  ApiError,
  completeTask,
  ensurePlatformProcess,
  INSTANCE_STATUS,
  instanceDetail,
  onProcessEnd,
  startProcessIn,
  usersHolding,
  type Attachment,
  type Db,
  type Locale,
} from '../../../server/plugin-api';
import { canMove, RISK_KEYS, RISK_STATUS, type RiskAction, type RiskStatus } from '../contract';
import { text, transitionRefused } from './messages';
import { appendEvent } from './store';

type Tx = Pick<Db, 'query' | 'dialect'>;

/** Business type and process key of a risk's handling approval. */
export const RISK_PROCESS = 'risk-handling';
export const RISK_PROCESS_XML = readFileSync(new URL('./risk-handling.bpmn20.xml', import.meta.url), 'utf8');

const deployed = new WeakMap<object, Promise<void>>();
/**
 * The platform's default approval (one step, holders of the approval key); an enterprise model wins.
 * Deployed by the database preparation (the plugin declares it, server/db/prepare.ts); checked again
 * once per process before the first handling, so a handling never starts without it.
 */
export function ensureRiskProcess(db: Pick<Db, 'transaction'>): Promise<void> {
  let done = deployed.get(db);
  if (!done) {
    done = ensurePlatformProcess(db, RISK_PROCESS_XML);
    deployed.set(db, done);
    done.catch(() => deployed.delete(db));
  }
  return done;
}

interface Locked {
  id: number;
  enterpriseId: number;
  status: RiskStatus;
  title: string;
  level: number;
}

/** Locks the risk (FOR UPDATE) in the caller's enterprise and checks that `action` may leave its state. */
async function lockFor(tx: Tx, action: RiskAction, riskId: number, enterpriseId: number, locale: Locale): Promise<Locked> {
  const { rows } = await tx.query<Locked>(
    'SELECT id, enterprise_id AS "enterpriseId", status, title, level FROM risk WHERE id = $1 AND enterprise_id = $2 FOR UPDATE',
    [riskId, enterpriseId],
  );
  const risk = rows[0];
  if (!risk) throw ApiError.notFound();
  const status = Number(risk.status) as RiskStatus;
  if (!canMove(action, status)) throw transitionRefused(action, status, locale);
  return { ...risk, id: Number(risk.id), enterpriseId: Number(risk.enterpriseId), status };
}

/**
 * Who approves a handling: holders of the approval key in the enterprise other than the handler (four
 * eyes); when nobody else holds it, the handler alone — a one-person enterprise can still close risks.
 */
export async function approversFor(tx: Tx, enterpriseId: number, handlerId: number): Promise<number[]> {
  const holders = await usersHolding(tx, enterpriseId, RISK_KEYS.approve);
  const others = holders.filter((u) => u !== handlerId);
  return others.length > 0 ? others : holders;
}

export interface Caller {
  userId: number;
  enterpriseId: number;
  locale: Locale;
}

/** 0/4 → 3: records the measures and starts the handling's approval (its candidates are notified by the engine). */
export async function handleRisk(db: Db, caller: Caller, riskId: number, input: { measures: string; attachments: Attachment[] }) {
  await ensureRiskProcess(db);
  return db.transaction(async (tx) => {
    const risk = await lockFor(tx, 'handle', riskId, caller.enterpriseId, caller.locale);
    const approvers = await approversFor(tx, caller.enterpriseId, caller.userId);
    if (approvers.length === 0) throw ApiError.badParameter([{ field: 'approvers', message: text('noApprover', caller.locale) }], caller.locale);
    // The new state first: a model that ends at once (no user task) calls the outcome handler inside
    // startProcessIn, which must find the risk under approval.
    await tx.query(
      `UPDATE risk SET status = $2, measures = $3, measure_attachments = $4::jsonb, handled_by = $5, updated_at = now() WHERE id = $1`,
      [risk.id, RISK_STATUS.approving, input.measures, JSON.stringify(input.attachments), caller.userId],
    );
    const started = await startProcessIn(tx, RISK_PROCESS, {
      enterpriseId: caller.enterpriseId,
      businessType: RISK_PROCESS,
      businessKey: String(risk.id),
      starterUserId: caller.userId,
      title: `风险处置：${risk.title}`,
      variables: { approvers, level: risk.level, riskId: risk.id },
      formData: { 风险: risk.title, 处置措施: input.measures },
    });
    await tx.query('UPDATE risk SET instance_id = $2 WHERE id = $1', [risk.id, started.instanceId]);
    await appendEvent(tx, { riskId: risk.id, action: 'handle', from: risk.status, to: RISK_STATUS.approving, userId: caller.userId, comment: input.measures, instanceId: started.instanceId });
    return { id: risk.id, instanceId: started.instanceId };
  });
}

/** 0/4 → 2 with the reason (required). */
export async function ignoreRisk(db: Db, caller: Caller, riskId: number, reason: string) {
  return db.transaction(async (tx) => {
    const risk = await lockFor(tx, 'ignore', riskId, caller.enterpriseId, caller.locale);
    await tx.query('UPDATE risk SET status = $2, ignore_reason = $3, closed_at = now(), updated_at = now() WHERE id = $1', [risk.id, RISK_STATUS.ignored, reason]);
    await appendEvent(tx, { riskId: risk.id, action: 'ignore', from: risk.status, to: RISK_STATUS.ignored, userId: caller.userId, comment: reason });
    return { id: risk.id };
  });
}

/**
 * The approver's decision from the risk page: completes the caller's pending task of the risk's current
 * approval through the engine (which checks candidacy and locks the instance); the outcome reaches the
 * risk through the handler below, in the same transaction.
 */
export async function decideRisk(db: Db, caller: Caller, riskId: number, decision: { approved: boolean; comment?: string }) {
  const { rows } = await db.query<{ status: number; instance_id: number | null }>('SELECT status, instance_id FROM risk WHERE id = $1 AND enterprise_id = $2', [riskId, caller.enterpriseId]);
  const risk = rows[0];
  if (!risk) throw ApiError.notFound();
  const status = Number(risk.status) as RiskStatus;
  if (!canMove(decision.approved ? 'approve' : 'reject', status) || risk.instance_id === null) {
    throw transitionRefused(decision.approved ? 'approve' : 'reject', status, caller.locale);
  }
  const actor = { userId: caller.userId, area: 'client' as const, enterpriseId: caller.enterpriseId };
  const detail = await instanceDetail(db, actor, Number(risk.instance_id), true);
  if (detail.myTaskId === null) throw ApiError.noPermission(text('notYourTask', caller.locale));
  await completeTask(db, detail.myTaskId, actor, { approved: decision.approved, comment: decision.comment });
  return { id: riskId };
}

/** 3 → 1 (passed) or 3 → 4 (rejected), inside the transaction that ended the approval. */
export function registerOutcomeHandler(): () => void {
  return onProcessEnd(RISK_PROCESS, async ({ tx, instance, status, userId }) => {
    const riskId = Number(instance.businessKey);
    const passed = status === INSTANCE_STATUS.passed;
    const to = passed ? RISK_STATUS.handled : RISK_STATUS.rejected;
    // Only the current approval of a risk under approval moves it (an old instance ending changes nothing).
    const { rows } = await tx.query<{ id: number }>(
      `UPDATE risk SET status = $2::smallint, closed_at = CASE WHEN $2::smallint = ${RISK_STATUS.handled} THEN now() ELSE NULL END, updated_at = now()
        WHERE id = $1 AND status = ${RISK_STATUS.approving} AND instance_id = $3 RETURNING id`,
      [riskId, to, instance.id],
    );
    if (rows.length === 0) return;
    const { rows: decided } = await tx.query<{ comment: string | null }>(
      'SELECT comment FROM workflow_task WHERE instance_id = $1 AND completed_at IS NOT NULL ORDER BY completed_at DESC, id DESC LIMIT 1',
      [instance.id],
    );
    await appendEvent(tx, { riskId, action: passed ? 'approve' : 'reject', from: RISK_STATUS.approving, to, userId, comment: decided[0]?.comment ?? null, instanceId: instance.id });
  });
}
