/**
 * The module schemas as the browser needs them to render lists, searches and forms from the same
 * description the server validates with. Each is visible only with its view permission. Custom
 * ledgers are listed for their own enterprise only.
 */
import type { FastifyInstance } from 'fastify';
import { localized } from '../../schemas/dictionaries';
import type { ModuleSchema } from '../../schemas/types';
import { ApiError } from '../core/errors';
import { envelopeSchema } from './jsonSchemas';
import { localeOf } from './routes';
import { plainJson, skipValidation } from '../core/documentedOnly';

export interface ModuleSummary {
  id: string;
  title: string;
  route: string;
  group: string;
  permissions: ModuleSchema['permissions'];
}


/** Where the custom ledgers of an enterprise come from (server/modules/custom). */
export interface CustomSchemaSource {
  list(enterpriseId: number): Promise<ModuleSchema[]>;
  find(enterpriseId: number, moduleId: string): Promise<ModuleSchema | undefined>;
}

export function registerSchemaRoutes(app: FastifyInstance, schemas: readonly ModuleSchema[], custom?: CustomSchemaSource): void {
  const byId = new Map(schemas.map((s) => [s.id, s]));
  const mayView = (permissions: Set<string> | undefined, schema: ModuleSchema) => permissions?.has(schema.permissions.view) === true;
  const common = { validatorCompiler: skipValidation, serializerCompiler: plainJson, preHandler: [app.requireEnterprise] };

  app.get(
    '/module/schemas',
    {
      ...common,
      schema: {
        tags: ['Modules'],
        summary: 'module schemas the caller may view',
        response: {
          200: envelopeSchema({
            type: 'array',
            items: {
              type: 'object',
              properties: { id: { type: 'string' }, title: { type: 'string' }, route: { type: 'string' }, group: { type: 'string' }, permissions: { type: 'object' } },
            },
          }),
        },
      },
    },
    async (req): Promise<ModuleSummary[]> => {
      const locale = localeOf(req);
      const own = custom && req.auth?.enterpriseId !== undefined ? await custom.list(req.auth.enterpriseId) : [];
      return [...schemas, ...own]
        .filter((s) => mayView(req.auth?.permissions, s))
        .map((s) => ({ id: s.id, title: localized(s.title, locale), route: s.route, group: s.group, permissions: s.permissions }));
    },
  );

  app.get(
    '/module/schema/:id',
    {
      ...common,
      schema: {
        tags: ['Modules'],
        summary: 'one module schema (schemas/meta/module.schema.json)',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
        response: { 200: envelopeSchema({ type: 'object' }) },
      },
    },
    async (req): Promise<ModuleSchema> => {
      const id = (req.params as { id: string }).id;
      const schema = byId.get(id) ?? (custom && req.auth?.enterpriseId !== undefined ? await custom.find(req.auth.enterpriseId, id) : undefined);
      if (!schema) throw ApiError.notFound();
      if (!mayView(req.auth?.permissions, schema)) throw ApiError.noPermission();
      return schema;
    },
  );
}
