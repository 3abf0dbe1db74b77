/**
 * Issue 5 (storage): a record may only keep files its enterprise owns. Every top-level `files` field
 * of a create/update is checked against the `file` table (verifyFileEntries) and replaced by the
 * stored facts (name, size, type, key), so a record never carries what the browser claimed about a
 * file, another enterprise's key, a file id or a signed URL (`path` expires; it is issued again on read).
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_FILE_MAX_COUNT } from '../../schemas/fieldKinds';
import type { ModuleSchema } from '../../schemas/types';
import { claimFilesForRecord, verifyFileEntries } from '../storage';
import type { Actor } from './repository';
import type { FieldValues } from './validation';

export async function verifyRecordFiles(app: FastifyInstance, schema: ModuleSchema, values: FieldValues, actor: Actor): Promise<string[]> {
  const keys: string[] = [];
  for (const field of schema.fields) {
    if (field.type !== 'files') continue;
    const entries = values[field.name];
    if (!Array.isArray(entries) || entries.length === 0) continue;
    // Only the database is needed: works with or without an object store configured.
    const verified = await verifyFileEntries(
      { db: app.db },
      { userId: actor.userId, enterpriseId: actor.enterpriseId },
      entries as { url: string }[],
      field.maxCount ?? DEFAULT_FILE_MAX_COUNT,
    );
    // Stored in the shape the field's input schema accepts, so a record read for editing saves again.
    values[field.name] = verified.map(({ name, size, type, url }) => ({ name, size, type, url }));
    keys.push(...verified.map((f) => f.url));
  }
  return keys;
}

/**
 * Issue 12: once a record holds files, deleting one of them needs the module's edit permission (not
 * just being in the enterprise); called after the record was saved.
 */
export async function claimRecordFiles(app: FastifyInstance, schema: ModuleSchema, keys: string[], actor: Actor): Promise<void> {
  const permission = schema.permissions.edit ?? schema.permissions.add;
  if (permission) await claimFilesForRecord(app.db, actor.enterpriseId, keys, permission);
}
