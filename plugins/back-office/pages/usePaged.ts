import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminHttp } from '../adminHttp';
import { DEFAULT_PAGE_SIZE, listPagination } from '../../../runtime/common/listPagination';

export interface Page<T> {
  records: T[];
  total: number;
}

/** A paged back-office list: page state, filters and the query, for antd Table pagination. */
export function usePaged<T>(key: string, path: string, initialFilters: Record<string, unknown> = {}) {
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [filters, setFilters] = useState<Record<string, unknown>>(initialFilters);
  const query = useQuery({
    queryKey: [key, pageNum, pageSize, filters],
    queryFn: () => adminHttp.get<Page<T>>(path, { params: { pageNum, pageSize, ...filters } }),
    placeholderData: keepPreviousData,
  });
  const pagination = (totalText: (total: number) => string) =>
    listPagination(
      {
        current: pageNum,
        pageSize,
        total: query.data?.total ?? 0,
        onChange: (page, size) => {
          setPageNum(page);
          setPageSize(size);
        },
      },
      totalText,
    );
  return {
    query,
    filters,
    search(next: Record<string, unknown>) {
      setFilters(next);
      setPageNum(1);
    },
    /** The table's data props: row key, size, loading state, rows and pagination. */
    tableProps: (totalText: (total: number) => string) => ({
      rowKey: 'id' as const,
      size: 'middle' as const,
      loading: query.isFetching,
      dataSource: query.data?.records,
      pagination: pagination(totalText),
    }),
    /** The pagination of every list (runtime/common/listPagination), with the back office's total text. */
    pagination,
  };
}
