import { useTranslation } from 'react-i18next';
import { listPagination } from '../../runtime/common/listPagination';
import type { SuggestionQuery } from './api';

/** The shell's pagination bar for a suggestion list held in `query`. */
export function usePagination() {
  const { t } = useTranslation('suggestions');
  return <Q extends SuggestionQuery>(query: Q, setQuery: (q: Q) => void, total: number | undefined) =>
    listPagination(
      { current: query.pageNum, pageSize: query.pageSize, total: total ?? 0, onChange: (pageNum, pageSize) => setQuery({ ...query, pageNum, pageSize }) },
      (n) => t('list.total', { total: n }),
    );
}
