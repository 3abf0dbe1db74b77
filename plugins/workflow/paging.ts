import type { TFunction } from 'i18next';
import { queryPagination, type PageQuery } from '../../runtime/common/listPagination';

/**
 * The lists' pagination: the platform's (runtime/common/listPagination: 20 per page, sizes 10/20/30/50,
 * total, sizes, prev, pager, next, jumper, like every list), bound to a page query state.
 */
export function pagination<Q extends PageQuery>(t: TFunction, query: Q, setQuery: (q: Q) => void, total: number | undefined) {
  return queryPagination(query, setQuery, total, (n) => t('list.total', { total: n }));
}
