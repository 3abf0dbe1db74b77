/**
 * Files attached to a feature's records (task attachments, feedback, suggestions): the same rules as the
 * ledgers' `files` fields — only live files of the caller's enterprise, stored as the file table's facts.
 */
import type { FastifyInstance } from 'fastify';
import type { FileEntry } from '../../schemas/contracts/storage/wire';
import { attachmentDisposition, verifyFileEntries } from '../storage';
import { extensionOf, mimeTypeFor } from '../../schemas/contracts/storage/rules';

export type Attachment = Required<Pick<FileEntry, 'name' | 'size' | 'type' | 'url'>>;

/**
 * The JSON schema of attached files as the upload control holds them (key, name, size, type, a signed
 * path): only the key counts, the server reads the rest from the file table (verifyAttachments).
 */
export function attachmentRefs(maxItems: number) {
  const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
  return {
    type: 'array',
    maxItems,
    items: {
      type: 'object',
      required: ['url'],
      properties: { url: { type: 'string', minLength: 1, maxLength: 512 }, name: text(255), size: { type: 'integer', minimum: 0 }, type: text(255), path: text(4096) },
    },
  } as const;
}

/**
 * Checks the entries a client sent (at most maxCount, each a live file of the enterprise: 2010103 for a
 * foreign key, 2010105 for an unknown one) and returns what to store: name, size, type and key.
 */
export async function verifyAttachments(
  app: Pick<FastifyInstance, 'db'>,
  owner: { userId: number; enterpriseId: number },
  entries: readonly { url: string }[] | null | undefined,
  maxCount: number,
): Promise<Attachment[]> {
  if (!entries || entries.length === 0) return [];
  const verified = await verifyFileEntries({ db: app.db }, owner, entries, maxCount);
  return verified.map(({ name, size, type, url }) => ({ name, size, type, url }));
}

/**
 * Stored attachments with a signed download URL each (`path`), for screens that cannot ask the file API
 * themselves: the back office has no enterprise to sign for. Without a file store they come back unsigned.
 */
export async function signAttachments(app: FastifyInstance, entries: readonly Attachment[]): Promise<FileEntry[]> {
  if (!app.hasDecorator('storage')) return entries.map((e) => ({ ...e }));
  const { store, config } = app.storage;
  return Promise.all(
    entries.map(async (e) => ({
      ...e,
      path: await store.presignGet(e.url, {
        expiresIn: config.downloadUrlTtlSeconds,
        contentType: mimeTypeFor(extensionOf(e.url)),
        disposition: attachmentDisposition(e.name),
      }),
    })),
  );
}
