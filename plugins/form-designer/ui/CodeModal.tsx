/** Export JSON / export code / generate SFC (spec §2): the generated text with copy and save. */
import { Button, Input, Modal, Space, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormJson } from '../../../schemas/forms/types';
import { CODE_FILES, codeOf, type CodeKind } from '../codegen';
import { NS } from './context';
import { copyText, saveText } from './files';

export interface CodeModalProps {
  open: boolean;
  form: FormJson;
  kinds: CodeKind[];
  title: string;
  onClose(): void;
}

export function CodeModal({ open, form, kinds, title, onClose }: CodeModalProps) {
  const { t } = useTranslation(NS);
  const [kind, setKind] = useState<CodeKind>(kinds[0]);
  const current = kinds.includes(kind) ? kind : kinds[0];
  const code = useMemo(() => (open ? codeOf(current, form) : ''), [open, current, form]);
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} width="70%" destroyOnHidden data-testid="code-modal">
      {kinds.length > 1 && <Tabs activeKey={current} onChange={(k) => setKind(k as CodeKind)} items={kinds.map((k) => ({ key: k, label: <span data-testid={`code-tab-${k}`}>{t(`code.${k}`)}</span> }))} />}
      <Input.TextArea value={code} readOnly autoSize={{ minRows: 12, maxRows: 28 }} className="fd-code" data-testid={`code-${current}`} />
      <Space style={{ marginTop: 12 }}>
        <Button onClick={() => void copyText(code)} data-testid="code-copy">
          {t('code.copy')}
        </Button>
        <Button type="primary" onClick={() => saveText(code, CODE_FILES[current].file, CODE_FILES[current].mime)} data-testid="code-save">
          {t('code.save')}
        </Button>
      </Space>
    </Modal>
  );
}
