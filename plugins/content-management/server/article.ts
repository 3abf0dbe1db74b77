/** What the back office sends, cleaned before it is stored: trimmed texts and sanitised rich text. */
import { ApiError, hasReadableContent, sanitizeRichText, type Locale } from '../../../server/plugin-api';
import type { ArticleInput } from '../contract';
import { fieldError } from './messages';
import type { CleanArticle } from './store';

/**
 * The stored form of an article. The body goes through the platform's rich-text sanitiser on every
 * save; a body that nothing survives of (e.g. only a script) is refused, naming the field.
 */
export function cleanArticle(input: ArticleInput, locale: Locale): Omit<CleanArticle, 'cover' | 'attachments'> {
  const body = sanitizeRichText(input.body);
  if (!hasReadableContent(body)) throw ApiError.badParameter([fieldError('body', 'bodyEmpty', locale)], locale);
  return { title: input.title.trim(), synopsis: (input.synopsis ?? '').trim(), body };
}
