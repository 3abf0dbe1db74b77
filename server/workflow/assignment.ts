import { evaluateFor } from './runner';
import type { NodeSpec, ProcessModel } from './model';
import type { Tx } from './types';

/** The people of one user task execution, resolved when the task is created. */
export interface Assignment {
  assigneeId: number | null;
  candidateUserIds: number[];
  candidateRoleIds: number[];
  /** Who may complete it: the assignee alone when there is one, else candidate users and role holders. */
  candidates: number[];
}

const ids = (value: unknown): number[] => {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value === undefined || value === null ? [] : [value];
  return list.map((v) => Number(String(v).trim())).filter((n) => Number.isSafeInteger(n) && n > 0);
};

/** A comma list whose items may each be an expression (`${starter},12`). */
function resolveList(text: string | undefined, variables: Record<string, unknown>, extra: Record<string, unknown>): number[] {
  if (!text) return [];
  if (/^\s*\$\{[^}]*\}\s*$/.test(text)) return ids(evaluateFor(text, variables, extra));
  return text.split(',').flatMap((part) => ids(evaluateFor(part.trim(), variables, extra)));
}

/**
 * Users holding any of the roles: enabled client users with the role in the instance's enterprise, or
 * enabled back-office users with it as their admin role (platform processes).
 */
export async function usersOfRoles(tx: Tx, roleIds: number[], enterpriseId: number | null): Promise<number[]> {
  if (roleIds.length === 0) return [];
  const { rows } = await tx.query<{ id: number }>(
    `SELECT u.id FROM app_user u JOIN user_enterprise ue ON ue.user_id = u.id
      WHERE ue.role_id = ANY($1::bigint[]) AND ue.enterprise_id = $2 AND u.status = 1
     UNION
     SELECT u.id FROM app_user u WHERE u.admin_role_id = ANY($1::bigint[]) AND u.is_admin_area AND u.status = 1
     ORDER BY 1`,
    [roleIds, enterpriseId],
  );
  return rows.map((r) => Number(r.id));
}

export async function assign(tx: Tx, spec: NodeSpec, variables: Record<string, unknown>, enterpriseId: number | null, element?: unknown): Promise<Assignment> {
  const extra: Record<string, unknown> = {};
  if (element !== undefined) extra[spec.multiInstance?.elementVariable || 'item'] = element;
  let assigneeId = spec.assignee ? (ids(evaluateFor(spec.assignee, variables, extra))[0] ?? null) : null;
  // A countersign looping over its candidates: each iteration belongs to the one user it is for.
  if (assigneeId === null && element !== undefined && !spec.multiInstance?.collection) assigneeId = ids(element)[0] ?? null;
  const candidateUserIds = resolveList(spec.candidateUsers, variables, extra);
  const candidateRoleIds = resolveList(spec.candidateGroups, variables, extra);
  const candidates = assigneeId !== null ? [assigneeId] : [...new Set([...candidateUserIds, ...(await usersOfRoles(tx, candidateRoleIds, enterpriseId))])];
  return { assigneeId, candidateUserIds, candidateRoleIds, candidates };
}

/**
 * The candidates of every countersign that loops over its candidates, for the engine to size the loop
 * (it asks synchronously while running).
 */
export async function countersignCandidates(tx: Tx, model: ProcessModel, variables: Record<string, unknown>, enterpriseId: number | null): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  for (const spec of model.nodes.values()) {
    const mi = spec.multiInstance;
    if (!mi || mi.collection || mi.loopCardinality) continue;
    const users = resolveList(spec.candidateUsers, variables, {});
    const roles = resolveList(spec.candidateGroups, variables, {});
    out.set(spec.id, [...new Set([...users, ...(await usersOfRoles(tx, roles, enterpriseId))])]);
  }
  return out;
}
