import type { TFunction } from 'i18next';
import { listPagination } from '../../runtime/common/listPagination';

export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

/**
 * The lists' pagination: the platform's (runtime/common/listPagination: 20 per page, sizes 10/20/30/50,
 * total, sizes, prev, pager, next, jumper, like every list), bound to a page query state.
 */
export function pagination<Q extends PageQuery>(t: TFunction, query: Q, setQuery: (q: Q) => void, total: number | undefined) {
  return listPagination(
    { current: query.pageNum, pageSize: query.pageSize, total: total ?? 0, onChange: (pageNum, pageSize) => setQuery({ ...query, pageNum, pageSize }) },
    (n) => t('list.total', { total: n }),
  );
}
