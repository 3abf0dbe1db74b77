/** Import JSON (spec §2): a form JSON (VForm exports import unchanged) checked before it replaces the form. */
import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkFormJson } from '../../../schemas/forms/check';
import type { FormJson } from '../../../schemas/forms/types';
import { currentLocale } from '../../../runtime/i18n';
import { NS } from './context';

export function ImportModal({ open, onImport, onClose }: { open: boolean; onImport(form: FormJson): void; onClose(): void }) {
  const { t } = useTranslation(NS);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const submit = () => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return setProblems([t('import.parse')]);
    }
    const issues = checkFormJson(json, currentLocale());
    if (issues.length > 0) return setProblems(issues.slice(0, 20).map((i) => `${i.pointer || '/'}: ${i.message}`));
    setProblems([]);
    setText('');
    onImport(json as FormJson);
  };
  return (
    <Modal open={open} title={t('import.title')} onOk={submit} onCancel={onClose} okText={t('import.ok')} okButtonProps={{ 'data-testid': 'import-json-ok' } as Record<string, string>} width="60%" data-testid="import-modal">
      <p className="fd-muted">{t('import.hint')}</p>
      <Input.TextArea value={text} onChange={(e) => setText(e.target.value)} autoSize={{ minRows: 12, maxRows: 24 }} className="fd-code" data-testid="import-json-text" />
      {problems.length > 0 && (
        <div className="fd-error" data-testid="import-json-errors">
          {t('import.failed')}
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
    </Modal>
  );
}
