/**
 * Preview (spec §2): the form drawn by the platform renderer as it will run, with get data, reset,
 * disable, enable, and copy or save of the JSON, Vue and HTML code. The designer holds the designer
 * permission, so the form's event code runs here as it will for a saved form.
 */
import { Button, Modal, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormApi } from '../../../runtime/forms/api';
import { LazyFormRenderer } from '../../../runtime/forms/LazyFormRenderer';
import type { FormJson, LayoutType } from '../../../schemas/forms/types';
import { jsonCode, type CodeKind } from '../codegen';
import { CodeModal } from './CodeModal';
import { NS } from './context';
import { copyText, saveText } from './files';

export function PreviewModal({ open, form, layout, onClose }: { open: boolean; form: FormJson; layout: LayoutType; onClose(): void }) {
  const { t } = useTranslation(NS);
  const api = useRef<FormApi>(null);
  const [data, setData] = useState<string | null>(null);
  const [code, setCode] = useState<CodeKind | null>(null);
  const width = layout === 'H5' ? 460 : layout === 'Pad' ? 820 : '80%';
  const getData = async () => {
    try {
      setData(JSON.stringify(await api.current!.getFormData(), null, 2));
    } catch {
      // The fields show what failed.
    }
  };
  return (
    <Modal open={open} title={t('preview.title')} onCancel={onClose} footer={null} width={width} destroyOnHidden data-testid="preview-modal">
      <div className="fd-preview">{open && <LazyFormRenderer ref={api} form={form} layoutType={layout} allowEventCode testId="preview-form" />}</div>
      <Space wrap className="fd-preview-actions">
        <Button type="primary" onClick={() => void getData()} data-testid="preview-get-data">
          {t('preview.getData')}
        </Button>
        <Button onClick={() => api.current?.resetForm()} data-testid="preview-reset">
          {t('preview.reset')}
        </Button>
        <Button onClick={() => api.current?.disableForm()} data-testid="preview-disable">
          {t('preview.disable')}
        </Button>
        <Button onClick={() => api.current?.enableForm()} data-testid="preview-enable">
          {t('preview.enable')}
        </Button>
        <Button onClick={() => void copyText(jsonCode(form))} data-testid="preview-copy-json">
          {t('preview.copyJson')}
        </Button>
        <Button onClick={() => saveText(jsonCode(form), 'form.json', 'application/json')} data-testid="preview-save-json">
          {t('preview.saveJson')}
        </Button>
        <Button onClick={() => setCode('vue')} data-testid="preview-vue">
          {t('preview.vue')}
        </Button>
        <Button onClick={() => setCode('html')} data-testid="preview-html">
          {t('preview.html')}
        </Button>
      </Space>
      <Modal open={data !== null} title={t('preview.data')} onCancel={() => setData(null)} footer={null} data-testid="preview-data-modal">
        <pre className="fd-code" data-testid="preview-data">
          {data}
        </pre>
      </Modal>
      <CodeModal open={code !== null} form={form} kinds={code ? [code] : ['vue']} title={code ? t(`code.${code}`) : ''} onClose={() => setCode(null)} />
    </Modal>
  );
}
