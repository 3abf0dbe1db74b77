import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { adminBackend } from '../ui/backend';
import { NS } from '../ui/context';
import { FormList } from '../ui/FormList';

/** Back office: the form templates designers can load. */
export default function TemplateListPage() {
  const { t } = useTranslation(NS);
  const backend = useMemo(adminBackend, []);
  return <FormList backend={backend} title={t('list.templatesTitle')} addLabel={t('list.addTemplate')} testId="template-list" />;
}
