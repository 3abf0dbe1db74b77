/**
 * /formDesigner/fill/:formKey: a saved form filled in as its users will — rendered by key with the
 * platform renderer (event code only for a trusted save), validated in the browser, then checked by the
 * server with the same rules (POST form/key/{key}/check) before anything would be stored. The designer
 * tries a form end to end here; approval tasks use the same two calls.
 */
import { Alert, Button, Empty, Space, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { FormApi } from '../../../runtime/forms/api';
import { LazyFormRenderer } from '../../../runtime/forms/LazyFormRenderer';
import { notifier } from '../../../runtime/services/notifier';
import type { RenderableForm } from '../../../schemas/contracts/forms';
import type { FormData } from '../../../schemas/forms/types';
import { checkFormData, renderableForm } from './backend';
import { NS } from './context';

export default function FillPage() {
  const { t } = useTranslation(NS);
  const { formKey = '' } = useParams();
  const api = useRef<FormApi>(null);
  const [form, setForm] = useState<RenderableForm | null | undefined>(undefined);
  const [accepted, setAccepted] = useState<FormData | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setForm(undefined);
    renderableForm(formKey).then(setForm, () => setForm(null));
  }, [formKey]);

  const submit = async () => {
    if (!form || !api.current) return;
    let data: FormData;
    try {
      data = await api.current.getFormData();
    } catch {
      return; // The fields show what failed.
    }
    setBusy(true);
    try {
      const checked = await checkFormData(form.formKey, { data, hidden: api.current.hiddenWidgetNames(), version: form.version });
      setAccepted(checked.data);
      notifier.toast('success', t('fill.submitted'), 1.5);
    } catch {
      // The request layer shows the server's message (2010102 names the field).
    } finally {
      setBusy(false);
    }
  };

  if (form === undefined) return <Spin />;
  if (form === null) return <Empty description={t('fill.notFound')} data-testid="fill-not-found" />;
  return (
    <div className="ec-page" data-testid="form-fill-page">
      <div className="ec-panel">
        <h3 className="ec-table-title">{`${form.name} · v${form.version}`}</h3>
        <LazyFormRenderer ref={api} form={form.json} allowEventCode={form.trusted} testId="fill-form" />
        <Space>
          <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="fill-submit">
            {t('fill.submit')}
          </Button>
          <Button
            onClick={() => {
              api.current?.resetForm();
              setAccepted(null);
            }}
            data-testid="fill-reset"
          >
            {t('fill.reset')}
          </Button>
        </Space>
        {accepted && (
          <Alert
            type="success"
            style={{ marginTop: 16 }}
            message={t('fill.result')}
            description={<pre className="fd-code" data-testid="fill-result">{JSON.stringify(accepted, null, 2)}</pre>}
          />
        )}
      </div>
    </div>
  );
}
