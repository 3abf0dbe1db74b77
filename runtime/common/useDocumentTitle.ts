import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the browser tab's title to "<page> - <enterprise> - <product>" in the current language. The
 * enterprise is part of it because every tab keeps its own (docs/decisions.md): the tab strip says
 * which enterprise each tab works in.
 */
export function useDocumentTitle(page?: string, enterprise?: string): void {
  const { t } = useTranslation();
  const product = t('app.title');
  useEffect(() => {
    document.title = [page, enterprise, product].filter(Boolean).join(' - ');
  }, [page, enterprise, product]);
}
