import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { clientBackend } from './backend';
import { NS } from './context';
import { FormList } from './FormList';

/** /formDesigner/page: the enterprise's forms. */
export default function FormListPage() {
  const { t } = useTranslation(NS);
  const backend = useMemo(clientBackend, []);
  return <FormList backend={backend} title={t('list.title')} addLabel={t('list.add')} testId="form-list" />;
}
