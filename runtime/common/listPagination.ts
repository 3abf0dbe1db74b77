import type { PaginationProps } from 'antd/es/pagination';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../schemas/fieldKinds';
import './pagination.css';

export { DEFAULT_PAGE_SIZE };

/**
 * The pagination every list shows (spec §9, issue 12 "lists everywhere alike"): 20 per page by default,
 * sizes 10/20/30/50, laid out total, sizes, prev, pager, next, jumper (pagination.css orders antd's
 * items), with the total in the shell's words. A change of size goes back to page 1.
 */
export function listPagination(input: { current: number; pageSize: number; total: number; onChange: (pageNum: number, pageSize: number) => void }, totalText: (total: number) => string): PaginationProps {
  return {
    className: 'ec-list-pagination',
    current: input.current,
    pageSize: input.pageSize,
    total: input.total,
    pageSizeOptions: PAGE_SIZES.map(String),
    showSizeChanger: true,
    showQuickJumper: true,
    showTotal: totalText,
    onChange: (pageNum, pageSize) => input.onChange(pageSize !== input.pageSize ? 1 : pageNum, pageSize),
  };
}

export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

/** The pagination of a list whose page sits in one query object with its filters: turning a page keeps them. */
export function queryPagination<Q extends PageQuery>(query: Q, setQuery: (q: Q) => void, total: number | undefined, totalText: (total: number) => string): PaginationProps {
  return listPagination(
    { current: query.pageNum, pageSize: query.pageSize, total: total ?? 0, onChange: (pageNum, pageSize) => setQuery({ ...query, pageNum, pageSize }) },
    totalText,
  );
}

/** Page state of a list kept by its page (not in the URL), with its pagination props. */
export function usePagedList(initialSize = DEFAULT_PAGE_SIZE) {
  const { t } = useTranslation('runtime');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: initialSize });
  return {
    paging,
    setPaging,
    /** Back to the first page (a new search). */
    first: () => setPaging((p) => ({ ...p, pageNum: 1 })),
    pagination: (total: number, totalText: (total: number) => string = (n) => t('list.total', { total: n })) =>
      listPagination({ current: paging.pageNum, pageSize: paging.pageSize, total, onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }) }, totalText),
  };
}
