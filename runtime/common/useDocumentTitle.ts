import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "<page> - <product>" in the current language. */
export function useDocumentTitle(page?: string): void {
  const { t } = useTranslation();
  const product = t('app.title');
  useEffect(() => {
    document.title = page ? `${page} - ${product}` : product;
  }, [page, product]);
}
