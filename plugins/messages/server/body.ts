/** The stored body of a system message and the plain text each recipient's notice carries. */
import { ApiError, hasReadableContent, plainTextOf, sanitizeRichText, type Locale } from '../../../server/plugin-api';
import type { BodyFormat } from '../contract';
import { fieldError } from './messages';

/** Rich bodies through the headlines' sanitiser; a body with nothing left to read is refused naming `body`. */
export function cleanBody(format: BodyFormat, body: string, locale: Locale): { body: string; text: string } {
  const stored = format === 'html' ? sanitizeRichText(body) : body.trim();
  const text = format === 'html' ? plainTextOf(stored) : stored;
  if (format === 'html' ? !hasReadableContent(stored) : !text) throw ApiError.badParameter([fieldError('body', 'bodyEmpty', locale)], locale);
  return { body: stored, text };
}
