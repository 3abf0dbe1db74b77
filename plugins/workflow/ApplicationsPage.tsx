import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
 * The application form is fixed (title, content, amount) until the form designer provides per-process
 * forms through the user task's form key (docs/workflow.md).
 */
export default function ApplicationsPage() {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<ApplyForm>();
  const { data: startable = [] } = useQuery({ queryKey: ['workflow', 'client', 'startable'], queryFn: () => clientApi.startable(), enabled: open });
  const submit = async () => {
    let values: ApplyForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      const formData: Record<string, unknown> = {};
      if (values.content) formData.content = values.content;
      if (values.amount !== undefined && values.amount !== null) formData.amount = values.amount;
      await clientApi.apply({ processKey: values.processKey, title: values.title.trim(), formData });
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
          <Form.Item name="content" label={t('formFields.content')}>
            <Input.TextArea rows={3} maxLength={500} data-testid="apply-content" />
          </Form.Item>
          <Form.Item name="amount" label={t('formFields.amount')}>
            <InputNumber min={0} max={1e12} style={{ width: '100%' }} data-testid="apply-amount" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
