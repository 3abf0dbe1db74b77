import type { Db } from '../core/contracts';
import { workflowErrors } from './errors';
import { ModelParseError, parseModel, type ProcessModel } from './model';
import type { Tx } from './types';
import { validateModel } from './validate';

export interface DeployInput {
  /** null: a platform process (back office). */
  enterpriseId: number | null;
  xml: string;
  svg?: string | null;
  /** Overrides of the process's own name/category (the designer sends both). */
  name?: string;
  category?: string | null;
  userId: number | null;
  modelId?: number | null;
}

export interface DeployedDefinition {
  id: number;
  processKey: string;
  name: string;
  version: number;
}

/** Reads and validates a model; throws 2010102 with one message per unsupported element. */
export async function checkModel(xml: string): Promise<ProcessModel> {
  let model: ProcessModel;
  try {
    model = await parseModel(xml);
  } catch (err) {
    if (err instanceof ModelParseError) throw workflowErrors.badXml(err.message);
    throw err;
  }
  const problems = validateModel(model);
  if (problems.length > 0) throw workflowErrors.unsupported(problems);
  return model;
}

/**
 * Deploys a model as the next version of its process key in its scope (enterprise or platform). The
 * version number is taken under an advisory lock on the key, so two deployments never share one.
 */
export async function deployDefinition(db: Pick<Db, 'transaction'>, input: DeployInput): Promise<DeployedDefinition> {
  return db.transaction((tx) => deployDefinitionIn(tx, input));
}

/** deployDefinition inside the caller's transaction. */
export async function deployDefinitionIn(tx: Tx, input: DeployInput): Promise<DeployedDefinition> {
  const model = await checkModel(input.xml);
  {
    const scope = input.enterpriseId ?? 0;
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`workflow:${scope}:${model.processId}`]);
    const name = input.name?.trim() || model.processName;
    const { rows } = await tx.query<DeployedDefinition>(
      `INSERT INTO workflow_definition (model_id, enterprise_id, process_key, name, category, version, xml, svg, deployed_by)
       SELECT $1::bigint, $2::bigint, $3::text, $4::text, $5::text, COALESCE(MAX(version), 0) + 1, $6::text, $7::text, $8::bigint
         FROM workflow_definition WHERE COALESCE(enterprise_id, 0) = $9::bigint AND process_key = $3::text
       RETURNING id, process_key AS "processKey", name, version`,
      [input.modelId ?? null, input.enterpriseId, model.processId, name, input.category ?? model.category ?? null, input.xml, input.svg ?? null, input.userId, scope],
    );
    return { ...rows[0], id: Number(rows[0].id) };
  }
}

/**
 * Parsed models by their XML. A deployed version never changes, so parsing (the costly part) happens once
 * per process and version; the key is the text rather than the definition id because an id names a row of
 * one database only, and a process may serve several (the API tests run many apps in one process).
 */
const parsed = new Map<string, Promise<ProcessModel>>();
const CACHE_LIMIT = 200;

/** The model of a deployed XML text, parsed once per process. */
export function parsedModel(xml: string): Promise<ProcessModel> {
  let model = parsed.get(xml);
  if (!model) {
    model = parseModel(xml);
    model.catch(() => parsed.delete(xml));
    if (parsed.size >= CACHE_LIMIT) parsed.delete(parsed.keys().next().value!);
    parsed.set(xml, model);
  }
  return model;
}

export async function modelOf(tx: Pick<Tx, 'query'>, definitionId: number): Promise<ProcessModel> {
  const { rows } = await tx.query<{ xml: string }>('SELECT xml FROM workflow_definition WHERE id = $1', [definitionId]);
  if (!rows[0]) throw workflowErrors.notFound('definitionMissing');
  return parsedModel(rows[0].xml);
}

/**
 * The newest deployed version of a process key visible to an enterprise: its own first, then the
 * platform's (enterprise_id NULL).
 */
export async function latestDefinition(tx: Tx, processKey: string, enterpriseId: number | null): Promise<{ id: number; name: string } | undefined> {
  const { rows } = await tx.query<{ id: number; name: string }>(
    `SELECT id, name FROM workflow_definition
      WHERE process_key = $1 AND (enterprise_id = $2 OR enterprise_id IS NULL)
      ORDER BY enterprise_id IS NULL, version DESC LIMIT 1`,
    [processKey, enterpriseId],
  );
  return rows[0];
}
