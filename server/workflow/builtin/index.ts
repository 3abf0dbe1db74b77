import { readFileSync } from 'node:fs';
import { deployDefinitionIn } from '../definitions';
import type { Tx } from '../types';

/** Business type and process key of an enterprise certification (personal centre → back office). */
export const CERTIFICATION_PROCESS = 'enterprise-certification';

/** Platform processes the core itself starts; deployed once (version 1) when missing. */
const BUILTIN = [{ key: CERTIFICATION_PROCESS, file: 'enterprise-certification.bpmn20.xml' }];

/**
 * Makes sure the core's own processes are deployed. Runs at every start inside the migration lock; a
 * process the operations changed and redeployed in the back office is left at its newer version.
 */
export async function ensureBuiltinProcesses(tx: Tx): Promise<void> {
  for (const { key, file } of BUILTIN) {
    const { rows } = await tx.query('SELECT 1 FROM workflow_definition WHERE enterprise_id IS NULL AND process_key = $1 LIMIT 1', [key]);
    if (rows.length > 0) continue;
    const xml = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
    await deployDefinitionIn(tx, { enterpriseId: null, xml, userId: null });
    await tx.query(
      `INSERT INTO workflow_model (enterprise_id, process_key, name, category, xml) SELECT NULL, d.process_key, d.name, d.category, d.xml
         FROM workflow_definition d WHERE d.enterprise_id IS NULL AND d.process_key = $1 AND NOT EXISTS
              (SELECT 1 FROM workflow_model m WHERE m.enterprise_id IS NULL AND m.process_key = $1)`,
      [key],
    );
  }
}
