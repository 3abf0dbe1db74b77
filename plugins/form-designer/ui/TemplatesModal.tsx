/**
 * Templates (spec §2): the designer's built-in ones and the back office's. Loading one asks first,
 * since it overwrites the current form (undo restores it).
 */
import { List, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormSummary } from '../../../schemas/contracts/forms';
import type { FormJson } from '../../../schemas/forms/types';
import { currentLocale } from '../../../runtime/i18n';
import { notifier } from '../../../runtime/services/notifier';
import { BUILTIN_TEMPLATES } from '../templates';
import type { DesignerBackend } from './backend';
import { NS } from './context';

export function TemplatesModal({ open, backend, onLoad, onClose }: { open: boolean; backend: DesignerBackend; onLoad(form: FormJson): void; onClose(): void }) {
  const { t } = useTranslation(NS);
  const [server, setServer] = useState<FormSummary[] | null>(null);
  useEffect(() => {
    if (!open) return;
    setServer(null);
    backend.templates().then(setServer, () => setServer([]));
  }, [open, backend]);

  const load = async (get: () => Promise<FormJson> | FormJson) => {
    const ok = await notifier.confirm({ title: t('tip'), content: t('templates.confirm') });
    if (!ok) return;
    try {
      onLoad(structuredClone(await get()));
    } catch {
      // Reported by the request layer.
    }
  };
  const locale = currentLocale();
  return (
    <Modal open={open} title={t('templates.title')} onCancel={onClose} footer={null} data-testid="templates-modal">
      <h4>{t('templates.builtin')}</h4>
      <List
        size="small"
        dataSource={[...BUILTIN_TEMPLATES]}
        renderItem={(tpl) => (
          <List.Item actions={[<a key="load" onClick={() => void load(() => tpl.form)} data-testid={`template-${tpl.key}`}>{t('templates.load')}</a>]}>{tpl.name[locale]}</List.Item>
        )}
      />
      <h4>{t('templates.server')}</h4>
      {server === null ? (
        <Spin />
      ) : (
        <List
          size="small"
          locale={{ emptyText: t('templates.empty') }}
          dataSource={server}
          renderItem={(tpl) => (
            <List.Item actions={[<a key="load" onClick={() => void load(async () => (await backend.template(tpl.id)).json)} data-testid={`template-server-${tpl.formKey}`}>{t('templates.load')}</a>]}>
              {tpl.name}
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
