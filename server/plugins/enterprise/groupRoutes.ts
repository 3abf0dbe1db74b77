/**
 * GET group/memberList: the member enterprises of the management group in the enterprise_id header
 * (spec §1), for the group screens' member picker, map and archives. Guarded by requireGroup: an
 * enterprise that is not a group, or a group without the user's grant, answers 2010103.
 */
import type { FastifyInstance } from 'fastify';
import { envelopeSchema } from '../../core/envelope';
import type { GroupMember } from '../../../schemas/contracts/group';
import { archiveData } from './routes';

const PREFIX = '/api/enterprise-side-app';
const { complete: _complete, type: _type, legalPersonIdCard: _idCard, ...archiveFields } = archiveData.properties;
// The archive fields a group may read (never the legal person's ID card), with the member's state.
const member = {
  type: 'object',
  properties: {
    ...archiveFields,
    actived: { type: 'integer' },
    expired: { type: 'boolean' },
    effective: { type: 'boolean', description: 'active and not expired: only these are in the group scope' },
  },
} as const;

export async function groupRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    `${PREFIX}/group/memberList`,
    {
      preHandler: app.requireGroup,
      schema: {
        tags: ['management group'],
        summary: 'Member enterprises of the group in the header (read-only archive fields)',
        security: [{ token: [], enterpriseId: [] }],
        response: { 200: envelopeSchema({ type: 'array', items: member }) },
      },
    },
    async (request): Promise<GroupMember[]> => {
      const { rows } = await app.db.query<Omit<GroupMember, 'effective'>>(
        `SELECT id::float8 AS id, name, actived, (expire_at IS NOT NULL AND expire_at <= now()) AS expired, trial,
                social_credit_code AS "socialCreditCode", legal_person_name AS "legalPersonName", contact_phone AS "contactPhone",
                administrative_division_id AS "administrativeDivisionId", industry_id_list AS "industryIdList",
                manage_address AS "manageAddress", longitude::float8 AS longitude, latitude::float8 AS latitude
           FROM enterprise WHERE parent_id = $1 AND type = 0 ORDER BY id`,
        [request.auth!.group!.groupId],
      );
      const scope = new Set(request.auth!.group!.memberIds);
      return rows.map((r) => ({ ...r, effective: scope.has(Number(r.id)) }));
    },
  );
}
