import { codeMessage, ErrorCode, type Locale } from '../../data-providers/catalogue';
import { messageTexts } from './messages';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * A failure the caller should see as an envelope `{code, msg, data}`. Thrown anywhere in a handler;
 * the envelope plugin turns it into the response. `message` may be omitted to use the catalogue text
 * in the caller's language.
 */
export class ApiError extends Error {
  /** Per-locale text, used when no explicit message was given. */
  private texts?: Record<Locale, string>;

  constructor(
    readonly code: number,
    message?: string,
    readonly data: unknown = null,
    readonly httpStatus = 200,
  ) {
    super(message ?? '');
    this.name = 'ApiError';
  }

  /** An error whose text follows the caller's language. */
  static localized(code: number, texts: Record<Locale, string>, data: unknown = null, httpStatus = 200): ApiError {
    const err = new ApiError(code, undefined, data, httpStatus);
    err.texts = texts;
    err.message = texts['en-US'];
    return err;
  }

  /** The text for the response: the explicit message, else the catalogue entry for the locale. */
  textFor(locale: Locale): string {
    if (this.texts) return this.texts[locale];
    return this.message || codeMessage(this.code, locale) || codeMessage(ErrorCode.Unknown, locale)!;
  }

  static badParameter(errors: FieldError[], locale: Locale): ApiError {
    const head = codeMessage(ErrorCode.BadParameter, locale)!;
    const detail = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
    return new ApiError(ErrorCode.BadParameter, detail ? `${head}: ${detail}` : head, { errors });
  }
  static notFound(message?: string): ApiError {
    return new ApiError(ErrorCode.NotFound, message);
  }
  static noPermission(message?: string): ApiError {
    return new ApiError(ErrorCode.NoPermission, message);
  }
  static tooFast(message?: string): ApiError {
    return new ApiError(ErrorCode.TooFast, message);
  }
  static duplicate(message?: string): ApiError {
    return new ApiError(ErrorCode.Duplicate, message);
  }
  /** Session states answered with the HTTP statuses the browser reacts to (spec §8). */
  static sessionExpired(message?: string): ApiError {
    return message ? new ApiError(401, message, null, 401) : ApiError.localized(401, messageTexts('sessionExpired'), null, 401);
  }
  static accountDisabled(message?: string): ApiError {
    return message ? new ApiError(402, message, null, 402) : ApiError.localized(402, messageTexts('accountDisabled'), null, 402);
  }
  static sessionSuperseded(message?: string): ApiError {
    return message
      ? new ApiError(403, message, null, 403)
      : ApiError.localized(403, messageTexts('sessionSuperseded'), null, 403);
  }
}
