/**
 * GET group/screen/overview: the group dashboard's numbers (spec §2 /managementGroup/enterpriseLandun)
 * — every member enterprise with its location, points, online points and today's alarms, and the
 * totals over the effective members. Guarded by groupRoute: only a group, only its members.
 */
import type { FastifyInstance } from 'fastify';
import { groupOf, groupRoute, monitoringSummaryOfEnterprises, type JsonSchema } from '../../../server/plugin-api';
import { GROUP_API, type GroupOverview, type MemberOverview } from '../contract';
import { KEYS } from '../manifest';

const BASE = `/api${GROUP_API}`;
const tags = ['management group'];

const nullableNumber = { type: ['number', 'null'] } as const;
const member: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    effective: { type: 'boolean' },
    actived: { type: 'integer' },
    expired: { type: 'boolean' },
    longitude: nullableNumber,
    latitude: nullableNumber,
    manageAddress: { type: ['string', 'null'] },
    points: { type: 'integer' },
    onlinePoints: { type: 'integer' },
    alarmsToday: { type: 'integer' },
  },
};
const overview: JsonSchema = {
  type: 'object',
  properties: {
    members: { type: 'array', items: member },
    totals: {
      type: 'object',
      properties: Object.fromEntries(['members', 'effectiveMembers', 'points', 'onlinePoints', 'alarmsToday'].map((k) => [k, { type: 'integer' }])),
    },
  },
};

const BEIJING_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

/** 00:00 of today in Beijing (the platform's wall clock). */
export function beijingDayStart(now = Date.now()): Date {
  return new Date(Math.floor((now + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS);
}

export async function routes(app: FastifyInstance): Promise<void> {
  app.get(`${BASE}/overview`, groupRoute(app, KEYS.view, { tags, summary: 'Group dashboard: members with monitoring counts, totals', data: overview }), async (req): Promise<GroupOverview> => {
    const { groupId, memberIds } = groupOf(req);
    const { rows } = await app.db.query<{ id: number; name: string; actived: number; expired: boolean; longitude: number | null; latitude: number | null; manage_address: string | null }>(
      `SELECT id::float8 AS id, name, actived, (expire_at IS NOT NULL AND expire_at <= now()) AS expired,
              longitude::float8 AS longitude, latitude::float8 AS latitude, manage_address
         FROM enterprise WHERE parent_id = $1 AND type = 0 ORDER BY id`,
      [groupId],
    );
    // Counts only of the effective members: the group reads nothing of a disabled or expired one.
    const summary = new Map((await monitoringSummaryOfEnterprises(app.db, memberIds, beijingDayStart())).map((s) => [s.enterpriseId, s]));
    const members: MemberOverview[] = rows.map((r) => {
      const s = summary.get(Number(r.id));
      return {
        id: Number(r.id),
        name: r.name,
        effective: s !== undefined,
        actived: Number(r.actived),
        expired: r.expired,
        longitude: r.longitude,
        latitude: r.latitude,
        manageAddress: r.manage_address,
        points: s?.points ?? 0,
        onlinePoints: s?.onlinePoints ?? 0,
        alarmsToday: s?.alarms ?? 0,
      };
    });
    const sum = (key: 'points' | 'onlinePoints' | 'alarmsToday') => members.reduce((n, m) => n + m[key], 0);
    return {
      members,
      totals: { members: members.length, effectiveMembers: memberIds.length, points: sum('points'), onlinePoints: sum('onlinePoints'), alarmsToday: sum('alarmsToday') },
    };
  });
}
