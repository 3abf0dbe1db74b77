/** The stored body of a system message and the plain text each recipient's notice carries. */
import { ApiError, sanitizeRichText, type Locale } from '../../../server/plugin-api';
import type { BodyFormat } from '../contract';
import { fieldError } from './messages';

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ', '&amp;': '&' };

/**
 * Text of sanitised HTML for the inbox, which shows notices as plain text: block ends become line
 * breaks, tags go, the sanitiser's entities are decoded (the inbox renders text, never markup).
 */
export function plainTextOf(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr|blockquote|pre)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(lt|gt|quot|#39|nbsp|amp);/g, (e) => ENTITIES[e])
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Rich bodies through the headlines' sanitiser; a body with nothing left to read is refused naming `body`. */
export function cleanBody(format: BodyFormat, body: string, locale: Locale): { body: string; text: string } {
  const stored = format === 'html' ? sanitizeRichText(body) : body.trim();
  const text = format === 'html' ? plainTextOf(stored) : stored;
  if (!text && !/<(img|video)\b/i.test(stored)) throw ApiError.badParameter([fieldError('body', 'bodyEmpty', locale)], locale);
  return { body: stored, text };
}
