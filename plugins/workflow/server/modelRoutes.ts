import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  compileInput,
  deleteModel,
  deployModel,
  getModel,
  idParams,
  modelPage,
  nullSchema,
  pageData,
  parseId,
  saveModel,
  userOf,
  type RouteDocs,
} from '../../../server/plugin-api';
import { DEPLOYED, MODEL_BODY, MODEL_DETAIL, MODEL_PAGE_QUERY, MODEL_ROW, tags } from './schemas';

export interface ModelScope {
  /** Base path of the model calls. */
  base: string;
  /** The enterprise of the caller (client) or null (platform models of the back office). */
  scopeOf(req: FastifyRequest): number | null;
  /** Route options for reading and for changing models (each with its guards). */
  read(docs: RouteDocs): RouteShorthandOptions;
  write(docs: RouteDocs): RouteShorthandOptions;
}

interface PageQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
}
interface ModelBody {
  name?: string;
  category?: string;
  xml: string;
  svg?: string;
}

/**
 * Model management for one scope: list, read, save (the designer's draft), delete and deploy (the
 * engine validates; unsupported elements are refused one by one). Mounted for the enterprise designer
 * and for the back office's operations designer.
 */
export function registerModelRoutes(app: FastifyInstance, scope: ModelScope) {
  const query = compileInput<PageQuery>(MODEL_PAGE_QUERY, 'querystring');
  const body = compileInput<ModelBody>(MODEL_BODY, 'body');
  const id = (req: FastifyRequest) => parseId((req.params as { id: string }).id, req.locale);

  app.get(`${scope.base}/page`, scope.read({ tags, summary: 'Process models', querystring: MODEL_PAGE_QUERY, data: pageData(MODEL_ROW) }), async (req) => {
    const q = query(req.query, req.locale);
    return modelPage(app.db, scope.scopeOf(req), { ...q, keyword: q.keyword?.trim() || undefined });
  });
  app.get(`${scope.base}/:id`, scope.read({ tags, summary: 'A process model with its XML', params: idParams('id'), data: MODEL_DETAIL }), async (req) =>
    getModel(app.db, scope.scopeOf(req), id(req)),
  );
  app.post(scope.base, scope.write({ tags, summary: 'Save a model (created or replaced by its process id)', body: MODEL_BODY, data: { type: 'object', properties: { id: { type: 'integer' }, processKey: { type: 'string' } } } }), async (req) => {
    const b = body(req.body, req.locale);
    return saveModel(app.db, { enterpriseId: scope.scopeOf(req), name: b.name, category: b.category, xml: b.xml, svg: b.svg, userId: userOf(req)! });
  });
  app.delete(`${scope.base}/:id`, scope.write({ tags, summary: 'Delete a model (deployed versions and their instances stay)', params: idParams('id'), data: nullSchema }), async (req) => {
    await deleteModel(app.db, scope.scopeOf(req), id(req));
    return null;
  });
  app.post(`${scope.base}/:id/deploy`, scope.write({ tags, summary: 'Deploy the model as the next version', params: idParams('id'), data: DEPLOYED }), async (req) =>
    deployModel(app.db, scope.scopeOf(req), id(req), userOf(req)!),
  );
}
