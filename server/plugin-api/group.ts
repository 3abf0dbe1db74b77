/**
 * Group-wide routes for plugins (spec §1: a management group's dashboards and lists across its member
 * enterprises). `groupRoute` is `clientRoute` plus `app.requireGroup`; `groupOf(req)` is the scope every
 * query of such a route filters by (never the header's ids themselves).
 */
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Db } from '../core/contracts';
import { ApiError } from '../core/errors';
import { clientRoute, type RouteDocs } from '../monitoring/http/common';
import { groupScopeOf } from '../plugins/auth/groupScope';

export function groupRoute(app: FastifyInstance, permission: string, docs: RouteDocs): RouteShorthandOptions {
  const options = clientRoute(app, permission, docs);
  return { ...options, preHandler: [app.requireEnterprise, app.requirePermission(permission), app.requireGroup] };
}

export interface GroupOfRequest {
  groupId: number;
  memberIds: number[];
}

export function groupOf(req: FastifyRequest): GroupOfRequest {
  const group = req.auth?.group;
  if (!group) throw ApiError.noPermission();
  return group;
}

/**
 * The member ids a group query reads: all members, or the one asked for (`enterpriseId` filter), which
 * must be a member — another enterprise's id answers 2010103 like a forged header.
 */
export function membersOf(req: FastifyRequest, enterpriseId?: number): number[] {
  const { memberIds } = groupOf(req);
  if (enterpriseId === undefined) return memberIds;
  if (!memberIds.includes(enterpriseId)) throw ApiError.noPermission();
  return [enterpriseId];
}

/**
 * The effective member ids of `groupId` (the same set `requireGroup` gives a request), or null when the
 * enterprise is not a management group: for work without a request, e.g. a scheduled job acting for a
 * group's records.
 */
export async function groupMemberIds(db: Pick<Db, 'query'>, groupId: number): Promise<number[] | null> {
  return (await groupScopeOf(db, groupId))?.memberIds ?? null;
}
