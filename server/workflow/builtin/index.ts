import { readFileSync } from 'node:fs';
import type { Db } from '../../core/contracts';
import { checkModel, deployDefinitionIn } from '../definitions';
import type { Tx } from '../types';

/** Business type and process key of an enterprise certification (personal centre → back office). */
export const CERTIFICATION_PROCESS = 'enterprise-certification';

/** Platform processes the core itself starts; deployed once (version 1) when missing. */
const BUILTIN = [{ key: CERTIFICATION_PROCESS, file: 'enterprise-certification.bpmn20.xml' }];

/**
 * Makes sure the core's own processes, and the default processes the enabled plugins declare, are
 * deployed. Runs in every full preparation (inside the migration lock; a restart of the same code skips
 * it, server/db/startFingerprint.ts); a process the operations changed and redeployed in the back office
 * is left at its newer version.
 */
export async function ensureBuiltinProcesses(tx: Tx, pluginModels: readonly string[] = []): Promise<void> {
  for (const xml of [...builtinProcessModels(), ...pluginModels]) await ensurePlatformDefinitionIn(tx, xml);
}

/** The BPMN models of the core's own processes, as deployed (part of the start fingerprint too). */
export function builtinProcessModels(): string[] {
  return BUILTIN.map(({ file }) => readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'));
}

/**
 * A feature's default process (e.g. risk handling): deployed as a platform definition, with its model for
 * the back office's designer, when no platform version of its key exists yet. Enterprises may deploy their
 * own model under the same key, which then wins (latestDefinition). Safe with several processes starting
 * together: the check and the deployment hold one advisory lock per key.
 */
export async function ensurePlatformProcess(db: Pick<Db, 'transaction'>, xml: string): Promise<void> {
  await db.transaction((tx) => ensurePlatformDefinitionIn(tx, xml));
}

async function ensurePlatformDefinitionIn(tx: Tx, xml: string): Promise<void> {
  // Every restart after the first finds this exact model deployed: answering that from the table spares
  // loading the BPMN meta-model to parse it (~60 ms of a cold start; issue 19).
  const same = await tx.query('SELECT 1 FROM workflow_definition WHERE enterprise_id IS NULL AND xml = $1 LIMIT 1', [xml]);
  if (same.rows.length > 0) return;
  const key = (await checkModel(xml)).processId;
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`workflow:0:${key}`]);
  const { rows } = await tx.query('SELECT 1 FROM workflow_definition WHERE enterprise_id IS NULL AND process_key = $1 LIMIT 1', [key]);
  if (rows.length > 0) return;
  await deployDefinitionIn(tx, { enterpriseId: null, xml, userId: null });
  await tx.query(
    `INSERT INTO workflow_model (enterprise_id, process_key, name, category, xml) SELECT NULL, d.process_key, d.name, d.category, d.xml
       FROM workflow_definition d WHERE d.enterprise_id IS NULL AND d.process_key = $1 AND NOT EXISTS
            (SELECT 1 FROM workflow_model m WHERE m.enterprise_id IS NULL AND m.process_key = $1)`,
    [key],
  );
}
