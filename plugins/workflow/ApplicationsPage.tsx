import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Modal, Select, Spin } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormApi } from '../../runtime/forms/api';
import { LazyFormRenderer } from '../../runtime/forms/LazyFormRenderer';
import { notifier } from '../../runtime/services/notifier';
import { clientApi } from './api';
import { InstanceList } from './InstanceList';

const NS = 'workflow';

interface ApplyForm {
  processKey: string;
  title: string;
  content?: string;
  amount?: number;
}

/**
 * My applications (spec §7 enterpriseApplicationPageList, audit status 1/2/3) and starting a new one
 * (addEnterpriseApplication) on a process the enterprise deployed (enterprise/application/selectList).
 * A process whose start event names a designer form is applied for with that form (rendered by the
 * platform renderer, checked by the server with its rules); other processes take the fixed fields
 * (content, amount).
 */
export default function ApplicationsPage() {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<ApplyForm>();
  const designed = useRef<FormApi>(null);
  const processKey = Form.useWatch('processKey', form);
  const { data: startable = [] } = useQuery({ queryKey: ['workflow', 'client', 'startable'], queryFn: () => clientApi.startable(), enabled: open });
  const startFormKey = startable.find((p) => p.processKey === processKey)?.startFormKey ?? null;
  const { data: startForm, isError: formMissing } = useQuery({
    queryKey: ['workflow', 'client', 'startForm', startFormKey],
    queryFn: () => clientApi.form(startFormKey!),
    enabled: open && startFormKey !== null,
    retry: false,
  });
  // A start form deleted since deployment pins nothing on the server either: the fixed fields apply.
  const withForm = startFormKey !== null && !formMissing;
  const submit = async () => {
    let values: ApplyForm;
    let formData: Record<string, unknown> = {};
    let formHidden: string[] | undefined;
    try {
      values = await form.validateFields();
      if (withForm) {
        if (!designed.current) return;
        formData = await designed.current.getFormData();
        formHidden = designed.current.hiddenWidgetNames();
      }
    } catch {
      return; // The fields show what failed.
    }
    setBusy(true);
    try {
      if (!withForm) {
        if (values.content) formData.content = values.content;
        if (values.amount !== undefined && values.amount !== null) formData.amount = values.amount;
      }
      await clientApi.apply({ processKey: values.processKey, title: values.title.trim(), formData, formHidden });
      notifier.toast('success', t('apply.done'), 1);
      setOpen(false);
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: ['workflow', 'applications'] });
    } catch {
      /* shown by the client */
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <InstanceList
        queryKey="applications"
        testId="applications-page"
        load={(params) => clientApi.applications(params)}
        detailBase="/system/system-examine-detail"
        toolbar={
          <Button type="primary" onClick={() => setOpen(true)} data-testid="apply-new">
            {t('apply.new')}
          </Button>
        }
      />
      <Modal open={open} title={t('apply.new')} onOk={submit} confirmLoading={busy} onCancel={() => setOpen(false)} okText={t('common.confirm')} cancelText={t('common.cancel')} destroyOnHidden>
        <Form form={form} layout="vertical" data-testid="apply-form">
          <Form.Item name="processKey" label={t('apply.process')} rules={[{ required: true, message: t('apply.processRequired') }]}>
            <Select options={startable.map((p) => ({ value: p.processKey, label: `${p.name} (v${p.version})` }))} data-testid="apply-process" />
          </Form.Item>
          <Form.Item name="title" label={t('apply.title')} rules={[{ required: true, whitespace: true, message: t('apply.titleRequired') }]}>
            <Input maxLength={100} data-testid="apply-title" />
          </Form.Item>
          {!withForm && (
            <>
              <Form.Item name="content" label={t('formFields.content')}>
                <Input.TextArea rows={3} maxLength={500} data-testid="apply-content" />
              </Form.Item>
              <Form.Item name="amount" label={t('formFields.amount')}>
                <InputNumber min={0} max={1e12} style={{ width: '100%' }} data-testid="apply-amount" />
              </Form.Item>
            </>
          )}
        </Form>
        {withForm && (!startForm ? <Spin /> : <LazyFormRenderer key={`${startForm.formKey}@${startForm.version}`} ref={designed} form={startForm.json} allowEventCode={startForm.trusted} testId="apply-start-form" />)}
      </Modal>
    </>
  );
}
