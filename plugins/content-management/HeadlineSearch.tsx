import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TitleDateSearch, type TitleDateFilters } from '../../runtime/common/TitleDateSearch';

export { sameFilters } from '../../runtime/common/TitleDateSearch';
export type HeadlineFilters = TitleDateFilters;

const TEST_IDS = { root: 'headline-search', title: 'headline-search-title', dates: 'headline-search-dates', submit: 'headline-search-submit', reset: 'headline-search-reset' };

/** The headline lists' search (back office and readers): the platform's title and date search. */
export function HeadlineSearch({ onSearch, children }: { onSearch: (f: HeadlineFilters) => void; children?: ReactNode }) {
  const { t } = useTranslation('content-management');
  return (
    <TitleDateSearch onSearch={onSearch} labels={{ title: t('search.title'), search: t('search.search'), reset: t('search.reset') }} testIds={TEST_IDS} className="ec-headline-search">
      {children}
    </TitleDateSearch>
  );
}
