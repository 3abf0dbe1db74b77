/**
 * The back office's own files (platform scope): uploaded by operators through /api/operation-manage/file
 * with the enterprise upload flow's checks, owned by no enterprise. A plugin stores the verified entries
 * on its record and, once it has decided an enterprise user may see that record, signs a URL for them.
 */
import type { FastifyInstance } from 'fastify';
import { signPlatformFile as sign, verifyPlatformFiles as verify, type PlatformFileRules } from '../storage/platform';
import type { Attachment } from './attachments';
import { storageOf } from './files';

export { PLATFORM_FILE_PREFIX, type PlatformFileRules } from '../storage/platform';

/** Platform files a back-office client sent, checked (count, live platform files, images when asked); what to store. */
export async function verifyPlatformAttachments(
  app: Pick<FastifyInstance, 'db'>,
  entries: readonly { url: string }[] | null | undefined,
  rules: PlatformFileRules,
): Promise<Attachment[]> {
  if (!entries || entries.length === 0) return [];
  const verified = await verify({ db: app.db }, entries, rules);
  return verified.map(({ name, size, type, url }) => ({ name, size, type, url }));
}

/** A signed, expiring URL of a live platform file (attachment: sent as a download with its name). */
export function signPlatformFile(app: FastifyInstance, key: string, opts: { attachment?: boolean } = {}): Promise<string> {
  return sign(storageOf(app), key, opts);
}
