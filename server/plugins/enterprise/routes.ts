import type { FastifyInstance } from 'fastify';
import { message } from '../../../schemas/validators';
import { ARCHIVE_FIELDS, validateArchive, type ArchiveValues } from '../../../schemas/validators/archiveRules';
import { envelopeSchema } from '../../core/envelope';
import { refuseTakenIdentity } from './uniqueness';
import { ApiError, type FieldError } from '../../core/errors';
import { readArchive } from './archive';
import { divisionCascade, industryCascade } from './cascade';
import { ARCHIVE_PERMISSIONS } from '../../../schemas/contracts/enterpriseArchive';

const tags = ['enterprise archive'];
const security = [{ token: [], enterpriseId: [] }];
// Reference data for any signed-in user: the enterprise_id header plays no part.
const sessionSecurity = [{ token: [] }];
const PREFIX = '/api/enterprise-side-app';

// Nested {value, label, children} options; the depth varies, so the items are passed through as they are.
const cascadeList = { type: 'array', items: { type: 'object', additionalProperties: true } };

const nullableText = { type: ['string', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;
/** The archive as the client reads it (also the member archives a group lists, server/plugins/enterprise/groupRoutes.ts). */
export const archiveData = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    type: { type: 'integer' },
    trial: { type: 'boolean' },
    socialCreditCode: nullableText,
    legalPersonName: nullableText,
    legalPersonIdCard: nullableText,
    contactPhone: nullableText,
    administrativeDivisionId: nullableText,
    industryIdList: { type: 'array', items: { type: 'string' } },
    manageAddress: nullableText,
    longitude: nullableNumber,
    latitude: nullableNumber,
    complete: { type: 'boolean', description: 'false: a type-0 enterprise must complete its archive first (spec §4)' },
  },
} as const;

// Types are left loose on purpose: the shared archive rules name every bad field in the user's language.
const saveBody = {
  type: 'object',
  required: ['id'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    ...Object.fromEntries(ARCHIVE_FIELDS.map((f) => [f, {}])),
  },
  additionalProperties: false,
} as const;

/** Codes must exist in the reference lists, which the shared pure rules cannot see. */
function referenceIssues(values: ArchiveValues): { field: string; key: 'pattern' }[] {
  const issues: { field: string; key: 'pattern' }[] = [];
  if (typeof values.administrativeDivisionId === 'string' && !divisionCascade().leaves.has(values.administrativeDivisionId)) {
    issues.push({ field: 'administrativeDivisionId', key: 'pattern' });
  }
  if (Array.isArray(values.industryIdList) && values.industryIdList.some((c) => !industryCascade().codes.has(c))) {
    issues.push({ field: 'industryIdList', key: 'pattern' });
  }
  return issues;
}

function toNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

/** Archive read/save for the enterprise in the enterprise_id header, and the two reference cascades. */
export async function enterpriseArchiveRoutes(app: FastifyInstance) {
  const cascadeSchema = (summary: string) => ({ tags, summary, security: sessionSecurity, response: { 200: envelopeSchema(cascadeList) } });
  app.get(`${PREFIX}/administrativeDivision/cascadeList`, { preHandler: app.requireReader, schema: cascadeSchema('GB/T 2260 province/city/county cascade') }, async () => divisionCascade().tree);
  app.get(`${PREFIX}/industry/cascadeList`, { preHandler: app.requireReader, schema: cascadeSchema('GB/T 4754-2017 industry cascade') }, async () => industryCascade().tree);

  app.get<{ Params: { id: string } }>(
    `${PREFIX}/enterprise/archive/:id`,
    {
      preHandler: app.requireEnterprise,
      schema: {
        tags,
        summary: 'The archive of the enterprise in the header (another id answers 2010105)',
        security,
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9]\\d{0,14}$' } } },
        response: { 200: envelopeSchema(archiveData) },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      // Only the enterprise the grant check admitted: another tenant's id looks like a missing one.
      if (id !== request.auth!.enterpriseId) throw ApiError.notFound();
      const archive = await readArchive(app.db, id);
      if (!archive) throw ApiError.notFound();
      return archive;
    },
  );

  app.put<{ Body: ArchiveValues & { id: number } }>(
    `${PREFIX}/enterprise/archive/save`,
    {
      preHandler: app.requirePermission(ARCHIVE_PERMISSIONS.edit),
      schema: { tags, summary: 'Save every archive field (all required, shared validators)', security, body: saveBody, response: { 200: envelopeSchema(archiveData) } },
    },
    async (request) => {
      const body = request.body;
      if (body.id !== request.auth!.enterpriseId) throw ApiError.notFound();
      const locale = request.locale;
      const issues = [...validateArchive(body), ...referenceIssues(body)];
      if (issues.length > 0) {
        const errors: FieldError[] = issues.map((i) => ({ field: i.field, message: message(i.key, locale, 'params' in i ? i.params : {}) }));
        throw ApiError.badParameter(errors, locale);
      }
      await refuseTakenIdentity(app.db, { id: body.id, name: String(body.name), socialCreditCode: body.socialCreditCode }, locale);
      await app.db.query(
        `UPDATE enterprise SET name = $2, social_credit_code = $3, legal_person_name = $4, legal_person_id_card = $5,
                contact_phone = $6, administrative_division_id = $7, industry_id_list = $8::jsonb, manage_address = $9,
                longitude = $10, latitude = $11, updated_at = now()
          WHERE id = $1`,
        [
          body.id, String(body.name).trim(), body.socialCreditCode, String(body.legalPersonName).trim(), String(body.legalPersonIdCard).toUpperCase(),
          body.contactPhone, body.administrativeDivisionId, JSON.stringify(body.industryIdList), String(body.manageAddress).trim(),
          toNumber(body.longitude), toNumber(body.latitude),
        ],
      );
      request.log.info({ enterpriseId: body.id, userId: request.auth!.userId }, 'enterprise archive saved');
      return (await readArchive(app.db, body.id))!;
    },
  );

  app.get(
    `${PREFIX}/enterprise/trialNote`,
    {
      preHandler: app.requireClientSession,
      schema: { tags, summary: 'Contact phone shown on trial-edition pages (TRIAL_CONTACT_PHONE)', security: sessionSecurity, response: { 200: envelopeSchema({ type: 'object', properties: { phone: { type: 'string' } } }) } },
    },
    async () => ({ phone: process.env.TRIAL_CONTACT_PHONE || DEFAULT_TRIAL_PHONE }),
  );
}

export const DEFAULT_TRIAL_PHONE = '400-800-2021';
