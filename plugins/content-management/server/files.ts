/**
 * An article's cover and attachments: platform files the back office uploaded (the core's platform file
 * scope). Checked on every save; readers get signed URLs only through a published article.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, signAttachments, signPlatformFile, verifyPlatformAttachments, type Attachment } from '../../../server/plugin-api';
import { CONTENT_LIMITS, type ArticleFile, type ArticleInput } from '../contract';
import { publishedFiles } from './store';

export interface ArticleFiles {
  cover: Attachment | null;
  attachments: Attachment[];
}

/** The files to store: the cover an image, at most one; attachments up to the limit; all live platform files. */
export async function verifyArticleFiles(app: FastifyInstance, input: Pick<ArticleInput, 'cover' | 'attachments'>): Promise<ArticleFiles> {
  const [cover] = await verifyPlatformAttachments(app, input.cover ? [input.cover] : [], { maxCount: 1, purpose: 'image' });
  const attachments = await verifyPlatformAttachments(app, input.attachments, { maxCount: CONTENT_LIMITS.attachments });
  return { cover: cover ?? null, attachments };
}

/** A stored file with a signed URL (`path`); the keys come from the article's row, checked when it was saved. */
export async function signed(app: FastifyInstance, file: ArticleFile): Promise<ArticleFile>;
export async function signed(app: FastifyInstance, file: ArticleFile | null): Promise<ArticleFile | null>;
export async function signed(app: FastifyInstance, file: ArticleFile | null): Promise<ArticleFile | null> {
  if (!file) return null;
  const [one] = await signAttachments(app, [file]);
  return { ...file, path: one.path };
}

/**
 * A reader's signed URL of one file of a headline: 2010105 unless the article is published (an
 * unpublished or withdrawn article does not exist for readers), 2010103 for a key the article does not hold.
 */
export async function readerFileUrl(app: FastifyInstance, id: number, key: string, attachment: boolean): Promise<string> {
  const files = await publishedFiles(app.db, id);
  if (!files) throw ApiError.notFound();
  const held = [files.cover, ...files.attachments].some((f) => f?.url === key);
  if (!held) throw ApiError.noPermission();
  return signPlatformFile(app, key, { attachment });
}
