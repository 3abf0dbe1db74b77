import type { TFunction } from 'i18next';

export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

/** The lists' pagination (spec §9: sizes 10/20/30/50, total shown), bound to a page query state. */
export function pagination<Q extends PageQuery>(t: TFunction, query: Q, setQuery: (q: Q) => void, total: number | undefined) {
  return {
    current: query.pageNum,
    pageSize: query.pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 30, 50],
    showTotal: (n: number) => t('list.total', { total: n }),
    onChange: (pageNum: number, pageSize: number) => setQuery({ ...query, pageNum: pageSize === query.pageSize ? pageNum : 1, pageSize }),
  };
}
