/** What every route of the data centre shares: paths, docs tags, the plant query field, range checks. */
import { CLIENT_PREFIX, throwIfErrors, type Locale } from '../../../../server/plugin-api';
import { boaoText } from '../../locales';
import { chinaMs } from '../../domain/time';

/** The API path of a contract path (`/boao/...` under the enterprise-side application). */
export const url = (path: string): string => `${CLIENT_PREFIX}${path}`;
export const tags = ['water plant (boao)'];

export const plantIdProperty = { type: 'integer', minimum: 1, description: 'id of a plant of the enterprise (GET boao/plants)' } as const;
export const dayProperty = { type: 'string', format: 'date', description: 'YYYY-MM-DD (China)' } as const;

/** 2010102 naming the field, with the plugin's text. */
export function fieldFailure(field: string, key: string, locale: Locale, vars: Record<string, string | number> = {}): never {
  throwIfErrors([{ field, message: boaoText(locale, key, vars) }], locale);
  throw new Error('unreachable');
}

/** end ≥ begin and at most maxDays apart (both China wall-clock texts: dates or date-times). */
export function checkRange(begin: string, end: string, maxDays: number, locale: Locale, endField = 'endTime'): void {
  const span = chinaMs(end) - chinaMs(begin);
  if (span < 0) fieldFailure(endField, 'errors.endBeforeBegin', locale);
  if (span > maxDays * 86_400_000) fieldFailure(endField, 'errors.rangeTooLong', locale, { days: maxDays });
}
