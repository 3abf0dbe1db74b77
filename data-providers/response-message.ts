import { codeMessage, UNKNOWN_ERROR_TEXT, type Locale } from './catalogue';
import { ON_DEMAND_FAILED } from './messages';

/** Spec §8: long upstream traces that mention this failure are reduced to the marker itself. */
export function shortenMessage(text: string): string {
  return text.includes(ON_DEMAND_FAILED) ? ON_DEMAND_FAILED : text;
}

/**
 * The text for an error envelope: the server's `msg` (or `message`), else the catalogue entry for
 * the code, else the generic unknown-error text (spec §8 response-level errors).
 */
export function envelopeMessage(body: unknown, locale: Locale): string {
  const envelope = (body !== null && typeof body === 'object' ? body : {}) as { msg?: unknown; message?: unknown; code?: unknown };
  const given = [envelope.msg, envelope.message].find((m): m is string => typeof m === 'string' && m.trim() !== '');
  const fromCode = typeof envelope.code === 'number' ? codeMessage(envelope.code, locale) : undefined;
  return shortenMessage(given ?? fromCode ?? UNKNOWN_ERROR_TEXT[locale] ?? UNKNOWN_ERROR_TEXT['zh-CN']);
}
