/**
 * Management groups (spec §1, §3 type 1, §6): a group's member enterprises are those whose parent_id is
 * the group. A request under a group either reads group-wide (`requireGroup`: the member ids it may
 * query) or reads one member through the member_enterprise_id header (`memberScope`: answered as that
 * member, read-only). Both refuse with 2010103 anything outside the group, like the enterprise scope.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../core/contracts';
import { ApiError } from '../../core/errors';
import { ID_TEXT } from '../../../schemas/contracts/ids';

type Query = Pick<Db, 'query'>;

const READS = new Set(['GET', 'HEAD']);

/** An active, unexpired member: the same rule as an enterprise a user may act for (spec §4 effective). */
const EFFECTIVE = `m.actived = 1 AND (m.expire_at IS NULL OR m.expire_at > now())`;

export interface GroupScope {
  groupId: number;
  /** Effective member enterprises, ascending. Empty for a group without usable members. */
  memberIds: number[];
}

/** The group's scope, or null when the enterprise is not a management group. */
export async function groupScopeOf(db: Query, groupId: number): Promise<GroupScope | null> {
  const { rows } = await db.query<{ type: number; members: (number | string)[] }>(
    `SELECT g.type, COALESCE((SELECT json_agg(m.id ORDER BY m.id) FROM enterprise m
                               WHERE m.parent_id = g.id AND m.type = 0 AND ${EFFECTIVE}), '[]'::json) AS members
       FROM enterprise g WHERE g.id = $1`,
    [groupId],
  );
  const row = rows[0];
  if (!row || Number(row.type) !== 1) return null;
  return { groupId, memberIds: row.members.map(Number) };
}

/** The info target of `memberId` when it is an effective member enterprise of group `groupId`, else null. */
async function memberTarget(db: Query, groupId: number, memberId: number): Promise<number | null> {
  const { rows } = await db.query<{ target: number }>(
    `SELECT m.target FROM enterprise m JOIN enterprise g ON g.id = m.parent_id AND g.type = 1
      WHERE m.id = $1 AND g.id = $2 AND m.type = 0 AND ${EFFECTIVE}`,
    [memberId, groupId],
  );
  return rows[0] ? Number(rows[0].target) : null;
}

/** Whether `memberId` is an effective member enterprise of group `groupId`. */
export async function isGroupMember(db: Query, groupId: number, memberId: number): Promise<boolean> {
  return (await memberTarget(db, groupId, memberId)) !== null;
}

/** The member_enterprise_id header as a number; undefined when absent; 2010103 when malformed. */
export function memberHeader(request: FastifyRequest, name: string): number | undefined {
  const header = request.headers[name];
  const raw = (Array.isArray(header) ? header[0] : header)?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (!ID_TEXT.test(raw)) throw ApiError.noPermission();
  return Number(raw);
}

/**
 * The member a group request reads (after the group's grant was checked): only reads, only a member of
 * that group; anything else is 2010103 so that foreign ids reveal nothing.
 */
export async function memberScope(db: Query, request: FastifyRequest, groupId: number, memberId: number): Promise<{ memberId: number; target: number }> {
  if (!READS.has(request.method)) throw ApiError.noPermission();
  const target = await memberTarget(db, groupId, memberId);
  if (target === null) throw ApiError.noPermission();
  return { memberId, target };
}
