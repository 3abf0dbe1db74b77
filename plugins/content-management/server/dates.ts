import { ApiError, type Locale } from '../../../server/plugin-api';
import { fieldError } from './messages';

/** A date search whose start lies after its end finds nothing by mistake: refused, naming the start. */
export function checkDates(f: { beginDate?: string; endDate?: string }, locale: Locale): void {
  if (f.beginDate && f.endDate && f.beginDate > f.endDate) throw ApiError.badParameter([fieldError('beginDate', 'dateOrder', locale)], locale);
}
