import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminHttp } from '../adminHttp';

export interface Page<T> {
  records: T[];
  total: number;
}

/** A paged back-office list: page state, filters and the query, for antd Table pagination. */
export function usePaged<T>(key: string, path: string, initialFilters: Record<string, unknown> = {}) {
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [filters, setFilters] = useState<Record<string, unknown>>(initialFilters);
  const query = useQuery({
    queryKey: [key, pageNum, pageSize, filters],
    queryFn: () => adminHttp.get<Page<T>>(path, { params: { pageNum, pageSize, ...filters } }),
    placeholderData: keepPreviousData,
  });
  return {
    query,
    filters,
    search(next: Record<string, unknown>) {
      setFilters(next);
      setPageNum(1);
    },
    pagination: {
      current: pageNum,
      pageSize,
      total: query.data?.total ?? 0,
      showSizeChanger: true,
      showQuickJumper: true,
      pageSizeOptions: [10, 20, 30, 50],
      onChange: (page: number, size: number) => {
        setPageNum(size === pageSize ? page : 1);
        setPageSize(size);
      },
    },
  };
}
