import type { Db } from '../core/contracts';
import { deployDefinition, type DeployedDefinition } from './definitions';
import { workflowErrors } from './errors';
import { ModelParseError, parseModel } from './model';
import type { ModelDetail, ModelListItem } from '../../schemas/workflow/wire';

export type { ModelListItem };

type Query = Pick<Db, 'query'>;

export interface ModelInput {
  enterpriseId: number | null;
  /** The process id of the XML unless given. */
  name?: string;
  category?: string | null;
  xml: string;
  svg?: string | null;
  userId: number;
}


const scopeEq = 'COALESCE(enterprise_id, 0) = COALESCE($1::bigint, 0)';

/**
 * Saves a model (the designer's draft): one per process key and scope, overwritten on save. Saving
 * does not validate execution; deploying does. The XML must still be BPMN.
 */
export async function saveModel(db: Query, input: ModelInput): Promise<{ id: number; processKey: string }> {
  let processKey: string;
  let processName: string;
  let category: string | undefined;
  try {
    const model = await parseModel(input.xml);
    processKey = model.processId;
    processName = model.processName;
    category = model.category;
  } catch (err) {
    if (err instanceof ModelParseError) throw workflowErrors.badXml(err.message);
    throw err;
  }
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO workflow_model (enterprise_id, process_key, name, category, xml, svg, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (COALESCE(enterprise_id, 0), process_key)
     DO UPDATE SET name = EXCLUDED.name, category = EXCLUDED.category, xml = EXCLUDED.xml, svg = EXCLUDED.svg, updated_by = EXCLUDED.updated_by, updated_at = now()
     RETURNING id`,
    [input.enterpriseId, processKey, (input.name?.trim() || processName).slice(0, 100), input.category ?? category ?? null, input.xml, input.svg ?? null, input.userId],
  );
  return { id: Number(rows[0].id), processKey };
}

export async function modelPage(db: Query, enterpriseId: number | null, q: { pageNum: number; pageSize: number; keyword?: string }) {
  const params: unknown[] = [enterpriseId];
  let where = 'COALESCE(m.enterprise_id, 0) = COALESCE($1::bigint, 0)';
  if (q.keyword) {
    params.push(`%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where += ` AND (m.name ILIKE $2 OR m.process_key ILIKE $2)`;
  }
  const [records, total] = await Promise.all([
    db.query<ModelListItem>(
      `SELECT m.id, m.process_key AS "processKey", m.name, m.category, m.updated_at AS "updatedAt",
              (SELECT max(d.version) FROM workflow_definition d WHERE d.process_key = m.process_key AND COALESCE(d.enterprise_id, 0) = COALESCE(m.enterprise_id, 0)) AS version
         FROM workflow_model m WHERE ${where} ORDER BY m.updated_at DESC, m.id DESC LIMIT ${q.pageSize} OFFSET ${(q.pageNum - 1) * q.pageSize}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM workflow_model m WHERE ${where}`, params),
  ]);
  return { records: records.rows.map((r) => ({ ...r, id: Number(r.id) })), total: total.rows[0].n };
}

export async function getModel(db: Query, enterpriseId: number | null, id: number): Promise<ModelDetail> {
  const { rows } = await db.query<ModelDetail>(
    `SELECT id, process_key AS "processKey", name, category, xml, svg FROM workflow_model WHERE id = $2 AND ${scopeEq}`,
    [enterpriseId, id],
  );
  if (!rows[0]) throw workflowErrors.notFound('definitionMissing');
  return { ...rows[0], id: Number(rows[0].id) };
}

export async function deleteModel(db: Query, enterpriseId: number | null, id: number): Promise<void> {
  const { rowCount } = await db.query(`DELETE FROM workflow_model WHERE id = $2 AND ${scopeEq}`, [enterpriseId, id]);
  if (rowCount === 0) throw workflowErrors.notFound('definitionMissing');
}

/** Deploys the saved model as the next version of its process (validated first, see validate.ts). */
export async function deployModel(db: Db, enterpriseId: number | null, id: number, userId: number): Promise<DeployedDefinition> {
  const model = await getModel(db, enterpriseId, id);
  return deployDefinition(db, { enterpriseId, xml: model.xml, svg: model.svg, name: model.name, category: model.category, userId, modelId: id });
}
